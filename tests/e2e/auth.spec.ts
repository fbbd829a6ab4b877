import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, registerStudent, test, type Student } from "./fixtures";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

const PASSWORD = "sturdy-oak-workbench-42";
const INCORRECT = "Incorrect email or password";

let sequence = 0;
const uniqueEmail = (tag: string) => `auth-${tag}-${Date.now()}-${process.pid}-${++sequence}@example.org`;

/** A student with an account whose browser is signed out again. */
async function signedOutStudent(page: Page, firstName = "Jordan"): Promise<Student> {
  const student = await registerStudent(page, firstName);
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
  return student;
}

/** The submit button turns on once the page's script has taken over (tabs work from then on). */
async function expectFormReady(page: Page) {
  await expect(page.getByRole("button", { name: /^(Sign in|Create account)$/ })).toBeEnabled();
}

async function openLogin(page: Page, path: string) {
  await page.goto(path);
  await expectFormReady(page);
}

const banner = (page: Page) => page.getByRole("banner");
const signInForm = (page: Page) => page.getByRole("form", { name: "Sign in" });
const registerForm = (page: Page) => page.getByRole("form", { name: "Create account" });

async function signIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("sign-in and sign-up page", () => {
  // The journey holds the sign-up request (page.route) to see the pending state. Once the service
  // worker controls the page, the page's requests go through it and page.route never sees them (the
  // sign-up then went straight through: a flake seen when the worker took over before /login
  // loaded), so this test runs without it; pwa.spec.ts and the offline specs test the worker.
  test.describe(() => {
    test.use({ serviceWorkers: "block" });
    test("Login from /courses, create an account, sign out, then sign in again", async ({ page }) => {
      // The whole journey: five full page loads, two sign-ins and two accessibility scans.
      test.slow();
      await page.goto("/courses");
      const signInRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/login");
      await banner(page).getByRole("button", { name: "Login" }).click();
      // The header navigates to exactly /api/login (the spec's URL); the server reads the Referer
      // and sends the browser here, remembering where the person was.
      expect(new URL((await signInRequest).url()).search).toBe("");
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses$/);
      await expectFormReady(page);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(signInForm(page).getByLabel("Email")).toHaveAttribute("autocomplete", "email");
      await expect(signInForm(page).getByLabel("Password", { exact: true })).toHaveAttribute(
        "autocomplete",
        "current-password",
      );
      await expectNoAxeViolations(page);

      await page.getByRole("tab", { name: "Create account" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      const form = registerForm(page);
      await expect(form.getByLabel("First name")).toHaveAttribute("autocomplete", "given-name");
      await expect(form.getByLabel("Last name")).toHaveAttribute("autocomplete", "family-name");
      await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "new-password");
      await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("At least 8 characters");
      await expectNoAxeViolations(page);

      const email = uniqueEmail("journey");
      await form.getByLabel("First name").fill("Avery");
      await form.getByLabel("Last name").fill("Okafor");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);

      // Hold the request to see the pending state, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/auth/register", async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole("button", { name: "Create account" }).click();
      await expect(form.getByRole("button", { name: "Creating account..." })).toBeDisabled();
      release();

      await expect(page).toHaveURL(/\/courses$/);
      await expect(banner(page).getByText("Avery", { exact: true })).toBeVisible();

      await banner(page).getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/$/);
      await banner(page).getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectFormReady(page);
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(banner(page).getByText("Avery", { exact: true })).toBeVisible();
      await expect(banner(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    });
  });

  test("a wrong password says 'Incorrect email or password'", async ({ page, problems }) => {
    const student = await signedOutStudent(page);
    await openLogin(page, "/login?returnTo=%2Fcourses");
    await signIn(page, student.email, "not-the-right-password");

    const alert = signInForm(page).getByRole("alert");
    await expect(alert).toHaveText(INCORRECT);
    await expect(alert).toBeFocused();
    allowProblems(problems, /status of 401/);
    // Nothing typed is lost, and the person can try again at once.
    await expect(signInForm(page).getByLabel("Email")).toHaveValue(student.email);
    await expect(signInForm(page).getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expectNoAxeViolations(page);

    await signInForm(page).getByLabel("Password", { exact: true }).fill(student.password);
    await signInForm(page).getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(banner(page).getByText(student.firstName, { exact: true })).toBeVisible();
  });

  test("registering an email that has an account offers to sign in instead", async ({ page, problems }) => {
    const student = await signedOutStudent(page, "Sam");
    await openLogin(page, "/login?mode=register");
    const form = registerForm(page);
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Email").fill(student.email);
    await form.getByLabel("Password", { exact: true }).fill(student.password);
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(form.getByRole("alert")).toContainText("An account with this email already exists. Try signing in.");
    allowProblems(problems, /status of 409/);
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: "Sign in instead" }).click();
    await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    await expect(signInForm(page).getByLabel("Email")).toHaveValue(student.email);
    await expect(signInForm(page).getByLabel("Password", { exact: true })).toBeFocused();
    await signInForm(page).getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(banner(page).getByText("Sam", { exact: true })).toBeVisible();
  });

  test("client-side checks show their errors without a request", async ({ page }) => {
    const authRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/login") || request.url().includes("/api/auth/register")) {
        authRequests.push(request.url());
      }
    });
    await openLogin(page, "/login");

    await signInForm(page).getByRole("button", { name: "Sign in" }).click();
    const email = signInForm(page).getByLabel("Email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(signInForm(page).getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Password is required",
    );

    await page.getByRole("tab", { name: "Create account" }).click();
    const form = registerForm(page);
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
    await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "At least 8 characters Password must be at least 8 characters",
    );
    await expect(form.getByLabel("Last name")).not.toHaveAttribute("aria-invalid");
    await expectNoAxeViolations(page);

    // Editing a field clears its message; the others stay until the next try.
    await form.getByLabel("First name").fill("Avery");
    await expect(form.getByText("First name is required")).toBeHidden();
    await expect(form.getByText("Enter a valid email address")).toBeVisible();
    expect(authRequests).toEqual([]);
  });

  test("the server's field errors appear beside their field", async ({ page, problems }) => {
    await openLogin(page, "/login?mode=register");
    const form = registerForm(page);
    await form.getByLabel("First name").fill("Avery");
    await form.getByLabel("Email").fill(uniqueEmail("common"));
    await form.getByLabel("Password", { exact: true }).fill("password");
    await form.getByRole("button", { name: "Create account" }).click();

    const password = form.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(
      "At least 8 characters This password is too common. Choose one that is harder to guess.",
    );
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    allowProblems(problems, /status of 400/);
    await expect(form.getByRole("button", { name: "Create account" })).toBeEnabled();
  });

  test("a returnTo of another site ends on the home page", async ({ page, baseURL }) => {
    const student = await signedOutStudent(page);
    // The server cleans it on the way in...
    await page.goto("/api/login?returnTo=%2F%2Fevil.example");
    await expect(page).toHaveURL(/\/login$/);
    // ...and the page cleans it too, whatever the address says.
    await openLogin(page, "/login?returnTo=%2F%2Fevil.example");
    await signIn(page, student.email, student.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(banner(page).getByText(student.firstName, { exact: true })).toBeVisible();
  });

  for (const evil of ["%2F%09%2Fevil.example%2Fphish", "%2F%0A%2Fevil.example", "%2F%5Cevil.example"]) {
    test(`a returnTo that a browser would read as another site (${evil}) stays on our origin`, async ({
      page,
      baseURL,
    }) => {
      const student = await signedOutStudent(page);
      // Nothing may leave for that host, whatever happens after signing in.
      const offsite: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).hostname === "evil.example") offsite.push(request.url());
      });
      await openLogin(page, `/login?returnTo=${evil}`);
      await signIn(page, student.email, student.password);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(banner(page).getByText(student.firstName, { exact: true })).toBeVisible();
      expect(offsite).toEqual([]);
    });
  }

  test("what is typed before the page's script runs is kept (slow phones)", async ({ page }) => {
    const student = await signedOutStudent(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login?returnTo=%2Fcourses", { waitUntil: "commit" });
    const form = signInForm(page);
    await form.getByLabel("Email").fill(student.email);
    await form.getByLabel("Password", { exact: true }).fill(student.password);
    // Until the script runs the form can't check anything, so it can't be sent either.
    await expect(form.getByRole("button", { name: "Sign in" })).toBeDisabled();
    release();

    await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(form.getByLabel("Email")).toHaveValue(student.email);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(banner(page).getByText(student.firstName, { exact: true })).toBeVisible();
  });

  test("a failed external sign-in (?error=oidc) says so", async ({ page }) => {
    await openLogin(page, "/login?error=oidc");
    await expect(page.getByRole("alert")).toHaveText(
      "We couldn't sign you in with your sign-in provider. Please try again.",
    );
    // No provider is configured here, so there is no button for one; the password form still works.
    await expect(page.getByRole("link", { name: /Continue with/ })).toHaveCount(0);
    await expect(signInForm(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("visiting /login while signed in offers to continue", async ({ page, student }) => {
    await page.goto("/login?returnTo=%2Fmentorship");
    await expect(
      page.getByRole("heading", { level: 1, name: `You're signed in as ${student.firstName}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/mentorship");
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("after 5 failures the account is paused with 'Too many attempts...'", async ({ page, problems }) => {
    const student = await signedOutStudent(page);
    await openLogin(page, "/login");
    const alert = signInForm(page).getByRole("alert");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, student.email, `wrong-password-${attempt}`);
      await expect(alert).toHaveText(INCORRECT);
      await expect(signInForm(page).getByRole("button", { name: "Sign in" })).toBeEnabled();
    }
    // Even the right password is refused now: the pause protects the account from guessing.
    await signIn(page, student.email, student.password);
    await expect(alert).toHaveText("Too many attempts. Please wait 15 minutes and try again.");
    await expect(page).toHaveURL(/\/login$/);
    allowProblems(problems, /status of (401|429)/);
  });

  test("create an account on a 360 px phone @phone", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses$/);
    await expectFormReady(page);
    await page.getByRole("tab", { name: "Create account" }).click();
    const form = registerForm(page);
    await expect(form.getByLabel("First name")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await form.getByLabel("First name").fill("Riley");
    await form.getByLabel("Email").fill(uniqueEmail("phone"));
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Show password" }).click();
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/courses$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText("Riley", { exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
