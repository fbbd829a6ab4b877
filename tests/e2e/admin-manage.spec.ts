import type { Browser, Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { CourseSeed, QuestionSeed } from "../../src/db/seed/types";
import {
  allowProblems,
  expect,
  expectNoAxeViolations,
  registerStudent,
  hydrating,
  signInAsStaff,
  test,
} from "./fixtures";

/** A seeded free course by title. */
function seededCourse(title: string): CourseSeed {
  const course = courseSeeds.find((item) => item.title.startsWith(title));
  if (!course) throw new Error(`No seeded course "${title}"`);
  if (!course.isFree) throw new Error(`${title} is a paid course`);
  return course;
}

/** Every question of the seed, by its text: the answer key (the API never sends it). */
const seededQuestions = new Map<string, QuestionSeed>(
  courseSeeds.flatMap((course) =>
    course.modules.flatMap((module) => (module.quiz?.questions ?? []).map((question) => [question.question, question])),
  ),
);

// Urban Gardening's "Design a Raised Bed Plan": text, 2 submissions.
const GARDENING = seededCourse("Urban Gardening");
const RAISED_BED = GARDENING.modules.find((module) => module.project)!.project!;
// Career Launch: 7 lessons, 2 quizzes and 1 text project, the shortest way to a certificate.
const CAREER = seededCourse("Career Launch");

interface Item {
  id: string;
  title: string;
}

/** A toast on screen, by its title (an open modal hides it from the accessibility tree, not from view). */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });

/** A signed-in student in a browser context of their own (the test's page is the staff member). */
async function newStudent(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = hydrating(await context.newPage());
  const student = await registerStudent(page, firstName);
  return { context, page, ...student, name: `${firstName} Rivera` };
}

async function ok(response: { ok(): boolean; text(): Promise<string> }) {
  expect(response.ok(), await response.text()).toBe(true);
}

async function enrol(page: Page, courseId: string) {
  await ok(await page.request.post(`/api/courses/${courseId}/enroll`));
}

async function submitText(page: Page, projectId: string, content: string) {
  const response = await page.request.post(`/api/projects/${projectId}/submissions`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The staff queue's row of a student's submission of a project. */
const queueRow = (page: Page, email: string, projectTitle: string) =>
  page.getByRole("list", { name: "Submissions" }).getByRole("listitem").filter({ hasText: email }).filter({
    hasText: projectTitle,
  });

/** Opens the review of a student's pending submission from the queue and gives the review. */
async function reviewFromQueue(
  page: Page,
  {
    email,
    projectTitle,
    decision,
    grade,
    feedback,
  }: {
    email: string;
    projectTitle: string;
    decision: "Approve" | "Needs revision";
    grade?: "Excellent" | "Pass" | "Fail";
    feedback?: string;
  },
) {
  await page.goto("/admin/reviews");
  await queueRow(page, email, projectTitle)
    .getByRole("link", { name: /^Review/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reviews\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(`^${decision}`) }).check();
  if (grade) await page.getByRole("radio", { name: grade, exact: true }).check();
  if (feedback) await page.getByLabel("Feedback").fill(feedback);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(toastWith(page, "Review Saved")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
}

/** A future time no other test books: mentors and students take one session per slot. */
function uniqueFutureSlot(): string {
  const date = new Date(Date.now() + (40 + Math.floor(Math.random() * 280)) * 86_400_000);
  date.setUTCHours(Math.floor(Math.random() * 24), Math.floor(Math.random() * 4) * 15, 0, 0);
  return date.toISOString();
}

test.describe("staff area: permissions", () => {
  test("a student gets Access Denied on the review queue and the users page", async ({
    page,
    student: _student,
    problems,
  }) => {
    for (const path of ["/admin/reviews", "/admin/users"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    allowProblems(problems, /status of 403/);
  });

  test("an instructor opens the review queue but gets Access Denied on admin pages", async ({ page, problems }) => {
    await signInAsStaff(page, "instructor");
    const response = await page.goto("/admin/reviews");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Project Reviews" })).toBeVisible();
    for (const tab of ["Pending", "Needs revision", "Approved", "All"]) {
      await expect(page.getByRole("tab", { name: tab, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Users" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const path of ["/admin/users", "/admin/blog", "/admin/bookings"]) {
      const denied = await page.goto(path);
      expect(denied?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    }
    allowProblems(problems, /status of 403/);
  });

  test("a missing submission shows Submission Not Found with status 404", async ({ page, problems }) => {
    await signInAsStaff(page, "instructor");
    const response = await page.goto("/admin/reviews/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Submission Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Submission Not Found/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Reviews" }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    allowProblems(problems, /status of 404/);
  });
});

test.describe("project reviews", () => {
  test("needs revision with feedback, the student sees it and resubmits, then approval with Excellent", async ({
    page,
    browser,
  }) => {
    const learner = await newStudent(browser, "Revisa");
    await enrol(learner.page, GARDENING.id);
    const firstId = await submitText(
      learner.page,
      RAISED_BED.id,
      "Bed: 4 ft x 8 ft\nPlants: kale, beans\nSun: 6 hours",
    );

    await signInAsStaff(page, "instructor");
    await page.goto("/admin/reviews");
    const row = queueRow(page, learner.email, RAISED_BED.title);
    await expect(row).toContainText(learner.name);
    await expect(row).toContainText(GARDENING.title);
    await expect(row).toContainText("Submission #1");
    await expect(row).toContainText("Pending");
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: /^Review/ }).click();
    await expect(page).toHaveURL(`/admin/reviews/${firstId}`);
    await expect(page.getByText(learner.name, { exact: true })).toBeVisible();
    await expect(page.getByText(GARDENING.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Requirements" })).toBeVisible();
    // The text keeps its line breaks.
    const work = page.getByRole("region", { name: "Submitted Work" });
    expect(await work.locator("p.whitespace-pre-wrap").innerText()).toBe(
      "Bed: 4 ft x 8 ft\nPlants: kale, beans\nSun: 6 hours",
    );
    await expectNoAxeViolations(page);

    // A decision is required.
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose Approve or Needs revision." })).toBeVisible();
    await page.getByRole("radio", { name: /^Needs revision/ }).check();
    await page.getByLabel("Feedback").fill("Add the spacing between plants.\nShow where the water comes from.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(toastWith(page, "Review Saved")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(queueRow(page, learner.email, RAISED_BED.title)).toHaveCount(0);

    await page.getByRole("tab", { name: "Needs revision", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reviews\?status=needs_revision$/);
    await expect(queueRow(page, learner.email, RAISED_BED.title)).toContainText("Needs revision");

    // The student reads the feedback on the project page.
    await learner.page.goto(`/project/${RAISED_BED.id}`);
    await learner.page.getByRole("tab", { name: "My Submissions (1)" }).click();
    // The feedback shows in the submission's card (and is quoted in the "Changes requested" banner).
    await expect(learner.page.getByRole("listitem").getByText("Add the spacing between plants.")).toBeVisible();
    await expect(learner.page.getByRole("region", { name: "Changes requested" }).locator("blockquote")).toContainText(
      "Add the spacing between plants.",
    );
    const secondId = await submitText(learner.page, RAISED_BED.id, "Bed: 4 ft x 8 ft, plants 12 in apart\nRain barrel");

    // The reviewed submission shows its review read-only.
    await page.goto(`/admin/reviews/${firstId}`);
    const review = page.getByRole("region", { name: "Review", exact: true });
    await expect(review.getByText("Needs revision", { exact: true })).toBeVisible();
    await expect(review.getByText("Show where the water comes from.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);

    // The second submission lists the first beside it, then is approved with Excellent.
    await reviewFromQueue(page, {
      email: learner.email,
      projectTitle: RAISED_BED.title,
      decision: "Approve",
      grade: "Excellent",
      feedback: "Great plan.",
    });
    await page.goto(`/admin/reviews/${secondId}`);
    await expect(page.getByRole("region", { name: "Other Submissions for This Project" })).toContainText(
      "Submission #1",
    );
    await expect(page.getByRole("region", { name: "Review", exact: true }).getByText("Grade: Excellent")).toBeVisible();

    await learner.page.goto(`/project/${RAISED_BED.id}`);
    await learner.page.getByRole("tab", { name: "My Submissions (2)" }).click();
    await expect(learner.page.getByText("Grade: Excellent")).toBeVisible();
    await expect(learner.page.getByText("Great plan.")).toBeVisible();
    await learner.context.close();
  });

  test("a whole course ends in a public certificate once the instructor approves the project", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const learner = await newStudent(browser, "Certa");
    const api = learner.page.request;
    await enrol(learner.page, CAREER.id);

    const modules = (await (await api.get(`/api/courses/${CAREER.id}/modules`)).json()) as Item[];
    const projects: Item[] = [];
    for (const module of modules) {
      const [lessons, quizzes, moduleProjects] = await Promise.all(
        ["lessons", "quizzes", "projects"].map(
          async (kind) => (await (await api.get(`/api/modules/${module.id}/${kind}`)).json()) as Item[],
        ),
      );
      for (const lesson of lessons!) await ok(await api.post(`/api/lessons/${lesson.id}/complete`));
      for (const quiz of quizzes!) {
        const full = (await (await api.get(`/api/quizzes/${quiz.id}`)).json()) as {
          questions: { id: string; question: string }[];
        };
        const answers = Object.fromEntries(
          full.questions.map((question) => [question.id, seededQuestions.get(question.question)!.correctAnswer]),
        );
        const attempt = await api.post(`/api/quizzes/${quiz.id}/attempts`, { data: { answers, timeSpent: 1 } });
        expect(attempt.status(), await attempt.text()).toBe(201);
        expect(((await attempt.json()) as { passed: boolean }).passed).toBe(true);
      }
      for (const project of moduleProjects!) {
        const detail = (await (await api.get(`/api/projects/${project.id}`)).json()) as { submissionFormat: string };
        const data =
          detail.submissionFormat === "file"
            ? { fileUrl: "uploads/x.pdf", content: "File submitted: x.pdf" }
            : { content: "My one-page resume, with five bullet points." };
        const submitted = await api.post(`/api/projects/${project.id}/submissions`, { data });
        expect(submitted.status(), await submitted.text()).toBe(201);
        projects.push(project);
      }
    }
    expect(projects.length).toBeGreaterThan(0);
    expect((await (await api.get("/api/user/certificates")).json()) as unknown[]).toHaveLength(0);

    await signInAsStaff(page, "instructor");
    for (const project of projects) {
      await reviewFromQueue(page, { email: learner.email, projectTitle: project.title, decision: "Approve" });
    }

    const certificates = (await (await api.get("/api/user/certificates")).json()) as {
      certId: string;
      courseTitle: string;
    }[];
    expect(certificates).toHaveLength(1);
    expect(certificates[0]!.courseTitle).toBe(CAREER.title);
    await learner.context.close();

    // Anyone can verify it, signed out.
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    const response = await visitor.goto(`/certificates/${certificates[0]!.certId}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByText("Certificate of Completion")).toBeVisible();
    await expect(visitor.getByText(learner.name).first()).toBeVisible();
    await visitorContext.close();
  });

  test("@phone the review page works at 360 px", async ({ page, browser }) => {
    const learner = await newStudent(browser, "Phona");
    await enrol(learner.page, GARDENING.id);
    const id = await submitText(learner.page, RAISED_BED.id, "A small bed by the fence.");
    await learner.context.close();

    await signInAsStaff(page, "instructor");
    await page.goto(`/admin/reviews/${id}`);
    const content = page.getByRole("region", { name: "Submitted Work" });
    await expect(content.getByText("A small bed by the fence.")).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit Review" });
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Nothing in the page's own content is wider than its column.
    const fits = await page
      .locator('section[aria-labelledby="admin-title"]')
      .evaluate((section) => section.scrollWidth <= section.clientWidth);
    expect(fits).toBe(true);
    await page.getByRole("radio", { name: /^Approve/ }).check();
    await page.getByRole("radio", { name: "Pass", exact: true }).check();
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(toastWith(page, "Review Saved")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
  });
});

test.describe("admin management", () => {
  test("a new draft post is published to the blog, then unpublished", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    // The seed's drafts are listed for admins with their badge.
    await expect(
      page
        .getByRole("article", { name: "Winter Break Schedule and Holiday Hours" })
        .getByText("Draft", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const title = `Open Shop Night ${Date.now()}`;
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").fill("Announcements");
    await dialog.getByLabel("Excerpt").fill("The shop opens every Thursday evening.");
    await dialog.getByLabel("Image address").fill("/images/default-course.svg");
    await dialog.getByLabel("Content").fill("Bring your project.\nTools and safety glasses are provided.");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(toastWith(page, "Post Created")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    let published = (await (await page.request.get("/api/blog")).json()) as { title: string }[];
    expect(published.map((post) => post.title)).not.toContain(title);

    await card.getByRole("switch", { name: `Published: ${title}` }).click();
    await expect(toastWith(page, "Post Published")).toBeVisible();
    await expect(card.getByText("Published", { exact: true }).first()).toBeVisible();
    await expect(card.getByRole("switch")).toHaveAttribute("aria-checked", "true");

    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    await page.goto("/admin/blog");
    await page.getByRole("article", { name: title }).getByRole("switch").click();
    await expect(toastWith(page, "Post Unpublished")).toBeVisible();
    published = (await (await page.request.get("/api/blog")).json()) as { title: string }[];
    expect(published.map((post) => post.title)).not.toContain(title);
  });

  test("a mentor made unavailable shows 'Next available: Tomorrow' on /mentorship", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/mentors");
    await expect(page.getByRole("heading", { level: 1, name: "Mentors" })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = `Dana Welder ${Date.now()}`;
    await page.getByRole("button", { name: "New Mentor" }).click();
    const dialog = page.getByRole("dialog", { name: "New Mentor" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Title", { exact: true }).fill("Certified Welder");
    await dialog.getByLabel("Bio").fill("Twenty years of structural welding.");
    await dialog.getByLabel("Expertise tags").fill("MIG, TIG, mig, Blueprints");
    // Rating and session count are computed from the sessions (issue 26): the form has no field for them.
    await expect(dialog.getByLabel("Rating (0 to 5)")).toHaveCount(0);
    // Where booking notices go: staff only.
    const address = `dana-${Date.now()}@example.org`;
    await dialog.getByLabel("Email (optional)").fill("dana at example");
    await dialog.getByRole("button", { name: "Add Mentor" }).click();
    await expect(dialog.getByText("Email must be a valid email address")).toBeVisible();
    await dialog.getByLabel("Email (optional)").fill(address);
    await expectNoAxeViolations(page);
    await dialog.screenshot({ path: "test-results/mentor-dialog.png" });
    await dialog.getByRole("button", { name: "Add Mentor" }).click();
    await expect(toastWith(page, "Mentor Added")).toBeVisible();
    const publicPage = await (await page.request.get("/mentorship")).text();
    expect(publicPage).toContain(name);
    expect(publicPage).not.toContain(address);

    const card = page.getByRole("article", { name });
    await expect(card.getByRole("list", { name: "Expertise" }).getByRole("listitem")).toHaveText([
      "MIG",
      "TIG",
      "Blueprints",
    ]);
    await page.goto("/mentorship");
    await expect(page.getByRole("article", { name }).getByText("Available today")).toBeVisible();

    await page.goto("/admin/mentors");
    await page
      .getByRole("article", { name })
      .getByRole("switch", { name: `Available: ${name}` })
      .click();
    await expect(toastWith(page, "Mentor Unavailable")).toBeVisible();
    await expect(page.getByRole("article", { name }).getByText("Unavailable", { exact: true })).toBeVisible();

    await page.goto("/mentorship");
    await expect(page.getByRole("article", { name }).getByText("Next available: Tomorrow")).toBeVisible();
  });

  test("a hidden success story is saved but not shown publicly", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/stories");
    await expect(page.getByRole("heading", { level: 1, name: "Success Stories" })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = `Kai Ortiz ${Date.now()}`;
    await page.getByRole("button", { name: "New Story" }).click();
    const dialog = page.getByRole("dialog", { name: "New Story" });
    await dialog.getByLabel("Student name").fill(name);
    await dialog.getByLabel("Program").fill("Auto Mechanics");
    await dialog.getByLabel("Age", { exact: true }).fill("21");
    await dialog.getByLabel("Testimonial").fill("I fix cars for a living now.");
    await dialog.getByRole("switch", { name: "Visible on the Success Stories page" }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add Story" }).click();
    await expect(toastWith(page, "Story Added")).toBeVisible();
    await expect(page.getByRole("article", { name }).getByText("Hidden", { exact: true })).toBeVisible();

    const stories = (await (await page.request.get("/api/success-stories")).json()) as { studentName: string }[];
    expect(stories.map((story) => story.studentName)).not.toContain(name);
  });

  test("an admin promotes a student to instructor and can't demote themselves", async ({ page, browser }) => {
    const learner = await newStudent(browser, "Promo");
    await signInAsStaff(page);
    await page.goto("/admin/users");
    await expectNoAxeViolations(page);

    await page.getByLabel("Search users").fill(learner.email);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("list", { name: "Users" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(learner.name);
    await row.getByRole("combobox", { name: `Role for ${learner.name}` }).selectOption("instructor");
    const dialog = page.getByRole("dialog", { name: "Change Role" });
    await expect(dialog).toContainText(`Make ${learner.name} an Instructor?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Change Role" }).click();
    await expect(toastWith(page, "Role Updated")).toBeVisible();
    await expect(row.getByRole("combobox")).toHaveValue("instructor");
    await expect(row.locator("span").getByText("Instructor", { exact: true })).toBeVisible();

    const me = (await (await learner.page.request.get("/api/auth/user")).json()) as { role: string };
    expect(me.role).toBe("instructor");
    await learner.context.close();

    // The admin's own row can't be changed.
    await page.getByLabel("Search users").fill("e2e-admin@example.org");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("combobox")).toBeDisabled();
    await expect(row.getByText("You can't change your own role")).toBeVisible();
  });

  test("an admin cancels a student's upcoming booking; the bookings CSV downloads", async ({ page, browser }) => {
    const learner = await newStudent(browser, "Booka");
    const mentors = (await (await learner.page.request.get("/api/mentors/available")).json()) as Item[];
    const booked = await learner.page.request.post(`/api/mentors/${mentors[0]!.id}/book`, {
      data: { scheduledAt: uniqueFutureSlot(), duration: 90, topic: "Welding certification path" },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await signInAsStaff(page);
    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Mentor Bookings" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: learner.email });
    await expect(row).toContainText("Welding certification path");
    await expect(row).toContainText("90 min");
    await expectNoAxeViolations(page);

    await row.getByRole("combobox").selectOption("cancelled");
    const dialog = page.getByRole("dialog", { name: "Cancel Session" });
    await expect(dialog).toContainText(learner.name);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel Session" }).click();
    await expect(toastWith(page, "Session Cancelled")).toBeVisible();
    await expect(row.getByRole("combobox")).toHaveValue("cancelled");

    const bookings = (await (await learner.page.request.get("/api/user/mentor-bookings")).json()) as {
      status: string;
    }[];
    expect(bookings.map((booking) => booking.status)).toEqual(["cancelled"]);
    await learner.context.close();

    // Filters narrow the list and the CSV link follows them.
    await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
    await expect(row).toHaveCount(0);
    await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
    await expect(row).toHaveCount(1);
    const csv = page.getByRole("link", { name: "Download CSV" });
    await expect(csv).toHaveAttribute("href", "/api/admin/bookings.csv?status=cancelled");
    const download = await page.request.get((await csv.getAttribute("href"))!);
    expect(download.headers()["content-type"]).toContain("text/csv");
    expect(await download.text()).toContain(learner.email);
  });

  test("donations list their total and the CSV link answers text/csv", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/donations");
    await expect(page.getByRole("heading", { level: 1, name: "Donations" })).toBeVisible();
    await expect(page.getByText("Total donated")).toBeVisible();
    await expectNoAxeViolations(page);
    const link = page.getByRole("link", { name: "Download CSV" });
    await expect(link).toHaveAttribute("href", "/api/admin/donations.csv");
    const response = await page.request.get("/api/admin/donations.csv");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
    expect(await response.text()).toContain("Amount");
  });
});
