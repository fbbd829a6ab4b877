import type { Browser, Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import {
  expect,
  expectNoAxeViolations,
  hydrating,
  registerStudent,
  signInAsStaff,
  test,
  withTeamLock,
} from "./fixtures";

/*
 * Course teams (issue 24): an admin puts an instructor on one course's team on the course's page;
 * the instructor then sees that course's submissions, and not another course's.
 */

function seededProject(title: string) {
  const course = courseSeeds.find((item) => item.title.startsWith(title));
  const project = course?.modules.find((module) => module.project)?.project;
  if (!course || !project) throw new Error(`No seeded course "${title}" with a project`);
  return { courseTitle: course.title, projectTitle: project.title };
}

const GARDENING = seededProject("Urban Gardening");
const CAREER = seededProject("Career Launch");

interface Listed {
  id: string;
  title: string;
  modules: { projects: { id: string; title: string }[] }[];
}

/** The seeded course's id and its project's, as the admin's API lists them. */
async function courseAndProject(page: Page, seeded: { courseTitle: string; projectTitle: string }) {
  const courses = (await (await page.request.get("/api/staff/courses")).json()) as { id: string; title: string }[];
  const course = courses.find((item) => item.title === seeded.courseTitle)!;
  const tree = (await (await page.request.get(`/api/staff/courses/${course.id}`)).json()) as Listed;
  const project = tree.modules.flatMap((module) => module.projects).find((item) => item.title === seeded.projectTitle)!;
  return { courseId: course.id, projectId: project.id };
}

/** A student in a browser context of their own who enrols and sends a text submission. */
async function studentSubmits(browser: Browser, firstName: string, courseId: string, projectId: string) {
  const context = await browser.newContext();
  const page = hydrating(await context.newPage());
  const student = await registerStudent(page, firstName);
  expect((await page.request.post(`/api/courses/${courseId}/enroll`)).ok()).toBe(true);
  const sent = await page.request.post(`/api/projects/${projectId}/submissions`, {
    data: { content: `${firstName}'s plan, with measurements.` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await context.close();
  return student;
}

test("an admin puts an instructor on a course's team, who then sees only that course's submissions", async ({
  page,
  browser,
}) => {
  // The instructor: a new account on no team yet.
  const instructorContext = await browser.newContext();
  const instructorPage = hydrating(await instructorContext.newPage());
  const instructor = await signInAsStaff(instructorPage, "instructor", { teamOf: "none" });
  const instructorName = `${instructor.firstName} Rivera`;

  await signInAsStaff(page, "admin");
  const gardening = await courseAndProject(page, GARDENING);
  const career = await courseAndProject(page, CAREER);
  const grower = await studentSubmits(browser, "Gale", gardening.courseId, gardening.projectId);
  const jobSeeker = await studentSubmits(browser, "Cato", career.courseId, career.projectId);

  // On no team, the instructor's queue shows neither submission, and the course answers 404.
  await instructorPage.goto("/admin/reviews");
  await expect(instructorPage.getByRole("heading", { level: 1, name: "Project Reviews" })).toBeVisible();
  await expect(instructorPage.getByText(grower.email)).toHaveCount(0);
  expect((await instructorPage.request.get(`/api/staff/courses/${gardening.courseId}`)).status()).toBe(404);

  // The admin chooses the instructor on the Urban Gardening page. The team is saved whole, so no
  // other worker's fixture changes it meanwhile.
  await withTeamLock(async () => {
    await page.goto(`/admin/courses/${gardening.courseId}`);
    const team = page.getByRole("region", { name: "Course team" });
    await expect(team.getByRole("group", { name: "Instructors on this course" })).toBeVisible();
    const box = team.getByRole("checkbox", { name: instructor.email });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleName(new RegExp(instructorName));
    await expectNoAxeViolations(page);
    await box.check();
    await team.getByRole("button", { name: "Save Team" }).click();
    await expect(page.getByText("Course Team Saved").first()).toBeVisible();
  });
  const team = (await (await page.request.get(`/api/staff/courses/${gardening.courseId}/instructors`)).json()) as {
    email: string;
  }[];
  expect(team.map((member) => member.email)).toContain(instructor.email);
  await expectNoAxeViolations(page);

  // The instructor now sees the Urban Gardening submission, and still not the Career Launch one.
  await instructorPage.goto("/admin/reviews");
  const queue = instructorPage.getByRole("list", { name: "Submissions" });
  await expect(queue.getByRole("listitem").filter({ hasText: grower.email })).toBeVisible();
  await expect(instructorPage.getByText(jobSeeker.email)).toHaveCount(0);
  for (const row of await queue.getByRole("listitem").all()) await expect(row).toContainText(GARDENING.courseTitle);
  await expectNoAxeViolations(instructorPage);
  expect((await instructorPage.request.get(`/api/staff/courses/${career.courseId}`)).status()).toBe(404);
  await instructorContext.close();
});

test("the audit lists staff reads of students' work, newest first, with its CSV", async ({ page, browser }) => {
  await signInAsStaff(page, "admin");
  const gardening = await courseAndProject(page, GARDENING);
  const student = await studentSubmits(browser, "Aida", gardening.courseId, gardening.projectId);
  const queue = (await (await page.request.get("/api/staff/submissions?status=pending")).json()) as {
    id: string;
    student: { email: string };
  }[];
  const submission = queue.find((entry) => entry.student.email === student.email)!;
  expect((await page.request.get(`/api/staff/submissions/${submission.id}`)).ok()).toBe(true);

  await page.goto("/admin");
  const audit = page.getByRole("region", { name: "Audit" });
  const row = audit.getByRole("row").filter({ hasText: "Aida Rivera" }).first();
  await expect(row).toContainText("Project submission");
  await expect(row).toContainText(GARDENING.courseTitle);
  await expect(audit.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/staff/audit.csv");
  await expectNoAxeViolations(page);
});

test("in Spanish, the staff sections read in Spanish after moving between staff pages in the app", async ({
  page,
  baseURL,
}) => {
  // The staff messages are a catalogue of their own that only staff pages load (lingui.config.ts):
  // a page reached by a link in the app, not by its address, must bring them before it renders.
  await signInAsStaff(page, "admin");
  await page.context().addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
  const gardening = await courseAndProject(page, GARDENING);
  await page.goto("/admin/reviews");
  const nav = page.getByRole("navigation", { name: "Staff" });
  await nav.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const audit = page.getByRole("region", { name: "Auditoría" });
  await expect(audit.getByRole("link", { name: "Descargar CSV" })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Courses" }).click();
  await page.getByRole("link", { name: `Edit ${GARDENING.courseTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${gardening.courseId}$`));
  const team = page.getByRole("region", { name: "Equipo del curso" });
  await expect(team.getByRole("group", { name: "Instructores de este curso" })).toBeVisible();
  await expect(team.getByRole("button", { name: "Guardar equipo" })).toBeVisible();
  await expectNoAxeViolations(page);
});
