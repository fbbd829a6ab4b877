/**
 * No dead tap (issue 23): on a slow phone, the time from first paint to the first tap the page
 * acts on, on `/`, `/courses` and a course's page, in Debian's Chromium with DevTools' own
 * throttling through CDP: the network at DevTools' "Slow 3G" (2,000 ms latency, 400 kbit/s each
 * way) and the CPU 4 times slower.
 *
 * The app (the build in dist/, on a fresh embedded database with the demo seed) is opened by a
 * visitor with an empty cache. At first paint (the primary action on screen, its paint entry the
 * clock's start) the visitor taps the page's primary action, and taps again every 250 ms until the
 * page acts on a tap:
 *   /               'Support Our Mission': the donation dialog, or the way to /donate;
 *   /courses        "Filters" (folded on a phone), then a category: the address carries it (live, or the form's GET);
 *   /courses/{id}   'Enroll Now' on a free course: the 'Login Required' toast, or the enrol form's post.
 * Taps are forced (no actionability wait: a finger doesn't wait for the page to settle): on a busy
 * machine Playwright's checks alone outlast the 250 ms between taps, and no tap would be made.
 * A tap that the page drops (before hydration, when nothing kept it) is a dead tap: the figure
 * then runs to a later tap. Also shown: whether the first tap was the one acted on, and when the
 * page hydrates (its data-hydrated mark) from first paint, in a visit of its own without taps.
 * Median of BENCH_FIRST_TAP_RUNS (default 3) of each.
 *
 *   BENCH_NO_BUILD=1 BENCH_ONLY=first-tap npm run bench
 *   npx tsx bench/first-tap.ts           (the build in dist/ as it is)
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { median, startApp, stop, table, withDatabase } from "./lib.js";

export const FIRST_TAP_HEADER = [
  "page",
  "action",
  "runs",
  "first paint ms",
  "paint to handled tap ms",
  "first tap handled",
  "paint to hydrated ms",
];

/** DevTools' "Slow 3G" preset (its network conditions) and a CPU four times slower. */
const SLOW_3G = { latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 250;
/** A tap not acted on this long after the address was asked for counts as never (shown "> 120000"). */
const GIVE_UP_MS = 120_000;

interface Target {
  path: string;
  action: string;
  /** Taps once. */
  tap: (page: Page) => Promise<void>;
  /** What is on screen at first paint, to tap. */
  visible: (page: Page) => Promise<void>;
  /** Resolves when the page has acted on a tap. */
  handled: (page: Page) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's first-contentful-paint, as epoch milliseconds. */
const paintEpoch = (page: Page) =>
  page.evaluate(() => {
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    return paint ? performance.timeOrigin + paint.startTime : null;
  });

/** One visit: at first paint, taps until the page acts on one (tap), or waits for hydration (no tap). */
async function oneRun(browser: Browser, base: string, target: Target, tap: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_3G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    let handledAt: number | null = null;
    const handled = tap ? target.handled(page).then(() => (handledAt ??= Date.now())) : new Promise<never>(() => {});
    handled.catch(() => undefined);
    const started = Date.now();
    await page.goto(base + target.path, { waitUntil: "commit", timeout: GIVE_UP_MS });
    await target.visible(page);
    let paint: number | null = null;
    while (paint === null) {
      paint = await paintEpoch(page);
      if (paint === null) await sleep(20);
    }
    if (!tap) {
      await page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout: GIVE_UP_MS });
      return { paintMs: paint - started, hydratedMs: Date.now() - paint };
    }
    let taps = 0;
    let firstTapHandled = false;
    while (handledAt === null) {
      if (Date.now() - started > GIVE_UP_MS)
        return { paintMs: paint - started, handledMs: Number.POSITIVE_INFINITY, firstTapHandled: false };
      taps += 1;
      await target.tap(page).catch(() => undefined);
      await Promise.race([handled.catch(() => undefined), sleep(TAP_EVERY_MS)]);
      if (handledAt !== null && taps === 1) firstTapHandled = true;
    }
    return { paintMs: paint - started, handledMs: (handledAt as number) - paint, firstTapHandled };
  } finally {
    await context.close();
  }
}

function targets(courseId: string, category: string): Target[] {
  return [
    {
      path: "/",
      action: "Support Our Mission",
      visible: (page) => page.getByRole("button", { name: "Support Our Mission" }).waitFor({ timeout: GIVE_UP_MS }),
      tap: async (page) => {
        // A forced tap on an open dialog's backdrop would close it again.
        if ((await page.getByRole("dialog").count()) > 0) return;
        await page.getByRole("button", { name: "Support Our Mission" }).click({ timeout: TAP_EVERY_MS, force: true });
      },
      handled: (page) =>
        Promise.race([
          page.getByRole("dialog", { name: "Make a Donation" }).waitFor({ timeout: GIVE_UP_MS }),
          page.waitForRequest((request) => new URL(request.url()).pathname === "/donate", { timeout: GIVE_UP_MS }),
        ]),
    },
    {
      path: "/courses",
      action: "Filters, then a category",
      // On a phone the filters fold behind "Filters" (a <details>, which opens without the script);
      // before issue 23 (050bf6e) the category was on screen, with no toggle.
      visible: (page) =>
        page
          .locator("details[data-filters-toggle] > summary")
          .or(page.getByLabel("Category"))
          .first()
          .waitFor({ timeout: GIVE_UP_MS }),
      tap: async (page) => {
        const toggle = page.locator("details[data-filters-toggle]");
        if ((await toggle.count()) > 0 && (await toggle.getAttribute("open")) === null)
          await toggle.locator("summary").click({ timeout: TAP_EVERY_MS, force: true });
        await page.getByLabel("Category").selectOption(category, { timeout: TAP_EVERY_MS, force: true });
      },
      handled: (page) =>
        page.waitForURL((url) => url.searchParams.get("category") === category, {
          timeout: GIVE_UP_MS,
          waitUntil: "commit",
        }),
    },
    {
      path: `/courses/${courseId}`,
      action: "Enroll Now (a visitor)",
      visible: (page) => page.getByRole("button", { name: "Enroll Now" }).waitFor({ timeout: GIVE_UP_MS }),
      tap: (page) => page.getByRole("button", { name: "Enroll Now" }).click({ timeout: TAP_EVERY_MS, force: true }),
      handled: (page) =>
        Promise.race([
          page.getByText("Login Required", { exact: true }).waitFor({ timeout: GIVE_UP_MS }),
          page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/enroll"), {
            timeout: GIVE_UP_MS,
          }),
        ]),
    },
  ];
}

export async function firstTapFigures(chromiumPath: string): Promise<string[][]> {
  const runs = Number(process.env.BENCH_FIRST_TAP_RUNS ?? 3);
  return withDatabase("PGlite", async (env) => {
    const app = await startApp(env);
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const courses = (await (await fetch(`${app.base}/api/courses`)).json()) as {
        id: string;
        isFree: boolean;
        category: string;
      }[];
      const free = courses.find((course) => course.isFree);
      if (!free) throw new Error("the demo seed has no free course");
      // Another course's category, so choosing it changes the list.
      const category = courses.find((course) => course.category !== courses[0]!.category)?.category ?? free.category;
      const rows: string[][] = [];
      for (const target of targets(free.id, category)) {
        const tapped = [];
        const waited = [];
        for (let run = 0; run < runs; run++) {
          tapped.push(await oneRun(browser, app.base, target, true));
          waited.push(await oneRun(browser, app.base, target, false));
        }
        const figure = (values: (number | undefined)[]) => {
          const value = median(values.map(Number));
          return Number.isFinite(value) ? value.toFixed(0) : `> ${GIVE_UP_MS}`;
        };
        rows.push([
          target.path.replace(free.id, "{id}"),
          target.action,
          String(runs),
          figure([...tapped, ...waited].map((run) => run.paintMs)),
          figure(tapped.map((run) => run.handledMs)),
          `${tapped.filter((run) => run.firstTapHandled).length} of ${runs}`,
          figure(waited.map((run) => run.hydratedMs)),
        ]);
      }
      return rows;
    } finally {
      await browser.close();
      await stop(app.child);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await firstTapFigures(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
  console.log(table(FIRST_TAP_HEADER, rows));
}
