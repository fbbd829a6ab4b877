import { expect, registerStudent, test } from "./fixtures.js";
import { headerOf, linkIn, waitForMail } from "./support/mailbox.js";

test("a new student gets the welcome email, and its course link opens the catalogue", async ({ page }) => {
  const student = await registerStudent(page, "Marisol");
  const mail = await waitForMail(student.email, "Welcome to Trade Skills Academy");
  expect(mail.text).toContain("Welcome, Marisol!");
  // Transactional: always sent, so it offers no unsubscribe (issue 23 §5).
  expect(headerOf(mail, "List-Unsubscribe")).toBeUndefined();
  expect(headerOf(mail, "List-Unsubscribe-Post")).toBeUndefined();
  await page.goto(linkIn(mail, "http://localhost:"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/courses");
});
