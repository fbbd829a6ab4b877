import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";
import { CARPENTRY, findCourse, moduleItems, type ApiModule } from "./seed-courses";

const moduleTrigger = (page: Page, module: ApiModule) =>
  page.getByRole("button", {
    name: new RegExp(`Module ${module.orderIndex}: ${module.title.replace(/[&]/g, "\\$&")}`),
  });

test.describe("course detail", () => {
  test("the first HTML already holds the course title and every module title", async ({ page }) => {
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    const response = await page.request.get(`/courses/${course.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'");
    expect(text).toContain(course.title);
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(text).toContain(module.title);
    expect(html).toContain(`<title>${course.title.replace(/&/g, "&amp;")} | Trade Skills Academy</title>`);
  });

  test("the tabs follow the arrow keys, Home and End, one tab in the Tab order", async ({ page }) => {
    const { course } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await page.goto(`/courses/${course.id}`);
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Curriculum")).toHaveAttribute("tabindex", "-1");
    await tab("Overview").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Curriculum")).toBeFocused();
    await expect(tab("Curriculum")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await tab("Curriculum").getAttribute("id"))!,
    );
    await page.keyboard.press("End");
    await expect(tab("Instructor")).toBeFocused();
    await expect(tab("Instructor")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Overview")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Instructor")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Overview")).toHaveAttribute("tabindex", "0");
  });

  test("a visitor sees the course facts, the tabs and a curriculum with several modules open", async ({ page }) => {
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    const hero = page.locator("section").first();
    await expect(hero.getByText(course.category, { exact: true })).toBeVisible();
    await expect(hero.getByText("FREE", { exact: true })).toBeVisible();
    await expect(hero.getByRole("img", { name: `Rated ${Math.floor(Number(course.rating))} out of 5` })).toBeVisible();
    await expect(hero.getByText(`(${course.reviewCount} reviews)`)).toBeVisible();
    await expect(hero.getByText(course.duration!, { exact: true })).toBeVisible();
    await expect(hero.getByText(`${course.videoCount} videos`, { exact: true })).toBeVisible();
    // Every demo course has its own preview video (issue 22): the player, not the image.
    await expect(hero.getByLabel(`Video: ${course.title}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: `More Courses in ${course.category}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Courses" })).toHaveAttribute("href", "/courses");

    await expect(page.getByRole("heading", { name: "What You'll Learn" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("list").first().getByRole("listitem")).toHaveCount(6);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Instructor" }).click();
    await expect(page.getByText("Academy Instructor Team")).toBeVisible();
    await expect(page).toHaveURL(/\?tab=instructor$/);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Curriculum" }).click();
    await expect(page.getByRole("heading", { name: "Course Curriculum" })).toBeVisible();
    // Visitors see no personal progress and no item actions.
    await expect(page.getByText("Your Progress")).toHaveCount(0);

    const [first, second] = modules;
    await moduleTrigger(page, first!).click();
    await moduleTrigger(page, second!).click();
    await expect(moduleTrigger(page, first!)).toHaveAttribute("aria-expanded", "true");
    await expect(moduleTrigger(page, second!)).toHaveAttribute("aria-expanded", "true");
    // Each module's items are a region named by its header; arrow keys, Home and End move
    // between the headers.
    await expect(page.getByRole("region", { name: new RegExp(`Module ${first!.orderIndex}:`) })).toBeVisible();
    await moduleTrigger(page, first!).focus();
    await page.keyboard.press("ArrowDown");
    await expect(moduleTrigger(page, second!)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(moduleTrigger(page, first!)).toBeFocused();
    await page.keyboard.press("End");
    await expect(moduleTrigger(page, modules[modules.length - 1]!)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(moduleTrigger(page, first!)).toBeFocused();

    const firstItems = await moduleItems(page, first!.id);
    const secondItems = await moduleItems(page, second!.id);
    await expect(page.getByRole("heading", { name: firstItems.lessons[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: secondItems.lessons[0]!.title })).toBeVisible();
    const count = firstItems.lessons.length + firstItems.quizzes.length + firstItems.projects.length;
    await expect(moduleTrigger(page, first!)).toContainText(`${count} items`);
    await expect(moduleTrigger(page, first!)).toContainText(/\d+(\.\d+)? hours?/);
    await expect(page.getByRole("button", { name: "Complete", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Take Quiz" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open Lesson/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a signed-in student enrolls from the course page", async ({ page, student: _student }) => {
    const { course } = await findCourse(page, (item) => item.isFree && !item.title.startsWith(CARPENTRY));
    await page.goto(`/courses/${course.id}`);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Enrolled Successfully")).toBeVisible();
    await expect(notifications.getByText("You have been enrolled in this course!")).toBeVisible();
    await expect(page.getByText("Enrolled", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Progress" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("button", { name: "Enroll Now" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("completing a lesson updates course and module progress", async ({ page, student: _student }) => {
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    expect((await page.request.post(`/api/courses/${course.id}/enroll`)).ok()).toBe(true);
    const progress = (await (await page.request.get(`/api/courses/${course.id}/progress`)).json()) as {
      completion: { total: number };
    };
    const total = progress.completion.total;
    const first = modules[0]!;
    const items = await moduleItems(page, first.id);
    const itemCount = items.lessons.length + items.quizzes.length + items.projects.length;

    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await expect(page.getByText(`0/${total} items completed`)).toBeVisible();
    await expect(page.getByTestId("course-progress-percent")).toHaveText("0%");
    await moduleTrigger(page, first).click();
    await expect(moduleTrigger(page, first)).toContainText("0% complete");

    const lesson = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: items.lessons[0]!.title }) });
    await lesson.getByRole("button", { name: "Complete", exact: true }).click();
    await expect(page.getByText(`1/${total} items completed`)).toBeVisible();
    await expect(page.getByTestId("course-progress-percent")).toHaveText(`${Math.floor((1 / total) * 100)}%`);
    await expect(moduleTrigger(page, first)).toContainText(`${Math.round((1 / itemCount) * 100)}% complete`);
    await expect(lesson.getByText("Completed", { exact: true })).toBeVisible();
    await expect(lesson.getByRole("button", { name: "Complete", exact: true })).toHaveCount(0);

    // Quiz and project buttons appear for enrolled students.
    if (items.quizzes[0]) {
      await expect(page.getByRole("link", { name: "Take Quiz" }).first()).toHaveAttribute(
        "href",
        `/quiz/${items.quizzes[0].id}`,
      );
    }
    await expectNoAxeViolations(page);

    // The progress is the server's: it is still there after a reload.
    await page.reload();
    await expect(page.getByText(`1/${total} items completed`)).toBeVisible();
  });

  test("enrolled students get project buttons to the project page", async ({ page, student: _student }) => {
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await page.request.post(`/api/courses/${course.id}/enroll`);
    let target: { module: ApiModule; projectId: string } | undefined;
    for (const module of modules) {
      const { projects } = await moduleItems(page, module.id);
      if (projects[0]) {
        target = { module, projectId: projects[0].id };
        break;
      }
    }
    expect(target).toBeDefined();
    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await moduleTrigger(page, target!.module).click();
    await expect(page.getByRole("link", { name: "Submit Project" })).toHaveAttribute(
      "href",
      `/project/${target!.projectId}`,
    );
    await expect(page.getByText(/Submission format: (Text|File upload)/).first()).toBeVisible();
    await expect(page.getByText(/Max submissions: \d+/).first()).toBeVisible();
  });

  test("a paid course's lessons stay locked for visitors", async ({ page }) => {
    const { course, modules } = await findCourse(page, (item) => !item.isFree);
    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await expect(page.getByText(`$${course.price}`, { exact: true }).first()).toBeVisible();
    await moduleTrigger(page, modules[0]!).click();
    await expect(page.getByText("Enroll to unlock").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Open Lesson/ })).toHaveCount(0);
  });

  test("a missing course shows 'Course Not Found' with status 404", async ({ page, problems }) => {
    const response = await page.goto("/courses/00000000-0000-4000-8000-000000000000");
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Browse All Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("an unknown course comes from the server as not found, and the browser doesn't ask for it again", async ({
    page,
    problems,
  }) => {
    const id = crypto.randomUUID();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(`/api/courses/${id}`)) asked.push(request.url());
    });
    const response = await page.goto(`/courses/${id}`);
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course Not Found" })).toBeVisible();
    // Give a refetch after hydration the time to show up.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
  });

  test("the course page works at phone width @phone", async ({ page }) => {
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await page.getByRole("tab", { name: "Curriculum" }).click();
    await moduleTrigger(page, modules[0]!).click();
    await expect(moduleTrigger(page, modules[0]!)).toHaveAttribute("aria-expanded", "true");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
