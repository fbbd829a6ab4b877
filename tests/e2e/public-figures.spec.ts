import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrating, signInAsStaff, test, withPublicFiguresLock } from "./fixtures";

/*
 * Issue 24: an admin switches the public site's figures to live ones from the impact report; the
 * home page and success stories then show them "as of" their day (in the page's language), and
 * the spec's fixed numbers again once switched back. The lock keeps the other specs' checks of the
 * fixed numbers (home.spec.ts, stories.spec.ts) out of the time the live ones are on.
 */

interface Figures {
  live: boolean;
  studentsServed: number | null;
  completions: number | null;
  certificates: number | null;
  asOf: string | null;
}

const figure = (page: Page, label: string) =>
  page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });

test("an admin switches the public figures to live ones and back; both pages follow", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsStaff(page, "admin");
  await withPublicFiguresLock(async () => {
    try {
      await page.goto("/admin/impact");
      const section = page.getByRole("region", { name: "Figures on the public site" });
      await section.getByRole("button", { name: /^(Show live figures|Refresh the live figures)$/ }).click();
      await expect(section.getByText(/show live figures as of/)).toBeVisible();
      const live = (await (await page.request.get("/api/outcomes/public-figures")).json()) as Figures;
      expect(live.live).toBe(true);
      const asOf = (locale: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(live.asOf!));
      const count = (value: number | null) => new Intl.NumberFormat("en").format(value ?? 0);

      // A visitor, in a context of their own (the admin's pages are never the visitors' cached ones).
      const context = await browser.newContext();
      const visitor = hydrating(await context.newPage());
      await visitor.goto("/");
      await expect(figure(visitor, "Students Served")).toContainText(count(live.studentsServed));
      await expect(figure(visitor, "Courses Completed")).toContainText(count(live.completions));
      await expect(figure(visitor, "Skills Certified")).toContainText(count(live.certificates));
      await expect(figure(visitor, "Job Placements")).toHaveCount(0);
      await expect(visitor.getByText(`as of ${asOf("en")}`, { exact: true })).toBeVisible();
      await expectNoAxeViolations(visitor);

      await visitor.goto("/success-stories");
      await expect(figure(visitor, "Lives Changed")).toContainText(count(live.studentsServed));
      await expect(figure(visitor, "Courses Completed")).toContainText(count(live.completions));
      await expect(figure(visitor, "Skills Certified")).toContainText(count(live.certificates));
      await expect(figure(visitor, "Employment Rate")).toHaveCount(0);
      await expect(visitor.getByText(`as of ${asOf("en")}`, { exact: true })).toBeVisible();
      await expectNoAxeViolations(visitor);

      // In Spanish, the date is Spanish.
      await context.addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
      await visitor.goto("/success-stories");
      await expect(visitor.getByText(`a fecha de ${asOf("es")}`, { exact: true })).toBeVisible();
      await expect(figure(visitor, "Cursos completados")).toBeVisible();
      await visitor.goto("/");
      await expect(visitor.getByText(`a fecha de ${asOf("es")}`, { exact: true })).toBeVisible();
      await context.clearCookies({ name: "tsa_locale" });

      // Switched back: the spec's numbers, with no date.
      await section.getByRole("button", { name: "Show the fixed figures" }).click();
      await expect(section.getByText("show the fixed figures of the specification")).toBeVisible();
      await visitor.goto("/");
      await expect(figure(visitor, "Students Served")).toContainText("2,847");
      await expect(figure(visitor, "Skills Certified")).toContainText("1,250");
      await expect(figure(visitor, "Job Placements")).toContainText("892");
      await expect(figure(visitor, "Success Rate")).toContainText("100%");
      await expect(visitor.getByText(/^as of /)).toHaveCount(0);
      await visitor.goto("/success-stories");
      await expect(figure(visitor, "Lives Changed")).toContainText("2,847");
      await expect(figure(visitor, "Employment Rate")).toContainText("96%");
      await expect(visitor.getByText(/^as of /)).toHaveCount(0);
      await context.close();
    } finally {
      // Whatever happened, the other specs find the fixed figures.
      const off = await page.request.put("/api/admin/impact/public-figures", { data: { live: false } });
      expect(off.status()).toBe(200);
    }
  });
});
