import type { BrowserContext, Page } from "@playwright/test";

/** What "Save for offline" keeps (client/features/offline/names.ts SAVED_CACHE). */
export const SAVED_CACHE = "tsa-saved-v1";

/** What a request made while the connection is cut reports; the tests cut it on purpose. */
export const OFFLINE_FAILURES = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_FAILED/;

/** The paths kept in the saved-for-offline cache. */
export async function savedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, SAVED_CACHE);
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

export async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

/** Waits until the worker is active, then reloads so that it controls the page (its first install does not claim open pages). */
export async function underWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}
