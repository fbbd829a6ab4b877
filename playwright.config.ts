import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2ePorts } from "./tests/e2e/support/ports.js";

// Free ports chosen per run (E2E_PORT fixes them): a second run never meets a killed first run's
// servers. The runner chooses; its workers, which read this file again, inherit the choice.
const ports = e2ePorts();
const port = ports.app;
/** The e2e mail server (tests/e2e/support/mail-server.ts): SMTP for the app, HTTP for the specs. */
export const mailSmtpPort = ports.mailSmtp;
export const mailHttpPort = ports.mailHttp;
// The servers stop themselves when this runner is gone (tests/e2e/support/exit-with-runner.ts).
process.env.E2E_RUNNER_PID ??= String(process.pid);
const exitWithRunner = "--import ./tests/e2e/support/exit-with-runner.ts";
/** The admin the test server makes at start (fixtures sign in as it to make instructors). */
export const E2E_ADMIN = { email: "e2e-admin@example.org", password: "e2e-admin-sturdy-passphrase" };
// A fresh database per run, seeded with the demo academy at start: embedded in this folder, or on
// PostgreSQL when DATABASE_URL is set (the folder then holds uploads). Made once, by the runner: its
// workers inherit E2E_DATA_DIR.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "tsa-e2e-")));

/** Debian's Chromium (the stack's browser); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Playwright's own --disable-features (playwright-core's chromiumSwitches.ts, Playwright 1.65). A
 * second --disable-features replaces the first rather than adding to it, so ours repeats this list
 * and the launch leaves Playwright's out (chromiumIgnoredDefaultArgs). Should a new Playwright
 * change its list, its flag comes back, ours still wins, and only its new entries are missed.
 */
const playwrightDisabledFeatures =
  "AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion";
/**
 * Chromium 156's headless mode preloads the address bar's popup (chrome://omnibox-popup.top-chrome/,
 * two WebUI pages) for every browser context, in a renderer of its own: about a tenth of the
 * browser's CPU in a run, for a popup no test opens.
 */
const ourDisabledFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];
/** Default arguments the launch leaves out (pass with chromiumArgs). */
export const chromiumIgnoredDefaultArgs = [`--disable-features=${playwrightDisabledFeatures}`];

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  `--disable-features=${[playwrightDisabledFeatures, ...ourDisabledFeatures].join(",")}`,
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A ceiling, not a measure: the longest specs (a review cycle with two people and five axe
  // checks) took 45-48 s on a 2-core machine with one core busy, so 45 s failed them under load.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: chromiumIgnoredDefaultArgs },
    // No trace unless E2E_TRACE=1 (or `--trace on`): recording one for every test, to keep only a
    // failed test's, cost about a tenth of the suite's CPU even without a screencast
    // (tests/e2e/README.md). A failed test still keeps its screenshot and error.
    trace: {
      mode: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: "only-on-failure",
    // No service worker unless a spec is about one (those say `test.use({ serviceWorkers: "allow" })`):
    // each test's fresh context otherwise installs it and downloads its whole precache list.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 } },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx ${exitWithRunner} tests/e2e/support/mail-server.ts ${mailSmtpPort} ${mailHttpPort}`,
      url: `http://127.0.0.1:${mailHttpPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // From source: the server needs no build step of its own; the client build is in CLIENT_DIST_DIR.
      // With DATABASE_URL (CI) it runs on a fresh PostgreSQL database of its own (app-server.ts).
      command: `node --import tsx ${exitWithRunner} tests/e2e/support/app-server.ts`,
      url: `http://localhost:${port}/api/courses`,
      reuseExistingServer: false,
      // SIGTERM, not SIGKILL: the server stops cleanly and app-server.ts then drops its database.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      // A ceiling: a fresh embedded database seeded with the demo academy took over 90 s to start
      // on a 2-core machine busy with other runs (about 25 s when less busy).
      timeout: 180_000,
      env: {
        // React's production server build, as production runs (the development one renders at half speed).
        NODE_ENV: "production",
        SESSION_SECRET: "e2e-session-secret-for-this-test-server-only",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: `http://localhost:${port}`,
        E2E_POSTGRES_URL: process.env.DATABASE_URL ?? "",
        DATABASE_URL: "",
        CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist",
        // Every test signs up a student from the same address.
        MAX_SIGNUPS_PER_ADDRESS: "100000",
        // scrypt at N = 2^10, not production's 2^15: a sign-up or sign-in then costs the server about
        // a millisecond of CPU, not 100-230 ms (most tests sign up or sign in, some several times).
        PASSWORD_HASH_COST: "10",
        // Playwright's request client reuses an idle keep-alive socket and does not retry a POST the
        // server's idle close raced (ECONNRESET, seen once in CI at the 5 s default); browsers retry
        // such a request themselves. Idle sockets here outlive any pause within a test.
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "300",
        BOOTSTRAP_ADMIN_EMAIL: E2E_ADMIN.email,
        BOOTSTRAP_ADMIN_PASSWORD: E2E_ADMIN.password,
        // Email goes to the e2e mail server; a short poll makes delivery quick.
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}?tls=off`,
        EMAIL_POLL_SECONDS: "0.5",
        // The test hooks under /api/e2e (a follow-up made due now): this server only, never production.
        E2E_HOOKS: "on",
      },
    },
  ],
});
