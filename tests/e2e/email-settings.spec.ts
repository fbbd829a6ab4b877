import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, registerStudent, signInAsStaff, test } from "./fixtures.js";
import { linkIn, waitForMail } from "./support/mailbox.js";

interface Preferences {
  notices: { key: string; isEnabled: boolean }[];
}

async function preferences(page: Page): Promise<Preferences> {
  const response = await page.request.get("/api/user/email-preferences");
  expect(response.status()).toBe(200);
  return (await response.json()) as Preferences;
}

test.describe("email settings", () => {
  test("a student turns booking notices off on the dashboard, and the choice stays after a reload", async ({
    page,
    student: _student,
  }) => {
    await page.goto("/dashboard");
    const settings = page.getByRole("region", { name: "Email settings" });
    await expect(settings).toBeVisible();
    const bookings = settings.getByRole("switch", { name: "Mentorship bookings" });
    await expect(bookings).toHaveAttribute("aria-checked", "true");
    await expect(settings.getByRole("switch", { name: "Project reviews" })).toHaveAttribute("aria-checked", "true");
    await expect(settings.getByRole("switch", { name: "Certificates" })).toHaveAttribute("aria-checked", "true");
    // The review digest is for staff only.
    await expect(settings.getByRole("switch", { name: "Submissions waiting for review" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await bookings.click();
    await expect(bookings).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Mentorship bookings: off.");
    expect((await preferences(page)).notices.find((notice) => notice.key === "bookings")?.isEnabled).toBe(false);
    await settings.screenshot({ path: "test-results/email-settings.png" });

    await page.reload();
    await expect(
      page.getByRole("region", { name: "Email settings" }).getByRole("switch", { name: "Mentorship bookings" }),
    ).toHaveAttribute("aria-checked", "false");
  });

  test("staff see the review digest switch", async ({ page }) => {
    await signInAsStaff(page, "instructor");
    await page.goto("/dashboard");
    const settings = page.getByRole("region", { name: "Email settings" });
    await expect(settings.getByRole("switch", { name: "Submissions waiting for review" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
});

test.describe("unsubscribe page", () => {
  test("the welcome email's footer link opens a page whose button stops optional notices, signed out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const student = await registerStudent(page, "Noor");
    const mail = await waitForMail(student.email, "Welcome to Trade Skills Academy");
    const unsubscribeLink = linkIn(mail, `${baseURL}/unsubscribe?token=`);

    // A separate browser with no session: the link must work without signing in.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const problems: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const target = new URL(unsubscribeLink);
    await visitor.goto(`${target.pathname}${target.search}`);
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: "test-results/unsubscribe-before.png", fullPage: true });
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.getByRole("status")).toContainText("You are unsubscribed from optional notices.");
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: "test-results/unsubscribe-after.png", fullPage: true });
    expect(problems).toEqual([]);
    await context.close();

    expect((await preferences(page)).notices.every((notice) => !notice.isEnabled)).toBe(true);
  });

  test("a tampered link says it is invalid", async ({ page, problems }) => {
    await page.goto("/unsubscribe?token=bm90aWNlczp4.tampered");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This unsubscribe link is invalid. Use the link from your latest email.",
    );
    // The browser reports the refused POST (400) in its console; that is the case under test.
    allowProblems(problems, /status of 400/);
    await expectNoAxeViolations(page);
  });
});

test("a mentor's email address stays out of the public pages", async ({ page }) => {
  await signInAsStaff(page);
  const address = `hidden-mentor-${Date.now()}@example.org`;
  const created = await page.request.post("/api/admin/mentors", {
    data: { name: "Hidden Address Mentor", title: "Plumber", bio: "Pipes and fittings.", email: address },
  });
  expect(created.status(), await created.text()).toBe(201);
  const html = await (await page.request.get("/mentorship")).text();
  expect(html).toContain("Hidden Address Mentor");
  expect(html).not.toContain(address);
  for (const url of ["/api/mentors", "/api/mentors/available"]) {
    const body = await (await page.request.get(url)).text();
    expect(body).toContain("Hidden Address Mentor");
    expect(body).not.toContain(address);
  }
  // Admins see it in the mentor's edit dialog.
  await page.goto("/admin/mentors");
  await page.getByRole("button", { name: "Edit Hidden Address Mentor" }).click();
  await expect(page.getByLabel("Email (optional)")).toHaveValue(address);
});
