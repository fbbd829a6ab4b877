import type { Page } from "@playwright/test";
import { chromiumArgs, chromiumIgnoredDefaultArgs } from "../../playwright.config";
import { allowProblems, expect, registerStudent, signOut, test } from "./fixtures";
import { goOffline, goOnline, underWorker } from "./offline";
import { findCourse, moduleItems } from "./seed-courses";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 20, item 2: the next person on a shared phone sees none of the previous person's pages.
 * Chromium runs here with its back/forward cache on, as on real phones (Playwright turns it off
 * by default), and the connection is cut with context.setOffline.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
    ignoreDefaultArgs: [...chromiumIgnoredDefaultArgs, "--disable-back-forward-cache"],
  },
});

/** What a request made while the connection is cut reports; the tests cut it on purpose. */
const OFFLINE_FAILURES = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_FAILED|ERR_ABORTED/;

/** A free course's first lesson, the student enrolled in it (through the API). */
async function enrolledLesson(page: Page) {
  const { course, modules } = await findCourse(page, (item) => item.isFree);
  const { lessons } = await moduleItems(page, modules[0]!.id);
  const enrolled = await page.request.post(`/api/courses/${course.id}/enroll`);
  expect([200, 201]).toContain(enrolled.status());
  return lessons[0]!;
}

/** Writes a record the way idb-keyval does (one database per store, named by OFFLINE_STORES). */
async function putRecord(page: Page, db: string, store: string, key: string, value: unknown) {
  await page.evaluate(
    async ({ db, store, key, value }) => {
      const open = indexedDB.open(db);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      const database = await new Promise<IDBDatabase>((done, fail) => {
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error ?? new Error("IndexedDB did not open"));
      });
      const put = database.transaction(store, "readwrite").objectStore(store);
      put.put(value, key);
      await new Promise((done) => (put.transaction.oncomplete = done));
      database.close();
    },
    { db, store, key, value },
  );
}

/** The keys in an idb-keyval store (none when the database or store does not exist). */
async function recordKeys(page: Page, db: string, store: string): Promise<string[]> {
  return page.evaluate(
    async ({ db, store }) => {
      const open = indexedDB.open(db);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      const database = await new Promise<IDBDatabase>((done, fail) => {
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error ?? new Error("IndexedDB did not open"));
      });
      if (!database.objectStoreNames.contains(store)) {
        database.close();
        return [];
      }
      const request = database.transaction(store, "readonly").objectStore(store).getAllKeys();
      const keys = await new Promise<IDBValidKey[]>((done) => (request.onsuccess = () => done(request.result)));
      database.close();
      return keys.map(String);
    },
    { db, store },
  );
}

/**
 * Waits until React has taken over the page on screen, across a reload the page may start itself
 * (a page restored from the back/forward cache reloads when it was a signed-in one).
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === "true").catch(() => false), {
      message: "the page hydrated (data-hydrated)",
      timeout: 60_000,
    })
    .toBe(true);
}

/** How the document on screen was loaded: "reload" after the page reloaded itself on a restore. */
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.describe("the next person on a shared phone", () => {
  test("Back after sign-out shows no trace of the first person, from the back/forward or the HTTP cache", async ({
    page,
  }) => {
    await registerStudent(page, "Bartholomew");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Bartholomew!" })).toBeVisible();
    const signedIn = await page.request.get("/dashboard");
    expect(signedIn.headers()["cache-control"]).toBe("no-store");
    await page.goto("/courses");
    await expect(page.getByRole("banner").getByText("Bartholomew")).toBeVisible();
    // Where they stopped in two videos (the player's keys), and the phone's quality choice.
    await page.evaluate(() => {
      localStorage.setItem("tsa-video-position:lesson:a", "42.0");
      localStorage.setItem("tsa-video-position:course:b", "12.5");
      localStorage.setItem("tsa-video-quality", "240");
    });

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await settled(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    // What they watched went with them; the quality stays, a setting of the phone.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("tsa-video-")))).toEqual([
      "tsa-video-quality",
    ]);

    // Back to the signed-in page the person left (a back/forward cache candidate) ...
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/courses");
    await settled(page);
    // "reload": restored from the back/forward cache, then reloaded by the page; "back_forward":
    // the browser loaded it afresh (no-store). Either way, nothing of the first person shows.
    test.info().annotations.push({ type: "Back to /courses", description: await navigationType(page) });
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Bartholomew");
    // ... and back to the dashboard (an HTTP cache candidate).
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await settled(page);
    await expect(page.locator("body")).not.toContainText("Bartholomew");
    await expect(page.getByRole("heading", { name: /Welcome back, / })).toHaveCount(0);
  });

  test("a signed-in page shown again from the back/forward cache loads afresh", async ({ page }) => {
    await registerStudent(page, "Cordelia");
    await page.goto("/courses");
    await expect(page.getByRole("banner").getByText("Cordelia")).toBeVisible();
    // The browser's event for a page restored from the back/forward cache, raised here so the
    // page's handler runs whatever the browser decides to keep.
    const reloaded = page.waitForEvent("framenavigated");
    await page.evaluate(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    await reloaded;
    await settled(page);
    expect(await navigationType(page)).toBe("reload");
    await expect(page.getByRole("banner").getByText("Cordelia")).toBeVisible();
  });

  test("a visitor's page restored from the back/forward cache after someone signed in loads afresh", async ({
    page,
  }) => {
    const student = await registerStudent(page, "Leocadia");
    await page.request.post("/api/auth/logout");
    // Every restore from the back/forward cache, noted where a reload keeps it (sessionStorage).
    await page.addInitScript(() => {
      window.addEventListener("pageshow", (event) => {
        if (event.persisted) sessionStorage.setItem("restored-from-bfcache", window.location.pathname);
      });
    });
    // The browser may decline to keep a page for reasons of its own (a busy machine: it must freeze
    // the page in time); each try starts again from a visitor's page, until one is restored.
    const declined: string[] = [];
    for (let attempt = 1; ; attempt++) {
      await page.goto("/courses");
      await settled(page);
      await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
      await page.evaluate(() => sessionStorage.removeItem("restored-from-bfcache"));
      await page.goto("/blog");
      await settled(page);
      // Someone signs in on this phone (the cookie jar is the page's).
      const signedIn = await page.request.post("/api/auth/login", {
        data: { email: student.email, password: student.password },
      });
      expect(signedIn.status()).toBe(200);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/courses");
      await settled(page);
      // A pageshow with persisted: the browser restored the visitor's page from its back/forward
      // cache (a real restore, not a fresh load), and the page then loaded itself afresh.
      if ((await page.evaluate(() => sessionStorage.getItem("restored-from-bfcache"))) === "/courses") break;
      declined.push(
        await page.evaluate(() =>
          JSON.stringify(
            (performance.getEntriesByType("navigation")[0] as { notRestoredReasons?: unknown }).notRestoredReasons,
          ),
        ),
      );
      expect(attempt, `the browser never restored the page: ${declined.join("; ")}`).toBeLessThan(5);
      await signOut(page);
    }
    test.info().annotations.push({ type: "pages the browser declined to keep", description: declined.join("; ") });
    await expect.poll(() => navigationType(page)).toBe("reload");
    await expect(page.getByRole("banner").getByText("Leocadia")).toBeVisible();
  });

  test("sign-out while offline: says so, forgets the person's data at once, and finishes when back online", async ({
    page,
    context,
    problems,
  }) => {
    const student = await registerStudent(page, "Zephyrine");
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    const lesson = await enrolledLesson(page);
    await page.goto("/");
    await underWorker(page);
    await page.goto(`/lessons/${lesson.id}`);
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Zephyrine!" })).toBeVisible();
    // A quiz in progress and a completion waiting to sync, as the quiz screen and the queue keep them.
    await putRecord(page, "tsa-quiz-autosave", "attempts", `${me.id}/quiz-1/1`, { version: 1, userId: me.id });
    await putRecord(page, "tsa-sync-queue", "calls", "key-1", { key: "key-1", userId: me.id });
    expect(await cacheNames(page)).toContain("tsa-private-v1");

    await goOffline(context, page);
    // Offline, the worker still has the person's dashboard (their session is the phone's).
    await page.goto("/dashboard", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Welcome back, Zephyrine!" })).toBeVisible();
    await settled(page);
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();

    await page.waitForURL((url) => url.pathname === "/api/logout");
    await expect(page.getByRole("alert")).toContainText("This phone must be online to sign out.");
    await expect(page.getByRole("alert")).toContainText("already removed from this phone");
    expect(await cacheNames(page)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^tsa-(?:private|public|saved)-v1$/)]),
    );
    expect(await recordKeys(page, "tsa-quiz-autosave", "attempts")).toEqual([]);
    expect(await recordKeys(page, "tsa-sync-queue", "calls")).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("offline-sign-out.png") });

    // Still offline: the dashboard is not on the phone any more.
    await page.goto("/dashboard", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Zephyrine");

    // Back online: the first request of ours (the page's, through the worker) waits until the
    // server has heard the sign-out, so the session is over by the time it is answered. The
    // navigation below comes after that sign-out and its Clear-Site-Data "cache": a navigation
    // made while the worker sent the sign-out was aborted once in CI (ERR_ABORTED; the cause is
    // not proven, and 30 runs under load here did not repeat it).
    await goOnline(context, page);
    expect(await page.evaluate(() => fetch("/healthz").then((response) => response.status))).toBe(200);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // A visitor's /dashboard leads to the sign-in page: wait through that too.
    await page.goto("/dashboard", { waitUntil: "commit" });
    await settled(page);
    await expect(page.getByRole("heading", { name: "Welcome back", exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Zephyrine");
    await expect(page.getByRole("heading", { name: /Welcome back, / })).toHaveCount(0);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // Signing in again works, and is the new session's.
    const again = await page.request.post("/api/auth/login", {
      data: { email: student.email, password: student.password },
    });
    expect(again.status()).toBe(200);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Zephyrine!" })).toBeVisible();
    allowProblems(problems, OFFLINE_FAILURES);
  });

  test("the offline sign-out page finishes the sign-out by itself when the connection returns", async ({
    page,
    context,
    problems,
  }) => {
    await registerStudent(page, "Ottoline");
    await page.goto("/");
    await underWorker(page);
    await goOffline(context, page);
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("alert")).toContainText("This phone must be online to sign out.");
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === "/");
    await settled(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    allowProblems(problems, OFFLINE_FAILURES);
  });

  test("a session that ends without a sign-out: the worker no longer serves its dashboard or saved lesson", async ({
    page,
    context,
    problems,
  }) => {
    await registerStudent(page, "Quintessa");
    const lesson = await enrolledLesson(page);
    await page.goto("/");
    await underWorker(page);
    await page.goto(`/lessons/${lesson.id}`);
    const offline = page.getByRole("region", { name: "Save for offline" });
    await offline.getByRole("button", { name: "Save for offline" }).click();
    // A save fetches the page, its reads and images: on a busy machine that takes a while.
    await expect(offline.getByText("Saved for offline")).toBeVisible({ timeout: 30_000 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Quintessa!" })).toBeVisible();

    await goOffline(context, page);
    // While the session lasts, both open offline.
    await page.goto("/dashboard", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Welcome back, Quintessa!" })).toBeVisible();
    await page.goto(`/lessons/${lesson.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();

    // The session ends without a sign-out: the phone's cookies are cleared.
    await context.clearCookies();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Quintessa");
    await page.goto(`/lessons/${lesson.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toHaveCount(0);
    // The offline page lists nothing of hers either.
    const saved = page.getByRole("region", { name: "Saved on this phone" });
    await expect(saved.getByText("Nothing is saved on this phone yet.")).toBeVisible();
    await expect(saved.getByRole("link", { name: lesson.title })).toHaveCount(0);
    allowProblems(problems, OFFLINE_FAILURES);
  });
});

test.describe("sign-out offline from a page no service worker controls", () => {
  // The first visit, a hard reload, or a browser without workers: no worker answers the sign-out.
  test.use({ serviceWorkers: "block" });

  test("says so, forgets the person's data at once, and finishes when back online", async ({
    page,
    context,
    problems,
  }) => {
    const student = await registerStudent(page, "Wilhelmina");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Wilhelmina!" })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    // What an earlier, controlled visit left: a signed-in copy, a quiz in progress, a queued completion.
    await page.evaluate(async () => {
      const cache = await caches.open("tsa-private-v1");
      await cache.put("/dashboard", new Response("Welcome back, Wilhelmina!"));
    });
    await putRecord(page, "tsa-quiz-autosave", "attempts", `${me.id}/quiz-1/1`, { version: 1, userId: me.id });
    await putRecord(page, "tsa-sync-queue", "calls", "key-1", { key: "key-1", userId: me.id });
    expect(await page.evaluate(() => document.cookie)).toContain("tsa_session_tag=");

    await goOffline(context, page);
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    // No browser error page: the page says so, and nothing of hers stays on screen.
    await expect(page.getByRole("heading", { level: 1, name: "This phone must be online to sign out." })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("already removed from this phone");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await expect(page.locator("#root")).toBeHidden();
    // Gone from the document too, not only hidden: the page unmounted, its state script removed.
    expect(await page.locator("#root").evaluate((root) => root.textContent)).toBe("");
    expect(await page.content()).not.toContain("Wilhelmina");
    await expect(page.getByText("Wilhelmina").filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Welcome back/ })).toHaveCount(0);
    await expect(page).toHaveTitle("This phone must be online to sign out.");
    await expect.poll(() => cacheNames(page)).not.toContain("tsa-private-v1");
    await expect.poll(() => recordKeys(page, "tsa-quiz-autosave", "attempts")).toEqual([]);
    expect(await recordKeys(page, "tsa-sync-queue", "calls")).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain("tsa_session_tag=");
    await page.screenshot({ path: test.info().outputPath("offline-sign-out-uncontrolled.png") });

    // Back online: the page finishes the sign-out on the server and opens the home page signed out.
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === "/");
    await settled(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // Signing in again works.
    const again = await page.request.post("/api/auth/login", {
      data: { email: student.email, password: student.password },
    });
    expect(again.status()).toBe(200);
    allowProblems(problems, OFFLINE_FAILURES);
  });
});
