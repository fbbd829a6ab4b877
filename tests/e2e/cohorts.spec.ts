import { courseSeeds } from "../../src/db/seed/courses/index";
import { expect, expectNoAxeViolations, hydrating, registerStudent, signInAsStaff, test } from "./fixtures";
import { linkIn, waitForMail } from "./support/mailbox.js";

/*
 * Cohorts and the progress board (issue 24): an instructor makes a cohort on the course's page,
 * pastes a list of addresses, reads what happened to each line, opens the cohort's board; the
 * students then see their cohort on the course page and the dashboard.
 */

const COURSE_TITLE = courseSeeds.find((course) => course.title.startsWith("Electrical Basics"))!.title;

test("an instructor adds a cohort by pasting emails and sees the board", async ({ page, browser }) => {
  // Two students with accounts, in browser contexts of their own.
  const studentContext = await browser.newContext();
  const studentPage = hydrating(await studentContext.newPage());
  const ana = await registerStudent(studentPage, "Ana");
  const otherContext = await browser.newContext();
  const bo = await registerStudent(hydrating(await otherContext.newPage()), "Bo");
  await otherContext.close();

  await signInAsStaff(page, "instructor");
  const courses = (await (await page.request.get("/api/staff/courses")).json()) as { id: string; title: string }[];
  const course = courses.find((item) => item.title === COURSE_TITLE)!;
  await page.goto(`/admin/courses/${course.id}`);
  const cohorts = page.getByRole("region", { name: "Cohorts" });
  await expect(cohorts).toBeVisible();

  const name = `Evenings ${Date.now()}`;
  await cohorts.getByLabel("Name", { exact: true }).fill(name);
  await cohorts.getByLabel("Starts on").fill("2027-03-01");
  await cohorts.getByLabel("Ends on").fill("2027-06-30");
  await cohorts.getByLabel("Places (optional)").fill("12");
  await cohorts.getByRole("button", { name: "Create Cohort" }).click();
  const card = cohorts.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("0 of 12 places taken")).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Add students" }).click();
  const invitee = `invitee-${Date.now()}@example.org`;
  await card.getByLabel("Email addresses").fill(`"Ana Rivera" <${ana.email}>, ${bo.email}\nSpring list\n${invitee}`);
  await card.getByRole("button", { name: "Add to Cohort" }).click();
  const results = card.getByRole("status").filter({ hasText: "What happened to each line" });
  await expect(results.getByRole("listitem")).toHaveCount(4);
  await expect(results.getByRole("listitem").filter({ hasText: ana.email })).toContainText("added");
  await expect(results.getByRole("listitem").filter({ hasText: bo.email })).toContainText("added");
  await expect(results.getByRole("listitem").filter({ hasText: "Spring list" })).toContainText("not a valid email");
  await expect(results.getByRole("listitem").filter({ hasText: invitee })).toContainText("invited (no account yet)");
  await expect(card.getByText("2 of 12 places taken")).toBeVisible();
  await expect(card.getByText(invitee).last()).toBeVisible();
  await expectNoAxeViolations(page);

  // The cohort's board: its two students, found by name with the filters form.
  await card.getByRole("link", { name: "Progress board" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/progress\\?cohort=`));
  await expect(page.getByText(`Cohort ${name}:`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "2 students" })).toBeVisible();
  const table = page.getByRole("region", { name: "Progress by student and item" });
  await expect(table.getByRole("rowheader")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByLabel("Name or email").fill("Bo");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=Bo/);
  await expect(page.getByRole("status").filter({ hasText: "1 student ·" })).toBeVisible();
  await expect(table.getByRole("rowheader")).toHaveCount(1);
  await expect(table.getByRole("rowheader")).toContainText(bo.email);
  const csv = await page.request.get(`/api/staff/courses/${course.id}/progress.csv?q=Bo`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(bo.email);

  // On a phone, a card per student.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Bo Rivera" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The student sees the cohort and its dates on the course page and the dashboard.
  await studentPage.goto(`/courses/${course.id}`);
  await expect(studentPage.getByText(`Your cohort: ${name}`)).toBeVisible();
  await expect(studentPage.getByText(/Mar 1, 2027/).first()).toBeVisible();
  await expectNoAxeViolations(studentPage);
  await studentPage.goto("/dashboard");
  const mine = studentPage.getByRole("region", { name: "Your cohorts" });
  await expect(mine).toContainText(name);
  await expect(mine).toContainText(COURSE_TITLE);
  await expectNoAxeViolations(studentPage);
  await studentContext.close();
});

test("an address without an account follows the emailed invitation, signs up and is in the cohort", async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = hydrating(await staffContext.newPage());
  await signInAsStaff(staff, "admin");
  const courses = (await (await staff.request.get("/api/staff/courses")).json()) as { id: string; title: string }[];
  const course = courses.find((item) => item.title === COURSE_TITLE)!;
  const name = `Invited ${Date.now()}`;
  const created = await staff.request.post(`/api/staff/courses/${course.id}/cohorts`, {
    data: { name, startsOn: "2027-03-01", endsOn: "2027-06-30" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: cohortId } = (await created.json()) as { id: string };
  const invitee = `e2e-invitee-${Date.now()}-${process.pid}@example.org`;
  const added = await staff.request.post(`/api/staff/courses/${course.id}/cohorts/${cohortId}/members`, {
    data: { emails: invitee, locale: "en" },
  });
  expect(added.status()).toBe(200);
  await staffContext.close();

  const mail = await waitForMail(invitee, /^You are invited to /);
  expect(mail.text).toContain(name);
  await page.goto(linkIn(mail, "http://localhost:"));
  const form = page.getByRole("form", { name: "Create account" });
  await expect(form.getByRole("button", { name: "Create account" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await form.getByLabel("First name").fill("Inez");
  await form.getByLabel("Email").fill(invitee);
  await form.getByLabel("Password", { exact: true }).fill("sturdy-oak-workbench-42");
  await form.getByRole("button", { name: "Create account" }).click();

  // The link's returnTo is the course: enrolled, and in the cohort.
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await expect(page.getByText(`Your cohort: ${name}`)).toBeVisible();
  await expect(page.getByText("Enrolled", { exact: true })).toBeVisible();
});
