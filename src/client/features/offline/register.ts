/**
 * Registers the service worker (src/client/sw.ts, served as /sw.js) and runs its update flow.
 * Loaded with a dynamic import after hydration (entry-client.tsx), so none of it is first-load code.
 *
 * Updates: a new deploy's worker installs and waits. The page offers "A new version is ready" with a
 * Reload button; pressing it tells the waiting worker to take over (SW_MESSAGES.skipWaiting), and
 * the page reloads when it has (controllerchange), so no page runs old code against new files. A
 * lazy chunk that fails to load (an old page after a deploy) reloads the page, once.
 */
import { SW_MESSAGES } from "./names";

const WORKER_URL = "/sw.js";
/** When the page last reloaded for a chunk that failed to load: a second failure soon after is shown, not looped. */
const RELOADED_AT_KEY = "tsa-chunk-reload-at";
const RELOAD_GUARD_MS = 60_000;

/** Long enough for a navigation that was started to unload the page; one that didn't happen (a download) is over. */
const LEAVING_MS = 5_000;

export function reloadOnceOnChunkError() {
  // Leaving the page cancels the chunks still loading, which fails their imports: reloading then
  // would take the person back to the page they were leaving instead of where they were going.
  let leavingSince = 0;
  window.addEventListener("beforeunload", () => {
    leavingSince = Date.now();
  });
  window.addEventListener("pageshow", () => {
    leavingSince = 0;
  });
  window.addEventListener("vite:preloadError", (event) => {
    if (leavingSince && Date.now() - leavingSince < LEAVING_MS) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  });
}

function whenLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/** Tells a waiting worker to take over, and reloads the page once it has. */
export function activateUpdate(worker: ServiceWorker) {
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: SW_MESSAGES.skipWaiting });
}

async function offerUpdate(worker: ServiceWorker) {
  const { showUpdatePrompt } = await import("../pwa");
  showUpdatePrompt(() => activateUpdate(worker));
}

/**
 * Never rejects: entry-client calls it in the chain of the dynamic import, and Vite's preload
 * helper takes any failure there for a chunk that didn't load (vite:preloadError), which reloads
 * the page. A browser that refuses service workers (blocked, private mode, a policy) just goes
 * without.
 */
export async function registerServiceWorker() {
  reloadOnceOnChunkError();
  if (!("serviceWorker" in navigator)) return;
  // After the page's own files: the worker's precache download must not compete with them.
  await whenLoaded();
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(WORKER_URL, { scope: "/", updateViaCache: "none" });
  } catch {
    registration = undefined;
  }
  // Some automation (and, in principle, a browser extension) answers register() with nothing.
  // The page says how it went (data-service-worker), for whoever looks: devtools, the tests.
  document.documentElement.dataset.serviceWorker = registration ? "registered" : "unavailable";
  if (!registration) return;
  // A new worker is offered once installed, if another one controls this page (the very first
  // install just activates). The browser may have found it during this page's own navigation.
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const offerIfInstalled = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) void offerUpdate(worker);
    };
    offerIfInstalled();
    worker.addEventListener("statechange", offerIfInstalled);
  };
  track(registration.waiting ?? registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
  // A phone keeps a tab open for days: look for a new deploy when the student comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}
