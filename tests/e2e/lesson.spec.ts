import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";
import { courseLessons, enrollIn } from "./seed-courses";

/** A course's lessons in reading order, with their module. */
const freeOrPaidLessons = (page: Page, isFree: boolean) => courseLessons(page, (item) => item.isFree === isFree);

test.describe("lesson viewer", () => {
  test("a visitor reads a free lesson with breadcrumbs and previous/next links", async ({ page }) => {
    const { course, lessons } = await freeOrPaidLessons(page, true);
    const [first, second, third] = lessons;
    await page.goto(`/lessons/${second!.id}`);

    await expect(page.getByRole("heading", { level: 1, name: second!.title })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: course.title })).toHaveAttribute(
      "href",
      `/courses/${course.id}?tab=curriculum`,
    );
    await expect(crumbs.getByText(second!.module.title)).toBeVisible();

    // The Markdown body is rendered as real headings and paragraphs under the page's h1.
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("main").locator(".prose-academy p").first()).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Lesson navigation" });
    await expect(nav.getByRole("link", { name: new RegExp(`Previous lesson ${first!.title}`) })).toHaveAttribute(
      "href",
      `/lessons/${first!.id}`,
    );
    await expect(nav.getByRole("link", { name: /Log In/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: new RegExp(`Next lesson ${third!.title}`) }).click();
    await expect(page).toHaveURL(`/lessons/${third!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: third!.title })).toBeVisible();
  });

  test("an enrolled student opens a lesson from the curriculum and completes it there", async ({
    page,
    student: _student,
  }) => {
    const { course, lessons } = await freeOrPaidLessons(page, true);
    await enrollIn(page, course.id);
    const first = lessons[0]!;

    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await page.getByRole("button", { name: new RegExp(`Module ${first.module.orderIndex}:`) }).click();
    await page.getByRole("link", { name: `Open Lesson: ${first.title}` }).click();
    await expect(page).toHaveURL(`/lessons/${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(/Course progress: 0\/\d+ items completed/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Complete", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Lesson complete" })).toBeVisible();
    await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Course progress: 1\/\d+ items completed/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back on the course page the lesson is done.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: course.title }).click();
    await expect(page.getByText(/^1\/\d+ items completed$/)).toBeVisible();
  });

  test("a signed-in student who is not enrolled can enroll from a free lesson", async ({ page, student: _student }) => {
    const { lessons } = await freeOrPaidLessons(page, true);
    await page.goto(`/lessons/${lessons[0]!.id}`);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Enrolled Successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete", exact: true })).toBeVisible();
  });

  test("a visitor on a paid lesson is asked to log in", async ({ page, problems }) => {
    const { lessons } = await freeOrPaidLessons(page, false);
    await page.goto(`/lessons/${lessons[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Log In to Open This Lesson" })).toBeVisible();
    allowProblems(problems, /status of 401/);
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a student not enrolled in a paid course is asked to enroll", async ({ page, problems, student: _student }) => {
    const { course, lessons } = await freeOrPaidLessons(page, false);
    // Coming from the course page, the prompt links back to that course.
    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await page.evaluate((id) => {
      window.history.pushState({}, "", `/lessons/${id}`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, lessons[0]!.id);
    await expect(page.getByRole("heading", { level: 1, name: "Enroll to Open This Lesson" })).toBeVisible();
    allowProblems(problems, /status of 403/);
    await expect(page.getByRole("link", { name: "Go to the Course" })).toHaveAttribute("href", `/courses/${course.id}`);
    await expectNoAxeViolations(page);
  });

  test("a student not enrolled who opens a paid lesson directly is sent to its course", async ({
    page,
    student: _student,
  }) => {
    const { course, lessons } = await freeOrPaidLessons(page, false);
    const lessonId = lessons[0]!.id;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/lessons/${lessonId}`) asked.push(request.url());
    });
    await page.goto(`/lessons/${lessonId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Enroll to Open This Lesson" })).toBeVisible();
    // The server's 403 names the course; the page links to it without asking the API again.
    await expect(page.getByRole("link", { name: "Go to the Course" })).toHaveAttribute("href", `/courses/${course.id}`);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    await page.getByRole("link", { name: "Go to the Course" }).click();
    await expect(page).toHaveURL(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  });

  test("a missing lesson shows 'Lesson Not Found' with status 404", async ({ page, problems }) => {
    const response = await page.goto("/lessons/00000000-0000-4000-8000-000000000000");
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Lesson Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Courses" })).toHaveAttribute("href", "/courses");
    await expectNoAxeViolations(page);
  });

  test("the lesson viewer reads well at phone width @phone", async ({ page }) => {
    const { lessons } = await freeOrPaidLessons(page, true);
    await page.goto(`/lessons/${lessons[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: lessons[0]!.title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
