import { courseSeeds } from "../../src/db/seed/courses/index";
import {
  allowProblems,
  expect,
  expectNoAxeViolations,
  hydrating,
  registerStudent,
  signInAsStaff,
  test,
} from "./fixtures";
import { CAREER, graduate, ok } from "./graduate";
import { linkIn, waitForMail } from "./support/mailbox";

/*
 * Outcomes after the course (issue 24): the follow-up link's page when the link can't be used or
 * was answered, the impact report with the demo's past completers, where staff record a call, and
 * a follow-up answered from its emailed link, seen in the report.
 */

const DEMO_COURSE = courseSeeds[0]!.title;

test("a follow-up link that does not work says what to do, in English and Spanish", async ({
  page,
  problems,
  baseURL,
}) => {
  const response = await page.goto("/outcomes/00000000-0000-4000-8000-000000000000?token=not-a-real-token");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
  await page.goto("/outcomes/00000000-0000-4000-8000-000000000000?answered=1");
  await expect(page.getByRole("heading", { level: 1, name: "¡Gracias!" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The first page answered 404, which the browser reports in its console.
  allowProblems(problems, /status of 404/);
});

test("the impact report shows the demo's completers, and a call staff record appears in it", async ({ page }) => {
  await signInAsStaff(page, "admin");
  await page.goto("/admin/impact");
  await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
  await expect(page.getByText("Students served")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Employed or in education after the course, among respondents" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Underlying rows (CSV)" })).toHaveAttribute("href", /figure=rows/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Course", { exact: true }).selectOption({ label: DEMO_COURSE });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const completers = page.getByRole("region", { name: "Completers of this course" });
  await expect(completers.getByRole("listitem").first()).toBeVisible();
  const first = completers.locator("ul > li").first();
  await first.getByRole("button", { name: "Record a call" }).click();
  await first.getByLabel("After").selectOption("12");
  await first.getByRole("radio", { name: "Yes, part-time" }).check();
  await first
    .getByRole("group", { name: "Are you in further education or training?" })
    .getByRole("radio", { name: "No" })
    .check();
  await first.getByLabel("Hourly wage (US dollars)").fill("19.25");
  await expectNoAxeViolations(page);
  await first.getByRole("button", { name: "Record" }).click();
  await expect(first.getByText("12 months: Part-time, $19.25/h (staff)")).toBeVisible();

  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Underlying rows (CSV)" }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("19.25");
});

test("a follow-up form answered from the emailed link appears in the report", async ({ page, browser, baseURL }) => {
  const student = await registerStudent(page, "Rosa");
  const staffContext = await browser.newContext();
  const staff = hydrating(await staffContext.newPage());
  await signInAsStaff(staff, "admin");
  await graduate(page.request, staff.request);

  // The certificate scheduled follow-ups at 6 and 12 months. The e2e server's hook (E2E_HOOKS, never
  // on in production) makes the 6 months one due now and sends it, as the job would in six months.
  const due = await staff.request.post("/api/e2e/follow-ups/due", { data: { email: student.email, months: 6 } });
  await ok(due);
  expect(((await due.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
  const mail = await waitForMail(student.email, `How are things going since ${CAREER.title}?`);
  const link = linkIn(mail, `${baseURL}/outcomes/`);

  // Opened where nobody is signed in, as from a phone's mail app.
  const phone = await browser.newContext();
  const form = hydrating(await phone.newPage());
  await form.goto(link);
  await expect(form.getByRole("heading", { level: 1, name: "Hello Rosa, how are things going?" })).toBeVisible();
  await form.getByRole("radio", { name: "Yes, full-time" }).check();
  await form
    .getByRole("group", { name: "Are you in further education or training?" })
    .getByRole("radio", { name: "No" })
    .check();
  await form.getByLabel("Employer").fill("Northside Builders");
  await form.getByLabel("Hourly wage (US dollars)").fill("21.50");
  await expectNoAxeViolations(form);
  await form.getByRole("button", { name: "Send my answers" }).click();
  await expect(form.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  // The link is used up.
  await form.goto(link);
  await expect(form.getByRole("heading", { level: 1, name: "This link can't be used any more" })).toBeVisible();
  await phone.close();

  // Staff see it in the report: the completer's answers and the rows' CSV.
  await staff.goto("/admin/impact");
  await staff.getByLabel("Course", { exact: true }).selectOption({ label: CAREER.title });
  await staff.getByRole("button", { name: "Show", exact: true }).click();
  const completer = staff
    .getByRole("region", { name: "Completers of this course" })
    .locator("ul > li")
    .filter({ hasText: student.email });
  await expect(completer.getByText("6 months: Full-time, $21.50/h (student)")).toBeVisible();
  const csv = await staff.request.get(
    (await staff.getByRole("link", { name: "Underlying rows (CSV)" }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  const row = (await csv.text()).split("\n").find((line) => line.includes(student.email));
  expect(row).toContain(",full-time,no,21.50,student,");
  await staffContext.close();
});
