/**
 * Time to first frame of a demo lesson's video at 240p on a slow link (issue 22's goal: 3 s or
 * less at 400 kbit/s and 400 ms round trip), in Debian's Chromium with DevTools network emulation.
 *
 * The app (the build in dist/, on a fresh embedded database with the demo seed) serves a free
 * course's lesson; the page is loaded on a fast link, as a student who opened it earlier would
 * have it, then the link is slowed and the clock starts at play(): it stops when the first frame
 * is presented (requestVideoFrameCallback). Save-Data picks 240p, as the player's rule says. Each
 * run uses a fresh browser context (no HTTP cache). Median of BENCH_FIRST_FRAME_RUNS (default 5).
 *
 *   BENCH_NO_BUILD=1 BENCH_ONLY=first-frame npm run bench
 */
import { chromium, type Browser } from "@playwright/test";
import { median, startApp, stop, table, withDatabase } from "./lib.js";

export const FIRST_FRAME_HEADER = ["link", "quality", "runs", "median ms", "min ms", "max ms", "bytes before frame"];

interface ApiLesson {
  id: string;
  video: { renditions: { height: number; url: string; bytes: number }[] } | null;
}

const LINK = { kbps: 400, latencyMs: 400 };

/** What the page's <video> offers that this uses (the bench compiles without DOM types). */
interface PlayableVideo {
  muted: boolean;
  play(): Promise<void>;
  requestVideoFrameCallback(callback: () => void): number;
}

async function oneRun(browser: Browser, base: string, lessonId: string): Promise<{ ms: number; bytes: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: "block" });
  try {
    // The phone's Save-Data, as the Network Information API tells it (a script: this file has no DOM types).
    await context.addInitScript(`Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "3g", addEventListener() {}, removeEventListener() {} }),
    });`);
    const page = await context.newPage();
    await page.goto(`${base}/lessons/${lessonId}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const video = page.locator("video");
    await video.waitFor();
    const height = await video.getAttribute("data-height");
    if (height !== "240") throw new Error(`the player chose ${height ?? "nothing"}, not 240p`);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    let bytes = 0;
    cdp.on("Network.dataReceived", (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: (LINK.kbps * 1000) / 8,
      uploadThroughput: (LINK.kbps * 1000) / 8,
    });
    const ms = await video.evaluate(
      (element) =>
        new Promise<number>((resolve, reject) => {
          const media = element as unknown as PlayableVideo;
          const started = performance.now();
          media.muted = true;
          media.requestVideoFrameCallback(() => resolve(performance.now() - started));
          media.play().catch(reject);
        }),
    );
    return { ms, bytes };
  } finally {
    await context.close();
  }
}

export async function firstFrameFigures(chromiumPath: string): Promise<string[][]> {
  const runs = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 5);
  return withDatabase("PGlite", async (env) => {
    const app = await startApp(env);
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const courses = (await (await fetch(`${app.base}/api/courses`)).json()) as { id: string; isFree: boolean }[];
      let lessonId: string | undefined;
      for (const course of courses.filter((entry) => entry.isFree)) {
        const modules = (await (await fetch(`${app.base}/api/courses/${course.id}/modules`)).json()) as {
          id: string;
        }[];
        for (const module of modules) {
          const lessons = (await (await fetch(`${app.base}/api/modules/${module.id}/lessons`)).json()) as ApiLesson[];
          lessonId ??= lessons.find((lesson) => lesson.video?.renditions.some((item) => item.height === 240))?.id;
        }
        if (lessonId) break;
      }
      if (!lessonId) throw new Error("no free demo lesson has a 240p video: was the seed made without ffmpeg?");
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await oneRun(browser, app.base, lessonId));
      const times = results.map((result) => result.ms);
      return [
        [
          `${LINK.kbps} kbit/s, ${LINK.latencyMs} ms RTT`,
          "240p",
          String(runs),
          median(times).toFixed(0),
          Math.min(...times).toFixed(0),
          Math.max(...times).toFixed(0),
          String(Math.round(median(results.map((result) => result.bytes)))),
        ],
      ];
    } finally {
      await browser.close();
      await stop(app.child);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await firstFrameFigures(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
  console.log(table(FIRST_FRAME_HEADER, rows));
}
