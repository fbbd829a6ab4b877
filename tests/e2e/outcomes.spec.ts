import { courseSeeds } from "../../src/db/seed/courses/index";
import { allowProblems, expect, expectNoAxeViolations, signInAsStaff, test } from "./fixtures";

/*
 * Outcomes after the course (issue 24): the follow-up link's page when the link can't be used or
 * was answered, and the impact report with the demo's past completers, where staff record a call.
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
