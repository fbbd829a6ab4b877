import type { Locator, Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, signInAsStaff, signOut, test } from "./fixtures";

// A real 1x1 PNG (its first bytes: 89 50 4E 47 0D 0A 1A 0A).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

// An open dialog hides the rest of the page from the accessibility tree (toasts too).
const toast = (page: Page) =>
  page
    .getByRole("region", { name: /notifications/i, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });

/** Waits for the 'Saved' toast of the latest write, then dismisses it so the next one is fresh. */
async function expectSaved(page: Page) {
  await expect(toast(page).filter({ hasText: "Saved" })).toBeVisible();
  await toast(page).getByRole("button", { name: "Dismiss notification", includeHidden: true }).click();
  await expect(toast(page)).toHaveCount(0);
}

/** Opens a page and waits for React to hydrate it: a click before that does nothing. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

const moduleSection = (page: Page, position: number, title: string) =>
  page.getByRole("region", { name: `Module ${position}: ${title}` });

async function firstCourseId(page: Page): Promise<string> {
  const courses = (await (await page.request.get("/api/staff/courses")).json()) as { id: string }[];
  return courses[0]!.id;
}

async function noHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe("staff area: courses", () => {
  test("a visitor opening /admin is sent to sign in", async ({ page }) => {
    await open(page, "/admin");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  });

  test("a student sees Access Denied with status 403", async ({ page, student: _student, problems }) => {
    const response = await open(page, "/admin/courses");
    allowProblems(problems, /status of 403/);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Course" })).toHaveCount(0);
  });

  test("the overview: work for instructors, management for admins", async ({ page }) => {
    await signInAsStaff(page, "instructor");
    await open(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Staff Overview" })).toBeVisible();
    await expect(page.getByText("Welcome back, Ines!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Courses" })).toHaveAttribute("href", "/admin/courses");
    await expect(page.getByRole("link", { name: "Review Submissions" })).toHaveAttribute("href", "/admin/reviews");
    await expect(page.getByText(/^\d+$/).first()).toBeVisible();
    await expect(page.getByText(/submissions? waiting for review/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Academy management" })).toHaveCount(0);

    await signInAsStaff(page);
    await open(page, "/admin");
    await expect(page.getByText("Welcome back, Admin!")).toBeVisible();
    const management = page.getByRole("region", { name: "Academy management" });
    for (const [name, href] of [
      ["Blog", "/admin/blog"],
      ["Mentors", "/admin/mentors"],
      ["Success Stories", "/admin/stories"],
      ["Bookings", "/admin/bookings"],
      ["Donations", "/admin/donations"],
      ["Users", "/admin/users"],
    ]) {
      await expect(management.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href!);
    }
    await expectNoAxeViolations(page);
  });

  test("the course list, and a paid course needs a price", async ({ page, problems }) => {
    await signInAsStaff(page);
    await open(page, "/admin/courses");
    const table = page.getByRole("table", { name: "All courses" });
    const row = table.getByRole("row").filter({ hasText: "Auto Mechanics 101" });
    await expect(row).toContainText("Auto Mechanics");
    await expect(row).toContainText("$79.00");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("4 modules");
    await expect(row.getByRole("link", { name: /^Edit Auto Mechanics 101/ })).toHaveAttribute(
      "href",
      /^\/admin\/courses\/[0-9a-f-]{36}$/,
    );
    await expect(table.getByRole("row").filter({ hasText: "Money Moves" })).toContainText("Free");
    await expectNoAxeViolations(page);

    await page.getByLabel("Search courses").fill("garden");
    await expect(table.getByRole("row")).toHaveCount(2); // the header and Urban Gardening
    await expect(page.getByText("Showing 1 of")).toBeVisible();

    await page.getByRole("button", { name: "New Course" }).click();
    const dialog = page.getByRole("dialog", { name: "New Course" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // The shared schema answers first, on the browser side.
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAccessibleDescription("Title is required");
    await expect(dialog.getByLabel("Title")).toBeFocused();

    // The paid-course rule is the server's: its 400 lands on the price field.
    await dialog.getByLabel("Title").fill("Drywall Finishing");
    await dialog.getByLabel("Description").fill("Tape, mud and sand walls smooth.");
    await dialog.getByLabel("Category").fill("Construction");
    await dialog.getByRole("radio", { name: "Paid" }).check();
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(dialog.getByLabel("Price (USD)")).toHaveAccessibleDescription("A paid course needs a price above 0");
    await expect(toast(page)).toContainText("A paid course needs a price above 0");
    await expect.poll(() => problems.some((problem) => /status of 400/.test(problem))).toBe(true);
    allowProblems(problems, /status of 400/);
    await expect(page).toHaveURL(/\/admin\/courses$/);
  });

  test("a missing course answers 404", async ({ page, problems }) => {
    await signInAsStaff(page, "instructor");
    const response = await open(page, "/admin/courses/00000000-0000-4000-8000-000000000000");
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse All Courses" }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
  });

  test("an instructor builds a course from nothing and learners find it", async ({ page }) => {
    test.slow(); // One long flow: a whole course, then the catalog.
    const title = `Tile Setting ${Date.now()}`;
    await signInAsStaff(page, "instructor");
    await open(page, "/admin/courses");

    // Create it: it starts inactive.
    await page.getByRole("button", { name: "New Course" }).click();
    const create = page.getByRole("dialog", { name: "New Course" });
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Description").fill("Set floor and wall tile that stays put.");
    await create.getByLabel("Category").fill("Construction");
    // A length is a number and a unit (issue 23).
    await create.getByLabel("Duration", { exact: true }).fill("4");
    await create.getByLabel("Duration unit").selectOption("week");
    await create.getByRole("button", { name: "Create Course" }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    const courseId = page.url().split("/").pop()!;
    await expectSaved(page);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "View in catalog" })).toHaveCount(0);
    await expect(page.getByText("No modules yet")).toBeVisible();

    // Two modules.
    for (const [name, hours] of [
      ["Tools and Materials", "2"],
      ["Safety on the Job", "1.5"],
    ]) {
      await page.getByRole("button", { name: "Add Module" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Module" });
      await dialog.getByLabel("Title").fill(name!);
      await dialog.getByLabel("Estimated hours").fill(hours!);
      await dialog.getByRole("button", { name: "Add Module" }).click();
      await expect(dialog).toHaveCount(0);
      await expectSaved(page);
    }
    const tools = moduleSection(page, 1, "Tools and Materials");
    await expect(tools).toContainText("2 hours");
    await expect(moduleSection(page, 2, "Safety on the Job")).toContainText("1.5 hours");

    // A lesson with Markdown content and its live preview.
    await tools.getByRole("button", { name: "Add Lesson" }).click();
    const lesson = page.getByRole("dialog", { name: "Add Lesson" });
    await lesson.getByLabel("Title").fill("Know Your Trowels");
    await lesson.getByLabel("Duration", { exact: true }).fill("12");
    await lesson.getByLabel("Duration unit").selectOption("minute");
    await lesson.getByLabel("Content (Markdown)").fill("# Trowel basics\n\nA **notched** trowel spreads thin-set.");
    const preview = lesson.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Trowel basics" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("notched");
    await expectNoAxeViolations(page);
    await lesson.getByRole("button", { name: "Add Lesson" }).click();
    await expect(lesson).toHaveCount(0);
    await expectSaved(page);
    await expect(tools).toContainText("Know Your Trowels");
    await expect(tools).toContainText("12 min");

    // A quiz, kept open for its questions.
    await tools.getByRole("button", { name: "Add Quiz" }).click();
    await page.getByRole("dialog", { name: "Add Quiz" }).getByLabel("Title").fill("Tools Check");
    await page.getByRole("dialog", { name: "Add Quiz" }).getByLabel("Pass threshold (%)").fill("70");
    await page.getByRole("dialog", { name: "Add Quiz" }).getByLabel("Time limit (minutes)").fill("5");
    await page.getByRole("dialog", { name: "Add Quiz" }).getByRole("button", { name: "Add Quiz" }).click();
    const quiz = page.getByRole("dialog", { name: "Edit Quiz" });
    await expect(quiz.getByRole("heading", { name: "Questions (0)" })).toBeVisible();
    await expect(quiz.getByRole("button", { name: "Add Question" })).toBeFocused();
    await expectSaved(page);

    await addMultipleChoice(
      quiz,
      "Which trowel spreads thin-set?",
      ["Margin trowel", "Notched trowel", "Pointing trowel"],
      1,
    );
    await expectSaved(page);
    await addTrueFalse(quiz, "Thin-set can be mixed with plain water.", "True", "2");
    await expectSaved(page);
    await expect(quiz.getByRole("heading", { name: "Questions (2)" })).toBeVisible();
    const first = quiz.getByRole("article", { name: "Question 1" });
    await expect(first).toContainText("Which trowel spreads thin-set?");
    await expect(first.getByRole("listitem").filter({ hasText: "(Correct)" })).toHaveText(/Notched trowel/);
    await expect(quiz.getByRole("article", { name: "Question 2" })).toContainText("True or false");
    await expect(quiz.getByRole("article", { name: "Question 2" })).toContainText("2 points");
    await expectNoAxeViolations(page);

    // Questions reorder, and a third one is deleted after a confirmation.
    await quiz.getByRole("button", { name: 'Move "Question 2" up' }).click();
    await expectSaved(page);
    await expect(quiz.getByRole("article", { name: "Question 1" })).toContainText("plain water");
    await addTrueFalse(quiz, "Grout goes on before the tile.", "False", "1");
    await expectSaved(page);
    await quiz.getByRole("button", { name: "Delete question 3" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this question?" });
    await expect(confirm).toContainText("Grout goes on before the tile.");
    await confirm.getByRole("button", { name: "Delete Question" }).click();
    await expectSaved(page);
    await expect(quiz.getByRole("heading", { name: "Questions (2)" })).toBeVisible();
    await quiz.getByRole("button", { name: "Done" }).click();
    await expect(quiz).toHaveCount(0);
    await expect(tools).toContainText("Tools Check");
    await expect(tools).toContainText("2 questions · pass 70% · 5 min");

    // A project taking files, in the second module.
    await moduleSection(page, 2, "Safety on the Job").getByRole("button", { name: "Add Project" }).click();
    const project = page.getByRole("dialog", { name: "Add Project" });
    await project.getByLabel("Title").fill("Tile a Sample Board");
    await project.getByLabel("Requirements").fill("Photo of the finished board\nEven grout lines");
    await project.getByRole("radio", { name: "File" }).check();
    await project.getByLabel("Max submissions").fill("2");
    await project.getByRole("button", { name: "Add Project" }).click();
    await expect(project).toHaveCount(0);
    await expectSaved(page);
    await expect(moduleSection(page, 2, "Safety on the Job")).toContainText("File submission · 2 submissions allowed");

    // Reorder the modules from the keyboard: the focus follows the moved module.
    await page.getByRole("button", { name: 'Move "Safety on the Job" up' }).focus();
    await page.keyboard.press("Enter");
    await expect(moduleSection(page, 1, "Safety on the Job")).toBeVisible();
    await expect(moduleSection(page, 2, "Tools and Materials")).toBeVisible();
    // At the top its up button is disabled: the focus is on its down button.
    await expect(page.getByRole("button", { name: 'Move "Safety on the Job" down' })).toBeFocused();
    await expectSaved(page);
    await expectNoAxeViolations(page);

    // The course image.
    await page
      .getByLabel("Upload a new image")
      .setInputFiles({ name: "tiles.png", mimeType: "image/png", buffer: PNG });
    await expectSaved(page);
    await expect(page.getByRole("img", { name: `Current image of ${title}` })).toHaveAttribute(
      "src",
      /^\/api\/uploads\/[0-9a-f-]{36}\/tiles\.png$/,
    );

    // Make it active.
    await page.getByRole("switch", { name: "Active" }).check();
    await page.getByRole("button", { name: "Save Course" }).click();
    await expectSaved(page);
    await expect(page.getByText("Inactive", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/This course is inactive/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View in catalog" })).toHaveAttribute("href", `/courses/${courseId}`);

    // A visitor finds it in the catalog, with the modules in their new order.
    await signOut(page);
    await open(page, "/courses");
    await page.getByLabel("Search").fill(title);
    await expect(page.getByText(/^Showing 1 of \d+ courses$/)).toBeVisible();
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("tab", { name: "Curriculum" }).click();
    const curriculum = page.getByRole("tabpanel", { name: "Curriculum" });
    await expect(curriculum.getByRole("button", { name: /^Module \d+: / })).toHaveText([
      /Module 1: Safety on the Job/,
      /Module 2: Tools and Materials/,
    ]);
    await curriculum.getByRole("button", { name: /^Module 2: Tools and Materials/ }).click();
    await expect(curriculum).toContainText("Know Your Trowels");
    await expect(curriculum).toContainText("Tools Check");
  });

  test("the editor fits a phone @phone", async ({ page }) => {
    await signInAsStaff(page, "instructor");
    const id = await firstCourseId(page);
    await open(page, `/admin/courses/${id}`);
    await expect(page.getByRole("heading", { name: "Course details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Curriculum" })).toBeVisible();
    await noHorizontalOverflow(page);
    await page
      .getByRole("button", { name: /^Edit quiz / })
      .first()
      .click();
    const quiz = page.getByRole("dialog", { name: "Edit Quiz" });
    await quiz.getByRole("button", { name: "Edit question 1" }).click();
    await expect(quiz.getByRole("textbox", { name: "Question 1" })).toBeVisible();
    await noHorizontalOverflow(page);
    const box = await quiz.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});

async function addMultipleChoice(quiz: Locator, question: string, options: string[], correct: number) {
  await quiz.getByRole("button", { name: "Add Question" }).click();
  const form = quiz.getByRole("form", { name: "New question" });
  await form.getByRole("textbox", { name: /^Question \d+$/ }).fill(question);
  for (const [index, option] of options.entries()) {
    await form.getByRole("textbox", { name: `Option ${index + 1}`, exact: true }).fill(option);
  }
  await form.getByRole("radio", { name: `Option ${correct + 1} is the correct answer` }).check();
  await form.getByRole("button", { name: "Add Question" }).click();
  await expect(form).toHaveCount(0);
}

async function addTrueFalse(quiz: Locator, question: string, answer: "True" | "False", points: string) {
  await quiz.getByRole("button", { name: "Add Question" }).click();
  const form = quiz.getByRole("form", { name: "New question" });
  await form.getByRole("textbox", { name: /^Question \d+$/ }).fill(question);
  await form.getByLabel("Type").selectOption("true_false");
  await form.getByRole("radio", { name: answer }).check();
  await form.getByLabel("Points").fill(points);
  await form.getByRole("button", { name: "Add Question" }).click();
  await expect(form).toHaveCount(0);
}
