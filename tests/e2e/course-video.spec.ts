import type { BrowserContext, Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import { posterImageUrl } from "../../src/shared/rules/video-poster";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { savedUrls } from "./offline";
import { courseLessons, enrollIn, type ApiCourse, type ApiVideo } from "./seed-courses";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 22 on a course's page, on a 360 px phone: the demo course's preview video plays in the
 * academy's own player (nothing of a third party is requested), in English and in Spanish; and
 * "Save for offline" of a whole course shows its size and asks first when that is over 50 MB.
 */

/** Every request the page makes, for the "no third party" check. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/**
 * Every demo course carries a ready preview video with both captions (GET /api/courses/{id}).
 * Only the seed's: other specs add courses of their own while this one runs.
 */
async function demoPreviews(page: Page): Promise<{ course: ApiCourse; video: ApiVideo }[]> {
  const seeded = new Set(courseSeeds.map((seed) => seed.id));
  const list = (await (await page.request.get("/api/courses")).json()) as ApiCourse[];
  const found: { course: ApiCourse; video: ApiVideo }[] = [];
  for (const item of list.filter((entry) => seeded.has(entry.id))) {
    const course = (await (await page.request.get(`/api/courses/${item.id}`)).json()) as ApiCourse;
    expect(course.previewVideo, course.title).toMatchObject({ status: "ready" });
    expect(
      course.previewVideo!.captions.map((caption) => caption.language),
      course.title,
    ).toEqual(["en", "es"]);
    found.push({ course, video: course.previewVideo! });
  }
  expect(found.length).toBe(seeded.size);
  return found;
}

async function playsInOwnPlayer(page: Page, video: ApiVideo, language: "en" | "es") {
  const player = page.locator("video");
  await expect(player).toHaveCount(1);
  // The poster's light variant (the 480 px WebP), as the lesson's player shows it.
  await expect(player).toHaveAttribute("poster", posterImageUrl(video.posterUrl!));
  await expect(player).toHaveAttribute("preload", "none");
  expect(video.renditions.map((rendition) => rendition.url)).toContain(await player.getAttribute("src"));
  // The track in the page's language is on; the other is there, off.
  await expect
    .poll(() =>
      player.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks).map((track) => `${track.language}:${track.mode}`),
      ),
    )
    .toContain(`${language}:showing`);
  expect(await player.evaluate((element: HTMLVideoElement) => element.textTracks.length)).toBe(2);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  expect(await player.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  expect(await page.locator("iframe").count()).toBe(0);
}

/** Only our own origin was asked for anything (no third-party script, frame, font or image). */
function expectOnlyOwnRequests(urls: string[], origin: string) {
  const foreign = urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
  expect(foreign).toEqual([]);
}

test.describe("a course's preview video @phone", () => {
  for (const language of ["en", "es"] as const) {
    test(`plays in the academy's own player with the ${language} captions on, and nothing of a third party`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (language === "es") await context.addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
      const { course, video } = (await demoPreviews(page))[0]!;
      const urls = requestsOf(page);
      await page.goto(`/courses/${course.id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);

      await playsInOwnPlayer(page, video, language);
      await expect(page.getByTestId("video-cost")).toHaveText(
        language === "en" ? /^\d+ min · about [\d.]+ MB at \d+p$/ : /^\d+ min · unos [\d,]+ MB a \d+p$/,
      );
      expect(urls.some((url) => url.includes(`/media/videos/${video.id}/`))).toBe(true);
      expectOnlyOwnRequests(urls, new URL(baseURL!).origin);
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * The course page as the server sends it, with its lessons' rendition sizes multiplied by
 * `factor` in the page's state: a course whose videos add up to more than 50 MB without 50 MB of
 * files (the save still fetches the real, small files). The preview's sizes are left alone: the
 * page's own text shows them, and hydration must match it.
 */
async function inflateLessonVideos(context: BrowserContext, courseId: string, factor: number) {
  await context.route(
    (url) => url.pathname === `/courses/${courseId}`,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const state = /(<script type="application\/json" id="__TSA_STATE__">)(.*?)(<\/script>)/s.exec(html);
      expect(state, "the page's state").not.toBeNull();
      const inflate = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(inflate);
        if (value && typeof value === "object") {
          const entries = Object.entries(value).map(([key, inner]) => {
            if (key === "video" && inner && typeof inner === "object" && "renditions" in inner) {
              const video = inner as ApiVideo;
              return [
                key,
                {
                  ...video,
                  renditions: video.renditions.map((rendition) => ({ ...rendition, bytes: rendition.bytes * factor })),
                },
              ];
            }
            return [key, inflate(inner)];
          });
          return Object.fromEntries(entries);
        }
        return value;
      };
      const next = JSON.stringify(inflate(JSON.parse(state![2]!))).replaceAll("<", "\\u003c");
      await route.fulfill({ response, body: html.replace(state![0], `${state![1]}${next}${state![3]}`) });
    },
  );
}

test.describe("saving a whole course with its videos @phone", () => {
  test("over 50 MB it shows the size and asks first: Cancel saves nothing, Save saves", async ({
    page,
    context,
    student: _student,
  }) => {
    const { course, lessons } = await courseLessons(page, (item) => item.isFree);
    await enrollIn(page, course.id);
    const lowest = lessons.flatMap((lesson) => (lesson.video ? [lesson.video.renditions[0]!] : []));
    expect(lowest.length).toBeGreaterThan(0);
    const realBytes = lowest.reduce((sum, rendition) => sum + rendition.bytes, 0);
    const factor = Math.ceil(60_000_000 / realBytes);
    // The course's own preview is saved too (its size as it is).
    const preview = course.previewVideo!.renditions[0]!;
    const total = realBytes * factor + preview.bytes;
    const size = `${(total / 1_000_000).toFixed(1)} MB`;
    await inflateLessonVideos(context, course.id, factor);

    await page.goto(`/courses/${course.id}`);
    const offline = page.getByRole("region", { name: "Save for offline" });
    await expect(offline.getByTestId("save-offline-size")).toHaveText(
      `Keep the outline, lessons, videos and quiz questions on this phone: about ${size} of video.`,
    );
    await offline.getByRole("button", { name: "Save for offline" }).click();
    const question = page.getByRole("dialog", { name: `Save about ${size} on this phone?` });
    await expect(question).toBeVisible();
    await expect(question).toContainText("This course's videos are large.");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("course-save-over-50-mb.png") });

    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await expect(offline.getByRole("button", { name: "Save for offline" })).toBeEnabled();
    await expect(offline.getByText("Saved for offline")).toHaveCount(0);
    expect(await savedUrls(page)).toEqual([]);

    await offline.getByRole("button", { name: "Save for offline" }).click();
    await question.getByRole("button", { name: "Save for offline" }).click();
    await expect(offline.getByText("Saved for offline")).toBeVisible({ timeout: 120_000 });
    const saved = await savedUrls(page);
    for (const rendition of lowest) expect(saved).toContain(rendition.url);
    expect(saved).toContain(preview.url);
    expect(saved).toContain(`/courses/${course.id}`);
  });

  test("under 50 MB it saves without asking", async ({ page, student: _student }) => {
    const { course, lessons } = await courseLessons(page, (item) => item.isFree);
    await enrollIn(page, course.id);
    const lowest = lessons.flatMap((lesson) => (lesson.video ? [lesson.video.renditions[0]!] : []));
    const preview = course.previewVideo!.renditions[0]!;
    const total = lowest.reduce((sum, rendition) => sum + rendition.bytes, preview.bytes);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(50_000_000);

    await page.goto(`/courses/${course.id}`);
    const offline = page.getByRole("region", { name: "Save for offline" });
    await expect(offline.getByTestId("save-offline-size")).toContainText("of video.");
    await offline.getByRole("button", { name: "Save for offline" }).click();
    await expect(offline.getByText("Saved for offline")).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const saved = await savedUrls(page);
    for (const rendition of lowest) expect(saved).toContain(rendition.url);
    // The course page's preview, its captions and its poster: it plays offline too.
    const video = course.previewVideo!;
    expect(saved).toEqual(
      expect.arrayContaining([
        preview.url,
        ...video.captions.map((caption) => caption.url),
        posterImageUrl(video.posterUrl!),
      ]),
    );
  });
});
