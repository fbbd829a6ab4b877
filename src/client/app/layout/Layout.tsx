import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ReactNode } from "react";
import { Header } from "./Header";

/**
 * The footer is server-rendered with the page, and its code loads after the app's: React keeps the
 * server's footer as it is and hydrates it when the code comes (a Suspense boundary of its own), so
 * the footer's links and icons are not part of any page's first load.
 */
const Footer = lazy(() => import("./Footer").then((module) => ({ default: module.Footer })));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
