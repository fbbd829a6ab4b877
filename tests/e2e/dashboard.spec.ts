import type { Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import { expect, expectNoAxeViolations, signInAsStaff, test } from "./fixtures";

/** Server-rendered markup is on screen before React takes it over; clicks before that are lost. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
  });
}

const toastWith = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });

const stat = (page: Page, label: string) => page.getByRole("group", { name: label });
const milestone = (page: Page, title: string) =>
  page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });

interface Course {
  id: string;
  title: string;
  category: string;
  isFree: boolean;
}

/** Enrols the signed-in student in a free course with one lesson done, and books a 30-minute session. */
async function enrollAndBook(page: Page, mentorName: string, daysAhead: number) {
  const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
  const course = courses.find((item) => item.isFree && item.title.startsWith("Urban Gardening"))!;
  expect((await page.request.post(`/api/courses/${course.id}/enroll`)).status()).toBe(201);
  const modules = (await (await page.request.get(`/api/courses/${course.id}/modules`)).json()) as { id: string }[];
  const lessons = (await (await page.request.get(`/api/modules/${modules[0]!.id}/lessons`)).json()) as {
    id: string;
  }[];
  expect((await page.request.post(`/api/lessons/${lessons[0]!.id}/complete`)).ok()).toBe(true);
  const progress = (await (await page.request.get(`/api/courses/${course.id}/progress`)).json()) as {
    completion: { percentage: number };
  };
  const percent = progress.completion.percentage;
  expect(percent).toBeGreaterThan(0);

  const mentors = (await (await page.request.get("/api/mentors")).json()) as {
    id: string;
    name: string;
    title: string;
  }[];
  const mentor = mentors.find((item) => item.name === mentorName)!;
  const scheduledAt = new Date(Date.now() + daysAhead * 86_400_000);
  scheduledAt.setUTCMinutes(0, 0, 0);
  const booking = await page.request.post(`/api/mentors/${mentor.id}/book`, {
    data: { scheduledAt: scheduledAt.toISOString(), duration: 30, topic: "Mock interview practice", notes: null },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return { course, percent, mentor, scheduledAt };
}

test.describe("dashboard", () => {
  test("a visitor sees a spinner, the 'Unauthorized' toast, then sign-in after 500 ms", async ({ page }) => {
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain("Loading your dashboard");
    expect(html).toContain('<meta name="robots" content="noindex"');

    // Time stands still from the start: the toast and its timer come as soon as the page hydrates.
    // (Paused 30 s ahead: on a busy machine the call reached the blank page over 1 s later, and
    // pausing in the past fails.)
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 30_000);
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: "Loading your dashboard" })).toBeAttached();
    const toast = toastWith(page, "Unauthorized");
    await expect(toast).toContainText("You are logged out. Logging in again...");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard/);
  });

  test("a new student: welcome, zeros, the empty My Courses and Get Support", async ({ page, student }) => {
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await expect(stat(page, "Total Courses")).toContainText("0");
    await expect(stat(page, "Total Courses")).toContainText("0 in progress");
    await expect(stat(page, "Completed")).toContainText("0");
    await expect(stat(page, "Average Progress")).toContainText("0%");
    await expect(stat(page, "Mentor Sessions")).toContainText("0 upcoming");

    await expect(page.getByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "true");
    const explore = page.getByRole("tabpanel").getByRole("link", { name: "Explore Courses" });
    await expect(explore).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Book Mentor" })).toHaveAttribute("href", "/mentorship");
    const summary = page.getByRole("region", { name: "Your Progress" });
    await expect(summary).toContainText("Courses enrolled0");
    await expectNoAxeViolations(page);

    // Get Support shows how to reach a person.
    await page.getByRole("button", { name: "Get Support" }).click();
    const support = page.getByRole("dialog", { name: "Get Support" });
    await expect(support.getByRole("link", { name: /Email us/ })).toHaveAttribute("href", /^mailto:/);
    await expectNoAxeViolations(page);
  });

  test("a new student: empty Mentorship tab, locked milestones, View Progress", async ({ page, student: _student }) => {
    await visit(page, "/dashboard");
    await page.getByRole("tab", { name: "Mentorship" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("No upcoming sessions");
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Achievements" }).click();
    for (const title of ["First Enrollment", "First Mentorship", "First Certification"]) {
      await expect(milestone(page, title)).toContainText("Locked");
    }
    await expectNoAxeViolations(page);

    // View Progress brings My Courses back.
    await page.getByRole("button", { name: "View Progress" }).click();
    await expect(page.getByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "My Courses" })).toBeFocused();
  });

  test("after enrolling and booking: stat cards, the course with its progress, the compact overview", async ({
    page,
    student: _student,
  }) => {
    const { course, percent, mentor } = await enrollAndBook(page, "Luis Romero", 4);
    await visit(page, "/dashboard");
    await expect(stat(page, "Total Courses")).toContainText("1");
    await expect(stat(page, "Total Courses")).toContainText("1 in progress");
    await expect(stat(page, "Completed")).toContainText("0");
    await expect(stat(page, "Average Progress")).toContainText(`${percent}%`);
    await expect(stat(page, "Mentor Sessions")).toContainText("1");
    await expect(stat(page, "Mentor Sessions")).toContainText("1 upcoming");

    const courseRow = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: course.title });
    await expect(courseRow).toContainText(course.category);
    await expect(courseRow).toContainText(`${percent}%`);
    await expect(courseRow.getByRole("progressbar", { name: `${course.title} progress` })).toHaveAttribute(
      "aria-valuenow",
      String(percent),
    );
    await expect(courseRow.getByRole("link", { name: /Continue/ })).toHaveAttribute("href", `/courses/${course.id}`);
    await expect(courseRow.getByText("Certified")).toHaveCount(0);

    // The compact overview lists the course and the session.
    const summary = page.getByRole("region", { name: "Your Progress" });
    await expect(summary.getByRole("link", { name: course.title })).toBeVisible();
    await expect(summary).toContainText(mentor.name);
    await expectNoAxeViolations(page);
  });

  test("after enrolling and booking: the upcoming session and the first two milestones", async ({
    page,
    student: _student,
  }) => {
    const { mentor, scheduledAt } = await enrollAndBook(page, "Mei Chen", 5);
    await visit(page, "/dashboard");
    await page.getByRole("tab", { name: "Mentorship" }).click();
    const upcoming = page.getByRole("region", { name: "Upcoming Sessions" });
    await expect(upcoming.getByRole("heading", { name: mentor.name })).toBeVisible();
    await expect(upcoming.getByRole("img", { name: mentor.name })).toBeVisible();
    await expect(upcoming).toContainText(mentor.title);
    await expect(upcoming).toContainText("Mock interview practice");
    await expect(upcoming).toContainText("30 minutes");
    const shown = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(scheduledAt);
    await expect(upcoming.locator("time")).toHaveText(shown);
    await expect(page.getByRole("region", { name: "Session History" })).toContainText(
      "Your past sessions will appear here.",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Achievements" }).click();
    await expect(milestone(page, "First Enrollment")).toContainText("Achieved");
    await expect(milestone(page, "First Mentorship")).toContainText("Achieved");
    await expect(milestone(page, "First Certification")).toContainText("Locked");
    await expectNoAxeViolations(page);
  });

  test("completed courses and past sessions: Certified, completion date, certificate badge, history of 5", async ({
    page,
    student: _student,
  }) => {
    // Completing a course takes an approved project, and sessions can't be booked in the past,
    // so these answers are stood in for; the dashboard is reached in the page (not server-rendered).
    const day = 86_400_000;
    const completedAt = new Date(Date.now() - 10 * day);
    completedAt.setUTCHours(12, 0, 0, 0);
    const course = { id: "c-1", title: "Carpentry Foundations", category: "Carpentry & Woodworking", imageUrl: null };
    const enrollment = {
      id: "e-1",
      userId: "u",
      courseId: course.id,
      progress: 100,
      completed: true,
      completedAt: completedAt.toISOString(),
      enrolledAt: new Date(Date.now() - 40 * day).toISOString(),
      course,
    };
    const mentor = { name: "Marcus Bell", title: "Master Carpenter & Site Supervisor", imageUrl: null };
    const bookingAt = (offsetDays: number, status = "scheduled") => ({
      id: `b${offsetDays}`,
      userId: "u",
      mentorId: "m",
      scheduledAt: new Date(Date.now() + offsetDays * day).toISOString(),
      duration: 60,
      topic: `Session ${offsetDays}`,
      notes: null,
      status,
      createdAt: new Date(Date.now() - 60 * day).toISOString(),
      mentor,
    });
    const bookings = [-7, -6, -5, -4, -3, -2, -1].map((offset) => bookingAt(offset)).concat(bookingAt(2, "cancelled"));
    await page.route("**/api/user/enrollments", (route) => route.fulfill({ json: [enrollment] }));
    await page.route("**/api/user/mentor-bookings", (route) => route.fulfill({ json: bookings }));
    const certificate = {
      certId: "TSA-2026-7Q4K9",
      courseId: course.id,
      studentName: "Jordan Lee",
      courseTitle: course.title,
      standards: null,
      issueDate: completedAt.toISOString(),
    };
    await page.route("**/api/user/certificates", (route) => route.fulfill({ json: [certificate] }));

    await visit(page, "/mentorship");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(stat(page, "Completed")).toContainText("1");
    await expect(stat(page, "Average Progress")).toContainText("100%");
    await expect(stat(page, "Mentor Sessions")).toContainText("0 upcoming");

    const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
      completedAt,
    );
    const row = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: course.title });
    await expect(row.getByText("Certified")).toBeVisible();
    await expect(row).toContainText(`Completed ${date}`);

    await page.getByRole("tab", { name: "Mentorship" }).click();
    await expect(page.getByRole("region", { name: "Upcoming Sessions" })).toContainText("No upcoming sessions");
    const history = page.getByRole("region", { name: "Session History" }).getByRole("listitem");
    await expect(history).toHaveCount(5);
    await expect(history.first()).toContainText("Session -1");
    await expect(history.last()).toContainText("Session -5");
    for (const item of await history.all()) await expect(item).toContainText("Completed");
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Achievements" }).click();
    await expect(page.getByRole("region", { name: "Course Certificates" })).toContainText(course.title);
    await expect(page.getByRole("region", { name: "Course Certificates" })).toContainText(date);
    // The certificate card leads to the certificate's page.
    await expect(
      page
        .getByRole("region", { name: "Course Certificates" })
        .getByRole("link", { name: `View certificate: ${course.title}` }),
    ).toHaveAttribute("href", `/certificates/${certificate.certId}`);
    // And its printable PDF, in the dashboard's language (issue 25).
    await expect(
      page
        .getByRole("region", { name: "Course Certificates" })
        .getByRole("link", { name: `Download PDF: ${course.title}` }),
    ).toHaveAttribute("href", `/api/certificates/${certificate.certId}/pdf?lang=en`);
    // And LinkedIn's add-to-profile with the certification's name and id (issue 25).
    const linkedIn = page
      .getByRole("region", { name: "Course Certificates" })
      .getByRole("link", { name: `Add to LinkedIn: ${course.title}` });
    await expect(linkedIn).toHaveAttribute(
      "href",
      new RegExp(
        `^https://www\\.linkedin\\.com/profile/add\\?startTask=CERTIFICATION_NAME&.*certId=${certificate.certId}`,
      ),
    );
    expect(new URL((await linkedIn.getAttribute("href"))!).searchParams.get("certUrl")).toMatch(
      new RegExp(`^https?://[^/]+/certificates/${certificate.certId}$`),
    );
    for (const title of ["First Enrollment", "First Mentorship", "First Certification"]) {
      await expect(milestone(page, title)).toContainText("Achieved");
    }
    await expectNoAxeViolations(page);
  });
});

test("dashboard fits a 360 px phone @phone", async ({ page, student }) => {
  await visit(page, "/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${student.firstName}!` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const name of ["My Courses", "Mentorship", "Achievements"]) {
    const tab = page.getByRole("tab", { name });
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  await expectNoAxeViolations(page);
});

test("a project sent back for changes shows on the dashboard and leads to it", async ({
  page,
  browser,
  student: _student,
}) => {
  const money = courseSeeds.find((course) =>
    course.modules.some((module) => module.project?.title === "My First Monthly Budget"),
  )!;
  const project = money.modules.find((module) => module.project?.title === "My First Monthly Budget")!.project!;
  expect((await page.request.post(`/api/courses/${money.id}/enroll`)).ok()).toBe(true);
  const sent = await page.request.post(`/api/projects/${project.id}/submissions`, { data: { content: "A budget." } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  await visit(page, "/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Changes requested" })).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, "admin");
  const feedback = "List at least 10 expenses, each labeled as a need or a want.";
  const reviewed = await staff.request.post(`/api/staff/submissions/${id}/review`, {
    data: { status: "needs_revision", feedback },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  await staffContext.close();

  // Server-rendered with the page: the card is there on arrival.
  await visit(page, "/dashboard");
  const card = page.getByRole("region", { name: "Changes requested" });
  await expect(card).toContainText(money.title);
  await expect(card).toContainText(feedback);
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await expect(page.getByRole("tab", { name: "My Submissions (1)" })).toHaveAttribute("aria-selected", "true");
});
