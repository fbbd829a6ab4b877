import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from "react";
import { Router, Route, Switch } from "wouter";
import { DonationProvider } from "../features/donations/donation-context";
import { HeadProvider, type HeadCollector } from "./head";
import { useHydrationMark } from "./hydration-mark";
import { Layout } from "./layout/Layout";
import { notFoundRoute, routes, type RouteDef } from "./routes";

type Page = LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>;
const pages = new Map<RouteDef, Page>();
function pageFor(route: RouteDef): Page {
  let page = pages.get(route);
  if (!page) {
    page = lazy(route.load);
    pages.set(route, page);
  }
  return page;
}

/**
 * The toasts' live region, loaded once the app has hydrated: nothing shows in it before a first
 * action, so its code stays off the first load. The toast store (use-toast.ts) is in the app chunk:
 * a toast raised before the region is there shows when it mounts. Loaded with an effect, not
 * React.lazy: a Suspense fallback shown at hydration makes React hold back the next boundaries'
 * reveal on a timer (its fallback throttle), which a paused clock (tests) never lets run.
 */
function ToasterAfterHydration() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import("../components/ui/toaster").then((module) => {
      if (isCurrent) setToaster(() => module.Toaster);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

/** Reports the page hydrated (it sits inside the page's Suspense boundary, which hydrates last). */
function HydrationMark() {
  useHydrationMark("page");
  return null;
}

export interface AppProps {
  queryClient: QueryClient;
  /** The page's locale and its messages (lib/i18n.ts). */
  i18n: I18n;
  /** Server render: the request's path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
  headCollector?: HeadCollector | null;
}

export function App({ queryClient, i18n, ssrPath, ssrSearch, headCollector = null }: AppProps) {
  const NotFound = useMemo(() => pageFor(notFoundRoute), []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HeadProvider collector={headCollector}>
          <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? "" } : {})}>
            <DonationProvider>
              <Layout>
                <Suspense fallback={<div className="min-h-[60vh]" />}>
                  <Switch>
                    {routes.map((route) => {
                      const Page = pageFor(route);
                      return (
                        <Route key={route.path} path={route.path}>
                          {(params: Record<string, string>) => <Page params={params} />}
                        </Route>
                      );
                    })}
                    <Route>
                      <NotFound params={{}} />
                    </Route>
                  </Switch>
                  <HydrationMark />
                </Suspense>
              </Layout>
            </DonationProvider>
          </Router>
        </HeadProvider>
        <ToasterAfterHydration />
      </QueryClientProvider>
    </I18nProvider>
  );
}
