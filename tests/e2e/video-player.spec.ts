import type { BrowserContext, Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";
import { goOffline, OFFLINE_FAILURES, savedUrls } from "./offline";
import { courseLessons, enrollIn, type ApiCourse, type ApiLesson, type ApiVideo } from "./seed-courses";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 22, "Watching (students)" and "Offline": the academy's own player on a 360 px phone, with
 * the demo academy's real videos (seeded with 240p/360p renditions and en/es captions) served by
 * /media/videos with Range requests.
 */

/** A free course's lesson with a ready video of 240p and a taller rendition, and captions in both languages. */
async function lessonWithVideo(page: Page): Promise<{ course: ApiCourse; lesson: ApiLesson; video: ApiVideo }> {
  const courses = (await (await page.request.get("/api/courses")).json()) as ApiCourse[];
  for (const free of courses.filter((item) => item.isFree)) {
    const { course, lessons } = await courseLessons(page, (item) => item.id === free.id);
    for (const lesson of lessons) {
      const video = lesson.video;
      if (
        video &&
        video.renditions.some((rendition) => rendition.height === 240) &&
        video.renditions.some((rendition) => rendition.height > 240) &&
        video.captions.length === 2
      ) {
        return { course, lesson, video };
      }
    }
  }
  throw new Error("The demo academy has no free lesson with a ready 240p/360p video and en/es captions");
}

const urlOf = (video: ApiVideo, height: number) => video.renditions.find((item) => item.height === height)!.url;
/** The quality a phone without data saving gets: 360p, or the nearest lower rendition. */
const defaultHeight = (video: ApiVideo) =>
  Math.max(...video.renditions.map((item) => item.height).filter((height) => height <= 360));

/** The phone's connection as the Network Information API tells it (Chromium's own says nothing useful here). */
async function emulateConnection(context: BrowserContext, connection: { saveData: boolean; effectiveType: string }) {
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/** Plays the video muted (autoplay rules) and waits until its time has moved past `seconds`. */
async function playPast(page: Page, seconds: number) {
  await page.locator("video").evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(seconds);
}

test.describe("the academy's own video player @phone", () => {
  test("Save-Data gives 240p with its cost, the captions in the page's language show, and it plays", async ({
    page,
    context,
    student: _student,
  }) => {
    await emulateConnection(context, { saveData: true, effectiveType: "4g" });
    const { course, lesson, video } = await lessonWithVideo(page);
    await enrollIn(page, course.id);
    await page.goto(`/lessons/${lesson.id}`);

    const player = page.locator("video");
    await expect(player).toHaveAttribute("data-height", "240");
    await expect(player).toHaveAttribute("src", urlOf(video, 240));
    await expect(player).toHaveAttribute("preload", "none");
    await expect(page.getByTestId("video-cost")).toHaveText(/^\d+ min · about [\d.]+ MB at 240p$/);
    await expect(page.getByLabel("Quality")).toHaveValue("240");
    await expect(page.getByTestId("video-length").first()).toHaveText(/\d+ min$/);
    // No third-party script or frame.
    expect(await page.locator("iframe").count()).toBe(0);

    // The English track is on by default (the page is in English).
    await expect
      .poll(() =>
        player.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks).map((track) => `${track.language}:${track.mode}`),
        ),
      )
      .toContain("en:showing");

    await playPast(page, 1);
    await page.getByLabel("Speed").selectOption("1.5");
    expect(await player.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("video-player-save-data.png") });
  });

  test("the data saver switch gives 240p; a picked quality is kept on the phone; the position resumes", async ({
    page,
    context,
    student: _student,
  }) => {
    await emulateConnection(context, { saveData: false, effectiveType: "4g" });
    const { course, lesson, video } = await lessonWithVideo(page);
    await enrollIn(page, course.id);
    const usual = defaultHeight(video);
    await page.goto(`/lessons/${lesson.id}`);
    await expect(page.locator("video")).toHaveAttribute("data-height", String(usual));
    await expect(page.getByTestId("video-cost")).toContainText(`at ${usual}p`);

    await page.goto("/dashboard");
    const saver = page.getByRole("switch", { name: "Data saver" });
    await saver.click();
    await expect(saver).toBeChecked();
    await page.goto(`/lessons/${lesson.id}`);
    await expect(page.locator("video")).toHaveAttribute("data-height", "240");

    // A quality picked is kept (on the phone) over the data saver, and switching keeps the position.
    await playPast(page, 6);
    const before = await page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.getByLabel("Quality").selectOption(String(usual));
    await expect(page.locator("video")).toHaveAttribute("src", urlOf(video, usual));
    await expect
      .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(before);
    await page.locator("video").evaluate((element: HTMLVideoElement) => element.pause());

    await page.reload();
    await expect(page.locator("video")).toHaveAttribute("data-height", String(usual));
    // Where it stopped (kept on pause): pressing play goes on from there.
    await page.locator("video").evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
    await expect
      .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(before);
  });

  test("a saved lesson's video plays and seeks offline, counts in the space used, and goes with the save", async ({
    page,
    context,
    problems,
    student: _student,
  }) => {
    await emulateConnection(context, { saveData: false, effectiveType: "4g" });
    const { course, lesson, video } = await lessonWithVideo(page);
    await enrollIn(page, course.id);
    await page.goto(`/lessons/${lesson.id}`);

    const offline = page.getByRole("region", { name: "Save for offline" });
    // The size shows before saving: the lowest quality's, as nothing was picked.
    await expect(offline.getByTestId("save-offline-size")).toContainText("with its video");
    await offline.getByRole("button", { name: "Save for offline" }).click();
    await expect(offline.getByText("Saved for offline")).toBeVisible({ timeout: 60_000 });
    const saved = await savedUrls(page);
    expect(saved).toContain(urlOf(video, 240));
    expect(saved).not.toContain(urlOf(video, defaultHeight(video)));
    for (const caption of video.captions) expect(saved).toContain(caption.url);

    // From here on, the service worker must control the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await goOffline(context, page);
    await page.goto(`/lessons/${lesson.id}`);
    const player = page.locator("video");
    // The saved copy wins over the phone's usual quality.
    await expect(player).toHaveAttribute("data-height", "240");
    await playPast(page, 0.5);
    // Seeking: the worker answers the new range from the saved copy, and it plays on from there.
    const duration = await player.evaluate((element: HTMLVideoElement) => element.duration);
    const target = Math.floor(duration / 2);
    await player.evaluate((element: HTMLVideoElement, to: number) => {
      element.currentTime = to;
    }, target);
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(target + 0.5);
    expect(await player.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    await page.screenshot({ path: test.info().outputPath("video-player-offline.png") });
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);

    await page.goto("/dashboard");
    const list = page.getByRole("region", { name: "Saved for offline" });
    const item = list.getByRole("listitem").filter({ hasText: lesson.title });
    await expect(item).toContainText(/\d+\.\d MB|\d+ kB/);
    await expect(list).toContainText(/Space used on this phone: (\d+ kB|\d+\.\d MB)/);
    await item.getByRole("button", { name: `Remove ${lesson.title}` }).click();
    await expect(list.getByText(/Nothing saved yet/)).toBeVisible();
    const left = await savedUrls(page);
    expect(left).not.toContain(urlOf(video, 240));
    allowProblems(problems, OFFLINE_FAILURES);
  });

  test("the lesson page with a video at 320, 390 and 1280 px, in English and Spanish", async ({
    page,
    context,
    baseURL,
    student: _student,
  }) => {
    const { course, lesson } = await lessonWithVideo(page);
    await enrollIn(page, course.id);
    for (const locale of ["en", "es"] as const) {
      await context.addCookies([{ name: "tsa_locale", value: locale, url: baseURL! }]);
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/lessons/${lesson.id}`);
        await expect(page.getByTestId("video-cost")).toHaveText(
          locale === "es" ? /^\d+ min · unos [\d.]+ MB a \d+p$/ : /^\d+ min · about [\d.]+ MB at \d+p$/,
        );
        // No sideways scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: test.info().outputPath(`video-lesson-${locale}-${width}.png`) });
      }
    }
    await expectNoAxeViolations(page);
  });
});
