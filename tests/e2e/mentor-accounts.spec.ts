import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  registerStudent,
  signInAsStaff,
  signOut,
  test,
  waitForHydration,
} from "./fixtures";

/*
 * Mentor accounts (issue 26): an admin links a mentor profile to an account, the mentor signs in
 * with the real form, lands on /mentor and sets availability; a student then books outside it and
 * sees the dialog's notice (the booking still goes through).
 */

// A zone without daylight saving: the windows (written in UTC) and the chosen time line up exactly.
test.use({ timezoneId: "UTC" });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("an admin links a mentor, who sets availability on /mentor; a student booking outside it sees the notice", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Nadia Mentor ${Date.now()}`;

  // The mentor-to-be signs up (an existing account is what the admin links).
  const mentorContext = await browser.newContext({ timezoneId: "UTC" });
  const mentorPage = await mentorContext.newPage();
  const person = await registerStudent(mentorPage, "Nadia");
  await signOut(mentorPage);

  // The admin makes the profile and links it to that account on /admin/mentors.
  await signInAsStaff(page, "admin");
  const created = await page.request.post("/api/admin/mentors", {
    data: { name, title: "Welder", bio: "Twenty years of structural welding.", expertise: ["MIG"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await visit(page, "/admin/mentors");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await row.getByLabel("Link an account by email").fill(person.email);
  await row.getByRole("button", { name: "Link or invite" }).click();
  await expect(row.getByText(`Signs in as ${person.email}`)).toBeVisible();

  // The mentor signs in with the form and lands on /mentor.
  await visit(mentorPage, "/login");
  const form = mentorPage.getByRole("form", { name: "Sign in" });
  await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password", { exact: true }).fill(person.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(mentorPage).toHaveURL(/\/mentor$/);
  await expect(mentorPage.getByRole("heading", { level: 1, name: `Hello, ${name}` })).toBeVisible();
  await waitForHydration(mentorPage);
  await expectNoAxeViolations(mentorPage);

  // Mornings only, every day: 09:00 to 10:00 UTC.
  await mentorPage.getByLabel("Your time zone").selectOption("UTC");
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  for (const [index, day] of days.entries()) {
    await mentorPage.getByRole("button", { name: "Add a window" }).click();
    const window = mentorPage.getByRole("group", { name: `Window ${index + 1}` });
    await window.getByLabel("Day", { exact: true }).selectOption(day);
    await window.getByLabel("Start", { exact: true }).fill("09:00");
    await window.getByLabel("End", { exact: true }).fill("10:00");
  }
  await mentorPage.getByRole("button", { name: "Save availability" }).click();
  await expect(mentorPage.getByText("Availability saved").first()).toBeVisible();
  const saved = (await (await mentorPage.request.get("/api/mentor/availability")).json()) as { windows: unknown[] };
  expect(saved.windows).toHaveLength(7);

  // An overlap is refused with a message that names the window.
  await mentorPage.getByRole("button", { name: "Add a window" }).click();
  const extra = mentorPage.getByRole("group", { name: "Window 8" });
  await extra.getByLabel("Day", { exact: true }).selectOption("Monday");
  await extra.getByLabel("Start", { exact: true }).fill("09:30");
  await extra.getByLabel("End", { exact: true }).fill("11:00");
  await mentorPage.getByRole("button", { name: "Save availability" }).click();
  await expect(mentorPage.getByRole("alert").filter({ hasText: "This window overlaps another one" })).toBeVisible();
  await mentorContext.close();

  // A student picks tomorrow evening: outside the windows, so the dialog says so, and books anyway.
  await signOut(page);
  await registerStudent(page, "Sam");
  await visit(page, "/mentorship");
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Next free times")).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Preferred Date & Time").fill(`${tomorrow}T20:00`);
  const notice = `${name} usually isn't available then — they'll confirm or suggest another time.`;
  await expect(dialog.getByText(notice)).toBeVisible();
  // Inside a window: no notice.
  await dialog.getByLabel("Preferred Date & Time").fill(`${tomorrow}T09:00`);
  await expect(dialog.getByText(notice)).toBeHidden();
  await dialog.getByLabel("Preferred Date & Time").fill(`${tomorrow}T20:00`);
  await dialog.getByLabel("Session Duration").selectOption({ index: 0 });
  const booked = page.waitForResponse(
    (response) => response.url().endsWith("/book") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Book Session" }).click();
  expect((await booked).status()).toBe(201);
});
