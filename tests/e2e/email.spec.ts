import { expect, registerStudent, test } from "./fixtures.js";
import { headerOf, linkIn, waitForMail } from "./support/mailbox.js";

test("a new student gets the welcome email, and its course link opens the catalogue", async ({ page }) => {
  const student = await registerStudent(page, "Marisol");
  const mail = await waitForMail(student.email, "Welcome to Trade Skills Academy");
  expect(mail.text).toContain("Welcome, Marisol!");
  expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  await page.goto(linkIn(mail, "http://localhost:"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/courses");
});
