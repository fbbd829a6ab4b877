import type { Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { ProjectSeed } from "../../src/db/seed/types";
import { allowProblems, expect, expectNoAxeViolations, hydrating, signInAsStaff, test } from "./fixtures";
import { enrollIn } from "./seed-courses";

/** A seeded project of a free course, by title. */
function seededProject(title: string): { courseId: string; courseTitle: string; project: ProjectSeed } {
  for (const course of courseSeeds) {
    for (const module of course.modules) {
      if (module.project?.title === title) {
        if (!course.isFree) throw new Error(`${title} is in a paid course`);
        return { courseId: course.id, courseTitle: course.title, project: module.project };
      }
    }
  }
  throw new Error(`No seeded project "${title}"`);
}

// Text format, 2 submissions (Money Moves). File format, 3 submissions (Carpentry).
const BUDGET = seededProject("My First Monthly Budget");

/** The first seeded project of a paid course. */
function paidProject(): { courseId: string; project: ProjectSeed } {
  for (const course of courseSeeds.filter((item) => !item.isFree)) {
    const module = course.modules.find((item) => item.project);
    if (module?.project) return { courseId: course.id, project: module.project };
  }
  throw new Error("No seeded project in a paid course");
}
const SAWHORSES = seededProject("Build a Pair of Sawhorses");

/** The smallest file that reads as a JPEG by its first bytes. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

const toast = (page: Page) => page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
const isSubmission = (url: string, method: string) => method === "POST" && url.endsWith("/submissions");

test.describe("project screen", () => {
  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto(`/project/${BUDGET.project.id}`);
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText("Please log in to submit this project.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fproject%2F/);
  });

  test("a missing project answers 404 with Project Not Found", async ({ page, student: _student, problems }) => {
    const response = await page.goto("/project/00000000-0000-4000-8000-000000000000");
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("a text project: instructions, required content, submitting, then the limit", async ({
    page,
    student: _student,
  }) => {
    test.slow(); // One long flow: every tab, two submissions and the limit.
    const { project, courseId, courseTitle } = BUDGET;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);

    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to ${courseTitle}` })).toHaveAttribute(
      "href",
      `/courses/${courseId}`,
    );
    // Instructions: every requirement line, the format and the limit.
    await expect(page.getByRole("tab", { name: "Instructions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("List at least 10 expenses, each labeled as a need or a want")).toBeVisible();
    await expect(page.getByText("Submission Format").locator("..")).toContainText("Written text");
    await expect(page.getByText("Max Submissions").locator("..")).toContainText(String(project.maxSubmissions));
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "My Submissions (0)" }).click();
    await expect(page.getByRole("heading", { name: "No Submissions Yet" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Submit Project" }).click();
    const submit = page.getByRole("button", { name: "Submit Project" });
    const text = page.getByLabel("Your Submission");
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    // Blank (only spaces) is not content.
    await text.fill("   ");
    await submit.click();
    await expect(toast(page)).toContainText("Submission Required");
    await expect(toast(page)).toContainText("Please provide the required submission content.");

    const answer = "Take-home pay: $1,840 a month.\nNeeds: rent $700, bus pass $60.";
    await text.fill(answer);
    const sent = page.waitForRequest((request) => isSubmission(request.url(), request.method()));
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ content: answer });
    await expect(toast(page)).toContainText("Submission Successful");
    await expect(toast(page)).toContainText("Your project has been submitted for review.");

    // The list refreshes and its tab opens.
    const listTab = page.getByRole("tab", { name: "My Submissions (1)" });
    await expect(listTab).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Submission #1" })).toBeVisible();
    await expect(panel.getByText("Pending", { exact: true })).toBeVisible();
    await expect(panel.getByText("Take-home pay: $1,840 a month.")).toBeVisible();
    await expect(panel.getByText(/^Submitted:/)).toBeVisible();
    await expectNoAxeViolations(page);

    // One submission left; use it, then the form gives way to the limit notice.
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByText("You can submit 1 more time.")).toBeVisible();
    await page.getByLabel("Your Submission").fill("Revised budget with a savings goal.");
    await page.getByRole("button", { name: "Submit Project" }).click();
    await expect(page.getByRole("tab", { name: "My Submissions (2)" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("heading", { name: "Maximum Submissions Reached" })).toBeVisible();
    await expect(page.getByLabel("Your Submission")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("heading", { name: "Maximum Submissions Reached" })).toBeVisible();
  });

  test("a file project uploads the file, then submits it by name", async ({ page, student: _student }) => {
    const { project, courseId } = SAWHORSES;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);
    await expect(page.getByText("Submission Format").locator("..")).toContainText("File upload");

    await page.getByRole("tab", { name: "Submit Project" }).click();
    const submit = page.getByRole("button", { name: "Submit Project" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Upload Your File").setInputFiles({
      name: "sawhorses.jpg",
      mimeType: "image/jpeg",
      buffer: JPEG,
    });
    await expect(page.getByText("sawhorses.jpg")).toBeVisible();
    await expectNoAxeViolations(page);

    const uploaded = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/projects/${project.id}/files`) && response.request().method() === "POST",
    );
    const sent = page.waitForRequest((request) => isSubmission(request.url(), request.method()));
    await submit.click();
    expect((await uploaded).status()).toBe(201);
    expect((await sent).postDataJSON()).toEqual({
      fileUrl: "uploads/sawhorses.jpg",
      content: "File submitted: sawhorses.jpg",
    });
    await expect(toast(page)).toContainText("Submission Successful");
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "My Submissions (1)" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByText("Pending", { exact: true })).toBeVisible();
    // The real file was kept: the student can download what they sent.
    const link = panel.getByRole("link", { name: "File submitted: sawhorses.jpg" });
    await expect(link).toBeVisible();
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("image/jpeg");
    expect(Buffer.from(await download.body()).equals(JPEG)).toBe(true);
  });

  test("the instructor downloads the very file the student uploaded", async ({ page, browser, student }) => {
    const { project, courseId } = SAWHORSES;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    const pdf = Buffer.from("%PDF-1.4\n% My sawhorse drawings\n%%EOF\n");
    await page
      .getByLabel("Upload Your File")
      .setInputFiles({ name: "drawings.pdf", mimeType: "application/pdf", buffer: pdf });
    const submitted = page.waitForResponse((response) => isSubmission(response.url(), response.request().method()));
    await page.getByRole("button", { name: "Submit Project" }).click();
    const submission = (await (await submitted).json()) as { id: string };

    const staffContext = await browser.newContext();
    const staff = hydrating(await staffContext.newPage());
    await signInAsStaff(staff, "instructor");
    await staff.goto(`/admin/reviews/${submission.id}`);
    await expect(staff.getByText(`${student.firstName}`, { exact: false }).first()).toBeVisible();
    const download = staff.getByRole("link", { name: "Download drawings.pdf" });
    await expect(download).toBeVisible();
    const file = await staff.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
    await staffContext.close();
  });

  test("a file the server refuses keeps the choice and says why", async ({ page, student: _student, problems }) => {
    const { project, courseId } = SAWHORSES;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await page.getByLabel("Upload Your File").setInputFiles({
      name: "install.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ not a project"),
    });
    await page.getByRole("button", { name: "Submit Project" }).click();
    await expect(toast(page)).toContainText("Submission Failed");
    await expect(toast(page)).toContainText("415: This kind of file can't be uploaded");
    allowProblems(problems, /status of 415/);
    // Nothing was submitted, and the chosen file is still there to replace.
    await expect(page.getByText("install.exe")).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Submissions (0)" })).toBeVisible();
  });

  test("a refused submission shows the server's message", async ({ page, student: _student, problems }) => {
    const { project, courseId } = BUDGET;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await page.getByLabel("Your Submission").fill("My budget, from the phone.");
    // Meanwhile the limit is used up elsewhere (another tab or device).
    for (const content of ["First", "Second"]) {
      const response = await page.request.post(`/api/projects/${project.id}/submissions`, { data: { content } });
      expect(response.status()).toBe(201);
    }
    await page.getByRole("button", { name: "Submit Project" }).click();
    await expect(toast(page)).toContainText("Submission Failed");
    await expect(toast(page)).toContainText("409: Maximum submissions reached for this project");
    allowProblems(problems, /status of 409/);
    // The list is refetched, so the screen catches up with the limit.
    await expect(page.getByRole("heading", { name: "Maximum Submissions Reached" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Submissions (2)" })).toBeVisible();
  });

  test("a student who is not enrolled submits to a free course's project, which enrols them", async ({
    page,
    student: _student,
  }) => {
    const { project, courseId } = BUDGET;
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await page.getByLabel("Your Submission").fill("Needs: rent $700. Wants: games $15.");
    await page.getByRole("button", { name: "Submit Project" }).click();
    await expect(toast(page)).toContainText("Submission Successful");
    await expect(page.getByRole("tab", { name: "My Submissions (1)" })).toHaveAttribute("aria-selected", "true");
    const enrollments = (await (await page.request.get("/api/user/enrollments")).json()) as { courseId: string }[];
    expect(enrollments.map((enrollment) => enrollment.courseId)).toEqual([courseId]);
  });

  test("a paid course's project asks a student who is not enrolled to enroll first", async ({
    page,
    student: _student,
  }) => {
    const { project, courseId } = paidProject();
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("heading", { name: "Enroll first" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Course" })).toHaveAttribute("href", `/courses/${courseId}`);
  });

  test("the project tabs fit a 360 px phone @phone", async ({ page, student: _student }) => {
    await enrollIn(page, BUDGET.courseId);
    await page.goto(`/project/${BUDGET.project.id}`);
    await expect(page.getByRole("tab", { name: "My Submissions (0)" })).toBeVisible();
    for (const name of ["Instructions", "Submit Project", "My Submissions (0)"]) {
      const box = await page.getByRole("tab", { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("button", { name: "Submit Project" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
