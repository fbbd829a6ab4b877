import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, registerStudent, signInAsStaff, test } from "./fixtures.js";
import { unsubscribeToken } from "../../src/server/modules/email/unsubscribe.js";
import { waitForMail } from "./support/mailbox.js";

/** playwright.config.ts gives the test server this secret, which signs unsubscribe links. */
const E2E_SESSION_SECRET = "e2e-session-secret-for-this-test-server-only";

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
    const bookings = settings.getByRole("switch", { name: "Mentorship session reminders" });
    await expect(bookings).toHaveAttribute("aria-checked", "true");
    await expect(settings.getByRole("switch", { name: "Project reviews" })).toHaveAttribute("aria-checked", "true");
    // A certificate's email is transactional since issue 23: no switch.
    await expect(settings.getByRole("switch", { name: "Certificates" })).toHaveCount(0);
    // The review digest is for staff only.
    await expect(settings.getByRole("switch", { name: "Submissions waiting for review" })).toHaveCount(0);
    // Instructors' check-ins (issue 24) are the student's to turn off; the at-risk digest is for staff.
    await expect(settings.getByRole("switch", { name: "Check-ins from your instructors" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(settings.getByRole("switch", { name: "Students at risk" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await bookings.click();
    await expect(bookings).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText(
      "Mentorship session reminders: off.",
    );
    expect((await preferences(page)).notices.find((notice) => notice.key === "bookings")?.isEnabled).toBe(false);
    await settings.screenshot({ path: "test-results/email-settings.png" });

    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Email settings" })
        .getByRole("switch", { name: "Mentorship session reminders" }),
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
    await expect(settings.getByRole("switch", { name: "Students at risk" })).toHaveAttribute("aria-checked", "true");
  });
});

test.describe("unsubscribe page", () => {
  test("a notice's List-Unsubscribe address, opened in a browser, shows the page in the person's language and stops that notice only", async ({
    page,
    browser,
  }) => {
    const student = await registerStudent(page, "Noor");
    // The welcome is transactional (issue 23): no unsubscribe link or header.
    const mail = await waitForMail(student.email, "Welcome to Trade Skills Academy");
    expect(JSON.stringify(mail)).not.toMatch(/unsubscribe/i);
    expect((await page.request.put("/api/user/locale", { data: { locale: "es" } })).status()).toBe(200);
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    const token = unsubscribeToken(E2E_SESSION_SECRET, { list: "notices", userId: me.id, notice: "bookings" });

    // A separate browser with no session, in English: the address must work without signing in,
    // and speak the person's language (RFC 2369 clients open it with a GET).
    const context = await browser.newContext({ locale: "en-US" });
    const visitor = await context.newPage();
    const problems: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await visitor.goto(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(new URL(visitor.url()).pathname).toBe("/unsubscribe");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "es");
    await expect(visitor.getByRole("heading", { level: 1, name: "Darme de baja" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Darme de baja" }).click();
    await expect(visitor.getByRole("status")).toContainText(
      "Cancelaste la suscripción a este aviso: Recordatorios de sesiones de mentoría.",
    );
    await expectNoAxeViolations(visitor);
    expect(problems).toEqual([]);
    await context.close();

    const notices = (await preferences(page)).notices.map((notice) => [notice.key, notice.isEnabled]);
    expect(notices).toEqual([
      ["bookings", false],
      ["reviews", true],
      ["followUps", true],
      ["reviewDigest", true],
      ["nudges", true],
      ["atRiskDigest", true],
    ]);
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
