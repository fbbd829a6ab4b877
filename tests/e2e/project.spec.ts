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
    // The requirements ask for 250 to 500 words: 11 words is far below, so it asks first.
    await expect(page.getByText("11 words · the project asks for 250–500")).toBeVisible();
    const sent = page.waitForRequest((request) => isSubmission(request.url(), request.method()));
    await submit.click();
    await page.getByRole("button", { name: "Submit anyway", exact: true }).click();
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
    await expect(page.getByRole("alert").filter({ hasText: "Submit anyway?" })).toContainText(
      "This uses your last submission.",
    );
    await page.getByRole("button", { name: "Submit anyway", exact: true }).click();
    await expect(page.getByRole("tab", { name: "My Submissions (2)" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("heading", { name: "Maximum Submissions Reached" })).toBeVisible();
    await expect(page.getByLabel("Your Submission")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole("tab", { name: "Submit Project" }).click();
    await expect(page.getByRole("heading", { name: "Maximum Submissions Reached" })).toBeVisible();
  });

  test("a short written answer asks before it uses a submission; a long enough one does not", async ({
    page,
    student: _student,
  }) => {
    const { project, courseId } = BUDGET;
    await enrollIn(page, courseId);
    await page.goto(`/project/${project.id}`);
    await page.getByRole("tab", { name: "Submit Project" }).click();
    const text = page.getByLabel("Your Submission");
    await text.fill("My budget.");
    // The count is part of the field's description, read with it.
    await expect(text).toHaveAccessibleDescription(/2 words · the project asks for 250–500/);
    let posts = 0;
    page.on("request", (request) => {
      if (isSubmission(request.url(), request.method())) posts += 1;
    });
    await page.getByRole("button", { name: "Submit Project" }).click();
    const question = page.getByRole("alert").filter({ hasText: "Submit anyway?" });
    await expect(question).toContainText("This uses 1 of your 2 submissions.");
    await expect(page.getByRole("button", { name: "Submit anyway", exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    // Keep writing: nothing sent, back in the field with the text kept.
    await page.getByRole("button", { name: "Keep writing" }).click();
    await expect(question).toHaveCount(0);
    await expect(text).toBeFocused();
    await expect(text).toHaveValue("My budget.");
    expect(posts).toBe(0);

    // Half the minimum (125 words) or more is sent at once.
    const long = Array.from({ length: 125 }, (_, index) => `word${index}`).join(" ");
    await text.fill(long);
    await expect(page.getByText("125 words · the project asks for 250–500")).toBeVisible();
    const sent = page.waitForRequest((request) => isSubmission(request.url(), request.method()));
    await page.getByRole("button", { name: "Submit Project" }).click();
    expect((await sent).postDataJSON()).toEqual({ content: long });
    await expect(toast(page)).toContainText("Submission Successful");
    await expect(question).toHaveCount(0);
  });

  test("Start Your Submission brings the form into view and puts the cursor in it @phone", async ({
    page,
    student: _student,
  }) => {
    await enrollIn(page, BUDGET.courseId);
    await page.goto(`/project/${BUDGET.project.id}`);
    await page.getByRole("button", { name: "Start Your Submission" }).click();
    const text = page.getByLabel("Your Submission");
    await expect(text).toBeFocused();
    await expect(text).toBeInViewport();
  });

  test("changes requested: the page opens on My Submissions with the feedback, and Revise and Resubmit opens the form", async ({
    page,
    browser,
    student: _student,
  }) => {
    const { project, courseId } = BUDGET;
    await enrollIn(page, courseId);
    const submitted = await page.request.post(`/api/projects/${project.id}/submissions`, {
      data: { content: "A first budget." },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const submission = (await submitted.json()) as { id: string };

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, "admin");
    const feedback = "Good start. Add your savings goal with a date, and list at least 10 expenses.";
    const reviewed = await staff.request.post(`/api/staff/submissions/${submission.id}/review`, {
      data: { status: "needs_revision", feedback },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    await staffContext.close();

    await page.goto(`/project/${project.id}`);
    await expect(page.getByRole("tab", { name: "My Submissions (1)" })).toHaveAttribute("aria-selected", "true");
    const banner = page.getByRole("region", { name: "Changes requested" });
    await expect(banner).toContainText("Your instructor's feedback on Submission #1:");
    await expect(banner.locator("blockquote")).toHaveText(feedback);
    await expect(page.getByRole("tabpanel").getByText("Needs Revision", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole("button", { name: "Revise and Resubmit" }).click();
    await expect(page.getByRole("tab", { name: "Submit Project" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Your Submission")).toBeFocused();
    // A new submission ends the request for changes: the banner goes.
    await page.getByLabel("Your Submission").fill(Array.from({ length: 200 }, () => "budget").join(" "));
    await page.getByRole("button", { name: "Submit Project" }).click();
    await expect(page.getByRole("tab", { name: "My Submissions (2)" })).toHaveAttribute("aria-selected", "true");
    await expect(banner).toHaveCount(0);
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
    // A short answer to a project asking for 250 to 500 words: it asks first.
    await page.getByRole("button", { name: "Submit anyway", exact: true }).click();
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
    await page.getByRole("button", { name: "Submit anyway", exact: true }).click();
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

  test("the Spanish tabs show every word whole at 320 px", async ({ page, student: _student }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    expect((await page.request.put("/api/user/locale", { data: { locale: "es" } })).ok()).toBe(true);
    await enrollIn(page, BUDGET.courseId);
    await page.goto(`/project/${BUDGET.project.id}`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Instrucciones", "Entregar proyecto", "Mis entregas (0)"]);
    // No label wider than its tab ("Instrucciones" was cut off), and no sideways scroll.
    const clipped = await tabs.evaluateAll((elements) =>
      elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
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
