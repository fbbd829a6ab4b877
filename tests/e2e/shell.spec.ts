import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("site shell", () => {
  test("header links, login button and footer for a visitor", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Courses", "Mentorship", "Success Stories", "Blog"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Donate", exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    // The spec's "© 2023", as a range to the server's current year (issue 23).
    await expect(footer.getByText(`© 2023–${new Date().getUTCFullYear()} Trade Skills Academy`)).toBeVisible();
    await expect(footer.getByText(/nonprofit/i).first()).toBeVisible();
    // The social links stay placeholders (the spec's), marked so, and none is a link (issue 23).
    const socials = footer.getByRole("list", { name: "Social media (coming soon)" });
    await expect(socials.getByRole("listitem")).toHaveCount(4);
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(socials.getByText(`${network} (coming soon)`)).toBeAttached();
    }
    await expect(socials.getByRole("link")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Auto Mechanics" })).toHaveAttribute("href", "/courses");
    // Login is a button that Space presses too; it leads to the sign-in page.
    await page.getByRole("banner").getByRole("button", { name: "Login" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("any other path shows 404 Page Not Found with status 404", async ({ page, problems }) => {
    const response = await page.goto("/this/does/not/exist");
    // The browser logs the document's own 404 status as a console error.
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("signed-in header shows Dashboard, first name and Logout", async ({ page, student }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(student.firstName, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("with reduced motion asked for, a spinner or a skeleton runs once, briefly, not without end", async ({
    page,
  }) => {
    const timing = () =>
      page.evaluate(() =>
        ["animate-spin", "animate-pulse"].map((name) => {
          const element = document.body.appendChild(document.createElement("div"));
          element.className = name;
          const { duration, iterations } = element.getAnimations()[0]!.effect!.getComputedTiming();
          element.remove();
          return { duration, iterations };
        }),
      );
    await page.goto("/");
    expect(await timing()).toEqual([
      { duration: 1000, iterations: Infinity },
      { duration: 2000, iterations: Infinity },
    ]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await timing()).toEqual([
      { duration: 1, iterations: 1 },
      { duration: 1, iterations: 1 },
    ]);
  });

  test("mobile menu slides out with the same links @phone", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const label of ["Home", "Courses", "Mentorship", "Success Stories", "Blog"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Login" })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();
    // Escape closes it too, and focus returns to the button.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
