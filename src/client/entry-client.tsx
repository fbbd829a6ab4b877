import "./styles.css";
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { App } from "./app/App";
import { matchRoute } from "./app/routes";
import { browserFetcher } from "./lib/api";
import { createI18n, documentLocale, loadMessages, pageMessages, setBrowserI18n } from "./lib/i18n";
import { hydratePageState } from "./lib/page-state";
import { createQueryClient } from "./lib/query-client";
import { queries } from "./lib/queries";
import { guardSharedPhone } from "./features/offline/session-guard";

const queryClient = createQueryClient(browserFetcher);
hydratePageState(queryClient, document.getElementById("__TSA_STATE__")?.textContent);
// Back after a sign-out must not show the previous person's page from the back/forward cache.
guardSharedPhone(() => Boolean(queryClient.getQueryData(queries.authUser().queryKey)));

// Load the current page's code before hydrating, so the first render matches the server's HTML.
// The page holds the messages its render used: it hydrates with those, and the rest of its
// locale's messages (for what the student opens next) come after, off the first load.
const locale = documentLocale();
const inline = pageMessages();
const [messages] = await Promise.all([
  inline ?? loadMessages(locale),
  matchRoute(window.location.pathname).route.load(),
]);
const i18n = createI18n(locale, messages);
setBrowserI18n(i18n);
if (inline) {
  void loadMessages(locale).then((all) => {
    // Nothing on screen changes (it has its messages): the tree re-renders in slices, not in one long task.
    startTransition(() => {
      i18n.load(locale, all);
      i18n.activate(locale);
    });
  });
}
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding a cheap phone's main thread for the whole page; a tap before it is done hydrates at once.
let root: Root | undefined;
startTransition(() => {
  root = hydrateRoot(document.getElementById("root")!, <App queryClient={queryClient} i18n={i18n} />, {
    onRecoverableError: (error) => console.error("Hydration problem:", error),
  });
});

// Progress kept on the phone while offline is sent when the connection returns, for whoever is
// signed in (features/offline; nothing more loads for an anonymous visitor with nothing queued).
// A sign-out offline takes the person's page off the screen and out of the document (unmountPage).
void import("./features/offline/start-offline").then(({ startOfflineWork }) =>
  startOfflineWork(queryClient, i18n, () => root?.unmount()),
);
// The service worker (offline use, installability) after hydration, and never in Vite's dev server.
if (import.meta.env.PROD) void import("./features/offline/register").then((pwa) => pwa.registerServiceWorker());
