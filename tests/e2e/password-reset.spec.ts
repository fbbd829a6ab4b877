import { expect, expectNoAxeViolations, hydrating, registerStudent, test } from "./fixtures";
import { linkIn, waitForMail } from "./support/mailbox.js";

const RESET_SUBJECT = "Reset your Trade Skills Academy password";
const NEW_PASSWORD = "cedar-mortise-tenon-19";

test("forgot password: the emailed link sets a new password, which signs in; the old session is gone", async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-in, two emails, four pages and four accessibility scans.
  test.slow();
  // The student is signed in elsewhere (another browser): that session must end with the reset.
  const elsewhere = await browser.newContext({ baseURL });
  const otherDevice = hydrating(await elsewhere.newPage());
  const student = await registerStudent(otherDevice);
  expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);

  // The form's own check first: the field says what is wrong and takes the focus.
  const email = page.getByLabel("Email");
  const send = page.getByRole("button", { name: "Send Reset Link" });
  await expect(send).toBeEnabled();
  await email.fill("not-an-email");
  await send.click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter a valid email address");
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);

  await email.fill(student.email);
  await send.click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that email, we've sent a link to reset your password.",
  );
  await expectNoAxeViolations(page);

  const mail = await waitForMail(student.email, RESET_SUBJECT);
  const link = linkIn(mail, `${baseURL}/reset-password?token=`);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const password = page.getByLabel("New password");
  await expect(password).toHaveAttribute("autocomplete", "new-password");
  await expect(password).toHaveAccessibleDescription("At least 8 characters");
  await expectNoAxeViolations(page);

  // Sign-up's rules and messages.
  await password.fill("short");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(password).toHaveAccessibleDescription("At least 8 characters Password must be at least 8 characters");
  await expect(password).toBeFocused();

  await password.fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed. Sign in with your new password.");
  await expectNoAxeViolations(page);
  await waitForMail(student.email, "Your Trade Skills Academy password was changed");

  // The other browser's session ended with the reset.
  expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
  await elsewhere.close();

  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(student.email);
  await signIn.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  // Signed in, the browser goes on to where the person was headed: the home page.
  await expect(page).toHaveURL(`${baseURL}/`);
  const me = await page.request.get("/api/auth/user");
  expect(((await me.json()) as { email: string }).email).toBe(student.email);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
});

test("a reset page without a token, or with a made-up one, offers to ask again", async ({ page }) => {
  for (const path of ["/reset-password", "/reset-password?token=made-up-token"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  }
});
