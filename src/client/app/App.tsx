import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from "react";
import { Router, Route, Switch } from "wouter";
import { Toaster } from "../components/ui/toaster";
import { DonationProvider } from "../features/donations/donation-context";
import { HeadProvider, type HeadCollector } from "./head";
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
 * Marks the document once the page has been hydrated (it sits inside the page's Suspense
 * boundary, which hydrates last). Tests wait for it before clicking: a click before hydration
 * does nothing.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export interface AppProps {
  queryClient: QueryClient;
  /** Server render: the request's path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
  headCollector?: HeadCollector | null;
}

export function App({ queryClient, ssrPath, ssrSearch, headCollector = null }: AppProps) {
  const NotFound = useMemo(() => pageFor(notFoundRoute), []);
  return (
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
      <Toaster />
    </QueryClientProvider>
  );
}
