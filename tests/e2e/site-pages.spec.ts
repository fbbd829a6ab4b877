import type { Page } from "@playwright/test";
import { SITE_PAGE_SLUGS } from "../../src/shared/rules/site-pages";
import { allowProblems, expect, expectNoAxeViolations, signInAsStaff, signOut, test } from "./fixtures";

// The academy's own pages (issue 23): the footer's links are real pages in both languages, and
// admins edit them at /admin/pages.

interface SitePage {
  en: { title: string };
  es: { title: string };
}

async function titles(page: Page) {
  const result = new Map<string, SitePage>();
  for (const slug of SITE_PAGE_SLUGS) {
    const response = await page.request.get(`/api/pages/${slug}`);
    expect(response.status(), slug).toBe(200);
    result.set(slug, (await response.json()) as SitePage);
  }
  return result;
}

/** True when the page scrolls sideways (WCAG 1.4.10 reflow). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const locale of ["en", "es"] as const) {
  test(`a visitor opens every footer page in ${locale}: real links, the page's text, axe clean, no sideways scroll at 320 px`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: "tsa_locale", value: locale, url: test.info().project.use.baseURL! }]);
    const expected = await titles(page);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const slug of SITE_PAGE_SLUGS) {
      await expect(footer.locator(`a[href="/pages/${slug}"]`), slug).toHaveCount(1);
    }
    // The footer's link is a real link: following it shows the page.
    await footer.locator('a[href="/pages/privacy-policy"]').click();
    await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.get("privacy-policy")![locale].title);

    for (const slug of SITE_PAGE_SLUGS) {
      const response = await page.goto(`/pages/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 }), slug).toHaveText(expected.get(slug)![locale].title);
      await expect(page).toHaveTitle(new RegExp(expected.get(slug)![locale].title));
      expect(await scrollsSideways(page), slug).toBe(false);
      await expectNoAxeViolations(page);
    }
  });
}

test("an unknown page answers 404", async ({ page, problems }) => {
  const response = await page.goto("/pages/no-such-page");
  // The browser logs the document's own 404 status as a console error.
  allowProblems(problems, /status of 404/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("an admin edits a page at /admin/pages and the public page shows it", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Edit Careers" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/careers$/);
  const stamp = `Welders wanted ${Date.now()}`;
  const english = page.getByLabel("English text");
  await english.fill(`## ${stamp}\n\nWe are hiring a **welding instructor**. [Write to us](/pages/contact-us).`);
  await page.getByLabel("Spanish title").fill("");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Spanish title is required")).toBeVisible();
  await page.getByLabel("Spanish title").fill("Empleos");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Page saved");
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.goto("/pages/careers");
  await expect(page.getByRole("heading", { level: 2, name: stamp })).toBeVisible();
  await expect(page.getByText("welding instructor")).toBeVisible();
  await expect(page.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "/pages/contact-us");
});

test("the donate page says most training is at no cost, in both languages", async ({ page }) => {
  await page.goto("/donate");
  await expect(page.getByText("Most training at no cost to students", { exact: true })).toBeVisible();
  await page.goto("/donate?lang=es");
  await expect(
    page.getByText("La mayor parte de la formación sin costo para los estudiantes", { exact: true }),
  ).toBeVisible();
});
