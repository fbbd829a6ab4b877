import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { freePort } from "../support/free-port";
import { expect, expectNoAxeViolations, hydrating, test, waitForHydration } from "./fixtures";
import { underWorker } from "./offline";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

// The installable app (issue 11): the manifest, the service worker's caching and its update flow,
// on the 360 px phone project.

test.describe("installable app @phone", () => {
  test("the manifest names the app, its icons and colours, and the page is installable @phone", async ({ page }) => {
    const response = await page.request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      orientation?: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Trade Skills Academy",
      short_name: "Trade Skills",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#c2410c",
      background_color: "#fffbf5",
    });
    // Issue 23: no locked orientation (WCAG 1.3.4), and the app starts on the home page, which
    // links a signed-in person to the dashboard.
    expect(manifest.orientation).toBeUndefined();
    const icon = (sizes: string, purpose: string) =>
      manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose && entry.type === "image/png");
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ] as const) {
      const entry = icon(sizes, purpose);
      expect(entry, `${sizes} ${purpose}`).toBeDefined();
      const file = await page.request.get(entry!.src);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
    }

    const worker = await page.request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-type"]).toContain("javascript");

    // Chromium doesn't install from an incognito profile (the test's own context is one): a
    // browser with a profile on disk asks the question.
    const { launchOptions, baseURL, viewport } = test.info().project.use;
    const profile = mkdtempSync(join(tmpdir(), "tsa-pwa-profile-"));
    const browser = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport });
    try {
      const installed = hydrating(browser.pages()[0] ?? (await browser.newPage()));
      await installed.goto("/");
      await expect(installed.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
      await underWorker(installed);
      const cdp = await browser.newCDPSession(installed);
      const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
      expect(errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("a browser that refuses service workers just goes without: the page doesn't reload itself @phone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, serviceWorkers: "block" });
    try {
      const page = hydrating(await context.newPage());
      await page.goto("/courses");
      await expect(page.locator("html")).toHaveAttribute("data-service-worker", "unavailable");
      // Still the first load: register() failing was once taken for a chunk that didn't load.
      expect(
        await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type),
      ).toBe("navigate");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("offline, a page never visited shows the offline page, which says nothing is saved yet @phone", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await underWorker(page);
    await context.setOffline(true);
    // The offline page has no app to hydrate: wait for its own content instead.
    await page.goto("/success-stories", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page).toHaveTitle("You're offline | Trade Skills Academy");
    const saved = page.getByRole("region", { name: "Saved on this phone" });
    await expect(saved.getByText("Nothing is saved on this phone yet.")).toBeVisible();
    await expect(saved).toContainText("Save for offline");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("offline-page.png"), fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('offline, a Spanish speaker\'s offline page is in Spanish, with lang="es" @phone', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
    await page.goto("/");
    await underWorker(page);
    await context.setOffline(true);
    await page.goto("/success-stories", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "No tienes conexión" })).toBeVisible();
    await expect(page).toHaveTitle("No tienes conexión | Trade Skills Academy");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    const saved = page.getByRole("region", { name: "Guardado en este teléfono" });
    await expect(saved.getByText("Todavía no hay nada guardado en este teléfono.")).toBeVisible();
    await expect(saved).toContainText("Guardar sin conexión");
    await expect(page.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/You're offline|Try again|Saved on this phone/);
    await expectNoAxeViolations(page);
  });

  test("offline, the offline page speaks the language of the last page seen, not only the browser's @phone", async ({
    page,
    context,
  }) => {
    // Issue 23: no language cookie and an English browser; the page is shown in Spanish by its
    // address (the hreflang alternates' ?lang=es), which sets no cookie.
    const noted = () => page.evaluate(() => localStorage.getItem("tsa_last_page_locale"));
    await page.goto("/?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await underWorker(page);
    await expect.poll(noted).toBe("es");
    expect((await context.cookies()).some((cookie) => cookie.name === "tsa_locale")).toBe(false);
    await context.setOffline(true);
    await page.goto("/success-stories", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "No tienes conexión" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await expectNoAxeViolations(page);

    // Back online, an English page: the offline page follows it.
    await context.setOffline(false);
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(noted).toBe("en");
    await context.setOffline(true);
    await page.goto("/mentorship", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  test("offline, the offline page lists what is saved, as links @phone", async ({
    page,
    context,
    student: _student,
  }) => {
    await page.goto("/");
    await underWorker(page);
    // What "Save for offline" writes (features/offline/names.ts): an item in the saved store, made
    // in the session the phone has now (the offline page lists only that session's items).
    const sessionTag = (await context.cookies()).find((cookie) => cookie.name === "tsa_session_tag")?.value;
    expect(sessionTag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await page.evaluate(async (sessionTag) => {
      const open = indexedDB.open("tsa-saved");
      open.onupgradeneeded = () => open.result.createObjectStore("items");
      const database = await new Promise<IDBDatabase>((done, fail) => {
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error ?? new Error("IndexedDB did not open"));
      });
      const put = database.transaction("items", "readwrite").objectStore("items");
      put.put(
        {
          userId: "u-1",
          path: "/lessons/l-1",
          kind: "lesson",
          title: "Measuring and Marking",
          courseTitle: "Carpentry Foundations",
          sessionTag,
          urls: ["/lessons/l-1"],
          bytes: 1000,
          savedAt: new Date().toISOString(),
        },
        "/lessons/l-1",
      );
      await new Promise((done) => (put.transaction.oncomplete = done));
      database.close();
    }, sessionTag);
    await context.setOffline(true);
    await page.goto("/blog", { waitUntil: "commit" });
    const saved = page.getByRole("region", { name: "Saved on this phone" });
    await expect(saved.getByRole("link", { name: "Measuring and Marking" })).toHaveAttribute("href", "/lessons/l-1");
    await expect(saved).toContainText("Lesson · Carpentry Foundations");
    await expect(saved.getByText("Nothing is saved on this phone yet.")).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("offline, a public page visited before opens from the cache @phone", async ({ page, context }) => {
    await page.goto("/");
    await underWorker(page);
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await context.setOffline(true);
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toHaveCount(0);
  });

  test("an update of the worker is offered, and Reload puts it in control @phone", async ({ page }) => {
    const server = await startSecondServer();
    try {
      await page.goto(`${server.origin}/`);
      await underWorker(page);
      expect(await askWorkerVersion(page)).toBe("none");

      // A new deploy: the worker's bytes change (and with them the answer to our question).
      server.deploy(`\nself.addEventListener("message",(e)=>{if(e.data==="version?")e.ports[0].postMessage("v2")});\n`);
      await page.reload();
      const prompt = page.getByRole("region", { name: "A new version is ready" });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("status")).toHaveText("A new version is ready");
      await expect(prompt.getByRole("button", { name: "Reload" })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath("update-prompt.png") });
      await expectNoAxeViolations(page);
      // Until the student chooses, the old worker stays in control.
      expect(await askWorkerVersion(page)).toBe("none");

      const reloaded = page.waitForEvent("load");
      await prompt.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await waitForHydration(page);
      expect(await askWorkerVersion(page)).toBe("v2");
      await expect(page.getByRole("region", { name: "A new version is ready" })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});

/**
 * Asks the worker that controls the page which test version it is: "v2" from the deploy's worker,
 * "none" from the build's own, which doesn't know the question but answers the next message (a
 * message's answer is posted before the worker reads the next one).
 */
async function askWorkerVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return "no controller";
    const version = new MessageChannel();
    const answer = new Promise<string>((done) => (version.port1.onmessage = (event) => done(String(event.data))));
    const known = new MessageChannel();
    const answered = new Promise<string>((done) => (known.port1.onmessage = () => done("none")));
    controller.postMessage("version?", [version.port2]);
    controller.postMessage({ type: "CLEAR_RUNTIME_CACHES" }, [known.port2]);
    return Promise.race([answer, answered]);
  });
}

function withoutKeys(env: NodeJS.ProcessEnv, keys: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));
}

/** A second app server of this test's own, on a copy of the built client, so its "deploy" touches nothing else. */
async function startSecondServer() {
  const root = resolve(".");
  const builtDir = resolve(root, process.env.CLIENT_DIST_DIR ?? "dist");
  const work = mkdtempSync(join(tmpdir(), "tsa-pwa-update-"));
  const distCopy = join(work, "dist");
  cpSync(join(builtDir, "client"), join(distCopy, "client"), { recursive: true });
  cpSync(join(builtDir, "ssr"), join(distCopy, "ssr"), { recursive: true });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  // It stops itself if the run is killed (E2E_RUNNER_PID, inherited from the runner).
  const nodeArgs = ["--import", "tsx", "--import", "./tests/e2e/support/exit-with-runner.ts", "src/server/main.ts"];
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...withoutKeys(process.env, ["SMTP_URL", "BOOTSTRAP_ADMIN_EMAIL", "BOOTSTRAP_ADMIN_PASSWORD", "E2E_PORT"]),
      PORT: String(port),
      DATA_DIR: join(work, "data"),
      LOG_LEVEL: "warn",
      PUBLIC_URL: origin,
      DATABASE_URL: "",
      CLIENT_DIST_DIR: distCopy,
      // The update needs a page, not the demo academy: an empty one starts sooner.
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The second server stopped: ${errors}`);
        return fetch(`${origin}/api/courses`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 90_000 },
    )
    .toBe(200);
  return {
    origin,
    /** Appends code to the copy's sw.js (and its precompressed copies, which the server prefers). */
    deploy(extra: string) {
      const worker = join(distCopy, "client", "sw.js");
      const source = readFileSync(worker, "utf8") + extra;
      writeFileSync(worker, source);
      writeFileSync(`${worker}.br`, brotliCompressSync(source));
      writeFileSync(`${worker}.gz`, gzipSync(source));
    },
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        process.kill(child.pid, "SIGTERM");
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
