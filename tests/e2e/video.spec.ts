import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAsStaff, signOut, test } from "./fixtures";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

// A real 1x1 PNG: what the thumbnail host answers here (the machine has no internet).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PLAYER_HTML = '<!doctype html><html lang="en"><title>Player</title><p>The player</p></html>';

const TRANSCRIPT = [
  "# Before you start",
  "Turn the power off at the **breaker** and test the wire.",
  "If the breaker trips again, call a licensed electrician.\nNever tape a breaker on.",
].join("\n\n");

interface VideoLesson {
  courseId: string;
  lessonId: string;
  title: string;
}

/**
 * A free, active course with one lesson that has the video address and the transcript given,
 * made through the staff API; the page's context is signed out again afterwards.
 */
async function createVideoLesson(page: Page, lesson: { videoUrl: string; transcript?: string }): Promise<VideoLesson> {
  await signInAsStaff(page);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const course = await page.request.post("/api/staff/courses", {
    data: {
      title: `Home Wiring ${stamp}`,
      description: "Wire outlets and switches safely.",
      category: "Electrical",
      isFree: true,
      isActive: true,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: string }).id;
  const modules = await page.request.post(`/api/staff/courses/${courseId}/modules`, { data: { title: "Safety" } });
  expect(modules.status(), await modules.text()).toBe(201);
  const moduleId = ((await modules.json()) as { modules: { id: string }[] }).modules[0]!.id;
  const title = "Resetting a Breaker";
  const created = await page.request.post(`/api/staff/modules/${moduleId}/lessons`, {
    data: { title, content: "Read this after the video.", ...lesson },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tree = (await created.json()) as { modules: { lessons: { id: string }[] }[] };
  const lessonId = tree.modules[0]!.lessons[0]!.id;
  expect((await page.request.post("/api/auth/logout")).ok()).toBe(true);
  return { courseId, lessonId, title };
}

/** Answers the video hosts locally and lists what the page asked of them. */
async function fakeVideoHosts(page: Page) {
  const requested: string[] = [];
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: PLAYER_HTML }),
  );
  page.on("request", (request: Request) => {
    if (!request.url().startsWith("http://localhost")) requested.push(request.url());
  });
  return requested;
}

const players = (urls: string[]) => urls.filter((url) => !url.startsWith("https://i.ytimg.com/"));

test.describe("lesson video and transcript", () => {
  test("no player loads until Play is pressed; then it plays with captions and takes the focus @phone", async ({
    page,
  }) => {
    const lesson = await createVideoLesson(page, {
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      transcript: TRANSCRIPT,
    });
    const requested = await fakeVideoHosts(page);
    await page.goto(`/lessons/${lesson.lessonId}`);

    const play = page.getByRole("button", { name: `Play video: ${lesson.title}` });
    await expect(play).toBeVisible();
    await expect(page.locator('img[src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"]')).toHaveJSProperty(
      "complete",
      true,
    );
    // The Play button is a 44 px (or larger) target in a 16:9 box.
    const box = (await play.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(Math.round((box.width / box.height) * 9)).toBe(16);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(players(requested)).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll("script[src^='http']").length)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("video-facade-phone.png"), fullPage: true });

    await play.click();
    const player = page.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("title", `Video: ${lesson.title}`);
    const src = new URL((await player.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("cc_load_policy")).toBe("1");
    expect(src.searchParams.get("cc_lang_pref")).toBe("en");
    await expect(player).toBeFocused();
    await expect(page.frameLocator("iframe").getByText("The player")).toBeVisible();
    expect(players(requested)).toEqual([src.toString()]);
    await expect(play).toHaveCount(0);
  });

  test("the transcript opens under the video and its search marks and counts matches @phone", async ({ page }) => {
    const lesson = await createVideoLesson(page, { videoUrl: "https://vimeo.com/76979871", transcript: TRANSCRIPT });
    const requested = await fakeVideoHosts(page);
    await page.goto(`/lessons/${lesson.lessonId}`);

    // Vimeo: our own picture, no request to Vimeo at all until Play.
    await expect(page.getByRole("button", { name: `Play video: ${lesson.title}` })).toBeVisible();
    expect(requested).toEqual([]);

    const heading = page.getByRole("heading", { level: 2, name: "Transcript" });
    await expect(heading).toBeVisible();
    const search = page.getByLabel("Search the transcript");
    await expect(search).toBeHidden();
    await heading.click();
    await expect(search).toBeVisible();
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByRole("heading", { level: 3, name: "Before you start" })).toBeVisible();
    // The Markdown markers are gone: "**breaker**" reads "breaker".
    await expect(transcript).toContainText("Turn the power off at the breaker and test the wire.");

    await search.fill("BREAKER");
    await expect(transcript.getByRole("status")).toHaveText("3 matches");
    await expect(transcript.locator("mark")).toHaveText(["breaker", "breaker", "breaker"]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("video-transcript-phone.png"), fullPage: true });

    await search.fill("licensed electrician");
    await expect(transcript.getByRole("status")).toHaveText("1 match");
    await expect(transcript.locator("mark")).toHaveText(["licensed electrician"]);
    await search.fill("ladder");
    await expect(transcript.getByRole("status")).toHaveText("No matches");
    await expect(transcript.locator("mark")).toHaveCount(0);
    await search.fill("");
    await expect(transcript.getByRole("status")).toHaveText("");

    await page.getByRole("button", { name: `Play video: ${lesson.title}` }).click();
    const src = new URL((await page.locator("iframe").getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://player.vimeo.com/video/76979871");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", texttrack: "en" });
  });

  test("offline, the video says it needs a connection; back online, Play returns @phone", async ({ page, context }) => {
    const lesson = await createVideoLesson(page, { videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    const requested = await fakeVideoHosts(page);
    await page.goto(`/lessons/${lesson.lessonId}`);
    const play = page.getByRole("button", { name: `Play video: ${lesson.title}` });
    await expect(play).toBeVisible();
    // No transcript, no section.
    await expect(page.getByRole("heading", { name: "Transcript" })).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByText("The video needs a connection")).toBeVisible();
    await expect(play).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("video-offline-phone.png") });

    await context.setOffline(false);
    await expect(play).toBeVisible();
    await expect(page.getByText("The video needs a connection")).toHaveCount(0);
    expect(players(requested)).toEqual([]);
  });

  test("staff write a lesson's transcript in /admin and students read it @phone", async ({ page }) => {
    const lesson = await createVideoLesson(page, { videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    await fakeVideoHosts(page);
    await signInAsStaff(page);
    await page.goto(`/admin/courses/${lesson.courseId}`);
    await page.getByRole("button", { name: `Edit lesson ${lesson.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lesson" });
    const field = dialog.getByLabel("Transcript");
    await expect(field).toHaveAccessibleDescription(/What the video says, shown under it and searchable/);
    await field.fill("Flip the handle fully off, then on.\n\nListen for the click.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save Lesson" }).click();
    await expect(dialog).toHaveCount(0);

    await signOut(page);
    await page.goto(`/lessons/${lesson.lessonId}`);
    await page.getByRole("heading", { level: 2, name: "Transcript" }).click();
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByText("Flip the handle fully off, then on.")).toBeVisible();
    await expect(transcript.getByText("Listen for the click.")).toBeVisible();
  });
});
