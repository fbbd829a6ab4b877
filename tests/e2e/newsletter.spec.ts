import { allowProblems, expect, expectNoAxeViolations, hydrating, signInAsStaff, test } from "./fixtures.js";
import type { Page } from "@playwright/test";
import { headerOf, linkIn, mailsTo, waitForMail } from "./support/mailbox.js";

const CONFIRM_SUBJECT = "Confirm your Trade Skills Academy newsletter subscription";

/** Subscribes through the API and confirms by the emailed link in the page, as a reader would. */
async function confirmedReader(page: Page, reader: string) {
  const response = await page.request.post("/api/newsletter/subscribe", { data: { email: reader } });
  expect(response.status()).toBe(202);
  await page.goto(linkIn(await waitForMail(reader, CONFIRM_SUBJECT), "http://localhost:"));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Confirmed" })).toBeVisible();
}

/** Sends a published post to every confirmed subscriber (again) as the admin, and answers its title. */
async function sendAPost(staff: Page): Promise<string> {
  const posts = (await (await staff.request.get("/api/admin/blog")).json()) as {
    id: string;
    title: string;
    isPublished: boolean;
  }[];
  const post = posts.filter((candidate) => candidate.isPublished).at(-1)!;
  const sent = await staff.request.post(`/api/admin/blog/${post.id}/send`, { data: { resend: true } });
  expect(sent.status(), await sent.text()).toBe(202);
  return post.title;
}

test("subscribe on the blog, confirm by the emailed link, get a sent post with one-click unsubscribe, and staff follow it", async ({
  page,
  browser,
  problems,
}) => {
  const reader = `reader-${Date.now()}@example.org`;
  await page.goto("/blog");
  const box = page.getByRole("region", { name: "Stay in the Loop" });
  await box.getByLabel("Email address").fill(reader);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Almost there! Check your inbox to confirm your subscription.")).toBeVisible();

  const confirmation = await waitForMail(reader, CONFIRM_SUBJECT);
  expect(headerOf(confirmation, "List-Unsubscribe")).toBeUndefined();
  const link = linkIn(confirmation, "http://localhost:");
  expect(new URL(link).pathname).toBe("/newsletter/confirm");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Confirmed" })).toBeVisible();
  await expect(page.getByText("Your subscription is confirmed. Thank you for joining!")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/newsletter-confirmed.png" });

  // A used link again still says confirmed; a made-up one says it is not valid.
  await page.goto(`/newsletter/confirm?token=not-a-token`);
  await expect(page.getByRole("heading", { level: 1, name: "Link Not Valid" })).toBeVisible();
  await expect(page.getByText("This confirmation link is invalid or no longer works.", { exact: false })).toBeVisible();
  allowProblems(problems, /status of 400/);

  // An admin sends a published post from the blog manager, in another browser context.
  const staffContext = await browser.newContext();
  const staff = hydrating(await staffContext.newPage());
  await signInAsStaff(staff);
  const posts = (await (await staff.request.get("/api/admin/blog")).json()) as {
    title: string;
    isPublished: boolean;
  }[];
  const post = posts.find((candidate) => candidate.isPublished)!;
  await staff.goto("/admin/blog");
  await staff.getByRole("button", { name: `Send ${post.title} to subscribers` }).click();
  const dialog = staff.getByRole("dialog", { name: "Send to Subscribers" });
  await expect(dialog.getByText("Every confirmed subscriber gets this post by email")).toBeVisible();
  await expectNoAxeViolations(staff);
  await dialog.getByRole("button", { name: "Send Now" }).click();
  await expect(staff.getByText(/^Sending to \d+ confirmed subscribers?\.$/).first()).toBeVisible();

  const mail = await waitForMail(reader, post.title);
  expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, "");
  expect(oneClick).toMatch(/^http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=/);
  expect(linkIn(mail, "http://localhost:")).toContain("/blog/");

  // Progress: only "Sent to all" once every message went (a refresh reads it again).
  await expect(async () => {
    await dialog.getByRole("button", { name: "Refresh" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/^Sent to all \d+ subscribers?\.$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await staff.screenshot({ path: "test-results/newsletter-send-dialog.png" });
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // The subscriber list and its CSV.
  await staff.goto("/admin/newsletter");
  const row = staff.getByRole("row").filter({ hasText: reader });
  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(staff.getByRole("heading", { level: 3, name: post.title })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: "test-results/admin-newsletter.png", fullPage: true });
  const csv = await staff.request.get("/api/admin/newsletter/subscribers.csv");
  expect(await csv.text()).toContain(`${reader},confirmed,`);

  // The outbox screen: the newsletter message in full, its HTML in a sandboxed frame.
  await staff.goto("/admin/emails");
  await expect(staff.getByText("Email sending is off")).toHaveCount(0);
  await staff.getByRole("button", { name: `View email: ${post.title} to ${reader}` }).click();
  const detail = staff.getByRole("dialog", { name: post.title });
  await expect(detail.getByText(reader, { exact: true })).toBeVisible();
  await expect(detail.locator("pre")).toContainText("Unsubscribe");
  const frame = detail.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(
    staff.frameLocator(`iframe[title="HTML part of: ${post.title}"]`).getByRole("heading", { name: post.title }),
  ).toBeVisible();
  await expectNoAxeViolations(staff, { skipFrames: true });
  await staff.screenshot({ path: "test-results/admin-email-detail.png" });
  await staff.keyboard.press("Escape");
  await staff.getByLabel("Status").selectOption("sent");
  await expect(staff.getByRole("button", { name: `View email: ${post.title} to ${reader}` })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: "test-results/admin-emails.png", fullPage: true });

  await staffContext.close();
});

test("a reader unsubscribes in one click from the List-Unsubscribe header, and later sends skip them", async ({
  page,
  browser,
}) => {
  const reader = `one-click-${Date.now()}@example.org`;
  await confirmedReader(page, reader);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  const title = await sendAPost(staff);
  const mail = await waitForMail(reader, title);
  expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, "");

  // As a mail app sends it (RFC 8058): a POST to the header's address, no cookie, no page.
  const unsubscribe = await page.request.post(oneClick, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribe.status(), await unsubscribe.text()).toBeLessThan(300);
  const subscribers = (await (await staff.request.get("/api/admin/newsletter/subscribers")).json()) as {
    email: string;
    status: string;
  }[];
  expect(subscribers.find((subscriber) => subscriber.email === reader)?.status).toBe("unsubscribed");

  // A later send goes to everyone still subscribed, and not to them.
  const later = await sendAPost(staff);
  const sends = (await (await staff.request.get("/api/admin/newsletter/sends")).json()) as { id: string }[];
  await expect
    .poll(async () => {
      const detail = (await (await staff.request.get(`/api/admin/newsletter/sends/${sends[0]!.id}`)).json()) as {
        counts: { queued: number };
        recipients: { toAddress: string }[];
      };
      return detail.counts.queued === 0 && !detail.recipients.some((recipient) => recipient.toAddress === reader);
    })
    .toBe(true);
  expect((await mailsTo(reader)).filter((received) => received.subject === later)).toHaveLength(
    later === title ? 1 : 0,
  );
  await staffContext.close();
});
