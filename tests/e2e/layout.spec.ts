import type { Page } from "@playwright/test";
import { PAGE_ROUTES } from "../../src/shared/page-routes";
import { allowProblems, expect, registerStudent, test } from "./fixtures";
import { enrollIn, findCourse, moduleItems } from "./seed-courses";
import { clippedTexts, sidewaysScroll, TEXT_SPACING_CSS } from "./support/layout";

/*
 * Layout at every width (issue 23 §3), over every public route in English and Spanish:
 * - reflow (WCAG 1.4.10): nothing scrolls sideways at 320 px;
 * - text spacing (WCAG 1.4.12): with the bookmarklet's spacing injected, no text is clipped, at 390 px;
 * - at 1024 and 1440 px: no control or picture sticks out of the viewport, no two controls overlap;
 * - the header at 1024, 1280 and 1440 px: its items don't overlap, no link or name wraps or is cut.
 * One page per route and one browser context per test, so the spec stays cheap in CI.
 */

type Locale = "en" | "es";
const LOCALES: Locale[] = ["en", "es"];
/** The desktop widths every route is checked at for overlap (the header has its own check at 1280 too). */
const DESKTOP_WIDTHS = [1024, 1440];

async function useLocale(page: Page, locale: Locale) {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "tsa_locale", value: locale, url: baseURL }]);
  // A signed-in person's language is their account's.
  const me = await page.request.get("/api/auth/user");
  if (me.ok()) expect((await page.request.put("/api/user/locale", { data: { locale } })).status()).toBe(200);
}

interface Samples {
  courseId: string;
  lessonId: string;
  quizId: string;
  projectId: string;
  blogId: string;
  pageSlug: string;
}

/** Real ids from the API: a free course with a lesson, a quiz and a project; a published post. */
async function samples(page: Page): Promise<Samples> {
  const { course, modules } = await findCourse(page, (item) => item.isFree);
  let lessonId = "";
  let quizId = "";
  let projectId = "";
  for (const module of modules) {
    const items = await moduleItems(page, module.id);
    lessonId ||= items.lessons[0]?.id ?? "";
    quizId ||= items.quizzes[0]?.id ?? "";
    projectId ||= items.projects[0]?.id ?? "";
  }
  const posts = (await (await page.request.get("/api/blog")).json()) as { id: string }[];
  expect([lessonId, quizId, projectId, posts[0]?.id], "the seed has the samples").not.toContain("");
  return { courseId: course.id, lessonId, quizId, projectId, blogId: posts[0]!.id, pageSlug: "privacy-policy" };
}

/** An address for each public route (every one of shared/page-routes.ts but the staff pages). */
function publicAddresses(ids: Samples): string[] {
  const concrete: Record<string, string> = {
    "/courses/:id": `/courses/${ids.courseId}`,
    "/lessons/:id": `/lessons/${ids.lessonId}`,
    "/quiz/:id": `/quiz/${ids.quizId}`,
    "/project/:id": `/project/${ids.projectId}`,
    "/blog/:id": `/blog/${ids.blogId}`,
    "/checkout": `/checkout?courseId=${ids.courseId}&amount=49`,
    // No certificate is seeded: an unknown id shows the certificate page's own "not found" screen.
    "/certificates/:certId": "/certificates/TSA-0000-LAYOUT",
    "/reset-password": "/reset-password?token=not-a-real-token",
    "/unsubscribe": "/unsubscribe?token=not-a-real-token",
    "/newsletter/confirm": "/newsletter/confirm?token=not-a-real-token",
    "/pages/:slug": `/pages/${ids.pageSlug}`,
    // A follow-up link that isn't one shows the follow-up page's own dead-link screen (issue 24).
    "/outcomes/:id": "/outcomes/00000000-0000-4000-8000-000000000000?token=not-a-real-token",
  };
  // A visitor's /dashboard says 'Authentication Required' and leaves for sign-in a second later
  // (spec): it is checked signed in.
  const paths = PAGE_ROUTES.map(([path]) => path).filter((path) => !path.startsWith("/admin") && path !== "/dashboard");
  const addresses = paths.map((path) => {
    const address = concrete[path] ?? path;
    expect(address, `an address for ${path}`).not.toContain(":");
    return address;
  });
  return [...addresses, "/no-such-page"];
}

/** The signed-in pages that differ from a visitor's. */
const SIGNED_IN_ONLY = (ids: Samples) => [
  "/",
  "/dashboard",
  `/courses/${ids.courseId}`,
  `/lessons/${ids.lessonId}`,
  `/quiz/${ids.quizId}`,
  `/project/${ids.projectId}`,
];

/**
 * At a desktop width: controls (links, buttons, fields, tabs) and pictures that stick out of the
 * viewport, and controls that overlap one another (one inside the other is not an overlap).
 */
async function desktopProblems(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30) || element.getAttribute("aria-label") || ""}"`;
    const boxes = Array.from(
      document.body.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [role='tab'], img"),
    )
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest(".sr-only"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    for (const { element, box } of boxes)
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`${describe(element)} sticks out of the viewport`);
    const controls = boxes.filter(({ element }) => element.tagName !== "IMG");
    type Placed = (typeof controls)[number];
    /**
     * A button placed in a field's own padding (the password field's eye) is part of the field:
     * the text stops before it, so it overlaps nothing the reader needs.
     */
    const inFieldPadding = (field: Placed, control: Placed) => {
      if (!["INPUT", "TEXTAREA"].includes(field.element.tagName)) return false;
      const style = getComputedStyle(field.element);
      const textLeft = field.box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const textRight = field.box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const within = control.box.top >= field.box.top - 0.5 && control.box.bottom <= field.box.bottom + 0.5;
      return within && (control.box.left >= textRight - 0.5 || control.box.right <= textLeft + 0.5);
    };
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (inFieldPadding(a, b) || inFieldPadding(b, a)) continue;
        const overlap =
          Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 1 &&
          Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1;
        if (overlap) found.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
    return found;
  });
}

/** Each address at 320 px (reflow), 390 px (text spacing), then 1024 and 1440 px (overlap). */
async function checkRoutes(page: Page, addresses: string[], label: string) {
  const problems: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(address);
    const sideways = await sidewaysScroll(page);
    if (sideways) problems.push(`${label} ${address} at 320 px scrolls sideways: ${sideways}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
    for (const clipped of await clippedTexts(page))
      problems.push(`${label} ${address} text spacing at 390 px clips ${clipped}`);
    await spacing.evaluate((element) => (element as Element).remove());
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`${label} ${address} at ${width} px scrolls sideways: ${wide}`);
      for (const problem of await desktopProblems(page))
        problems.push(`${label} ${address} at ${width} px: ${problem}`);
    }
  }
  return problems;
}

test.describe("reflow at 320 px, text spacing, and overlap at 1024 and 1440 px, every public route", () => {
  for (const locale of LOCALES) {
    test(`signed out, ${locale}`, async ({ page, problems }) => {
      const ids = await samples(page);
      await useLocale(page, locale);
      expect(await checkRoutes(page, publicAddresses(ids), `${locale} visitor`)).toEqual([]);
      // The made-up token and certificate id are refused (400, 404): the pages' own error states.
      allowProblems(problems, /status of 40[04] /);
    });

    test(`signed in, ${locale}`, async ({ page }) => {
      await registerStudent(page, "Maximiliano-Alejandro");
      const ids = await samples(page);
      await enrollIn(page, ids.courseId);
      await useLocale(page, locale);
      expect(await checkRoutes(page, SIGNED_IN_ONLY(ids), `${locale} student`)).toEqual([]);
    });
  }
});

/** The header's boxes: each visible link, button, picture and the first name, and any that overlap. */
async function headerProblems(page: Page, firstName: string | null) {
  return page.evaluate((name) => {
    const header = document.querySelector("header")!;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30) || element.getAttribute("aria-label") || ""}"`;
    const items = Array.from(header.querySelectorAll<HTMLElement>("a, button, img, span")).filter((element) => {
      if (!element.checkVisibility() || element.getBoundingClientRect().width === 0) return false;
      if (element.tagName === "SPAN")
        return name !== null && element.textContent?.trim() === name && element.children.length === 0;
      return true;
    });
    const problems: string[] = [];
    if (name !== null && !items.some((item) => item.tagName === "SPAN"))
      problems.push(`the first name "${name}" is not shown`);
    const headerBox = header.getBoundingClientRect();
    /** Lines of text an element's own words take. */
    const lines = (element: HTMLElement) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        if (!parent.checkVisibility() || parent.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    for (const item of items) {
      const box = item.getBoundingClientRect();
      if (box.top < headerBox.top - 0.5 || box.bottom > headerBox.bottom + 0.5)
        problems.push(`${describe(item)} sticks out of the header`);
      if (item.tagName !== "IMG" && lines(item) > 1 && !item.closest("a[href='/']"))
        problems.push(`${describe(item)} wraps`);
      // A long first name is cut on purpose: its title (and the menu) show it whole.
      const cut = item.scrollWidth > item.clientWidth + 1 && item.clientWidth > 0;
      if (cut && item.title !== item.textContent?.trim()) problems.push(`${describe(item)} is cut`);
    }
    // The brand: its name on its lines, whole, inside the header.
    const brand = header.querySelector<HTMLElement>("a[href='/']")!;
    for (const part of Array.from(brand.querySelectorAll<HTMLElement>("span")).filter((span) =>
      span.checkVisibility(),
    )) {
      const box = part.getBoundingClientRect();
      if (box.top < headerBox.top || box.bottom > headerBox.bottom)
        problems.push(`the brand's "${part.textContent}" is cut by the header`);
      if (part.scrollWidth > part.clientWidth + 1 && !part.title)
        problems.push(`the brand's "${part.textContent}" is cut`);
    }
    for (let i = 0; i < items.length; i += 1) {
      for (let j = i + 1; j < items.length; j += 1) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const one = a.getBoundingClientRect();
        const two = b.getBoundingClientRect();
        const overlap =
          Math.min(one.right, two.right) - Math.max(one.left, two.left) > 0.5 &&
          Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top) > 0.5;
        if (overlap) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    return problems;
  }, firstName);
}

test.describe("the header at desktop widths", () => {
  const WIDTHS = [1024, 1280, 1440];
  for (const locale of LOCALES) {
    for (const signedIn of [false, true]) {
      test(`${signedIn ? "signed in with a long first name" : "signed out"}, ${locale}`, async ({ page }) => {
        const firstName = signedIn ? (await registerStudent(page, "Maximiliano-Alejandro")).firstName : null;
        await useLocale(page, locale);
        const problems: string[] = [];
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto("/success-stories");
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const problem of await headerProblems(page, firstName)) problems.push(`${width} px: ${problem}`);
          const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
          for (const problem of await headerProblems(page, firstName))
            problems.push(`${width} px, text spacing: ${problem}`);
          await spacing.evaluate((element) => (element as Element).remove());
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe("Spanish course tabs on a phone", () => {
  test("every tab of a course shows whole at 320 and 360 px, with text spacing too @phone", async ({ page }) => {
    const ids = await samples(page);
    await useLocale(page, "es");
    await page.goto(`/courses/${ids.courseId}`);
    const tabs = page.getByRole("tablist", { name: "Información del curso" }).getByRole("tab");
    await expect(tabs).toHaveText(["Descripción general", "Plan de estudios", "Instructor"]);
    const problems: string[] = [];
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 780 });
      for (const spaced of [false, true]) {
        const spacing = spaced ? await page.addStyleTag({ content: TEXT_SPACING_CSS }) : null;
        const boxes = await tabs.evaluateAll((elements) =>
          elements.map((tab) => {
            const box = tab.getBoundingClientRect();
            const list = tab.parentElement!.getBoundingClientRect();
            return {
              name: tab.textContent,
              inside: box.left >= list.left && box.right <= list.right && box.right <= window.innerWidth,
              whole: tab.scrollWidth <= tab.clientWidth + 1 && tab.scrollHeight <= tab.clientHeight + 1,
            };
          }),
        );
        for (const box of boxes.filter((item) => !item.inside || !item.whole))
          problems.push(
            `${width} px${spaced ? ", text spacing" : ""}: "${box.name}" ${box.inside ? "is cut" : "is off-screen"}`,
          );
        await spacing?.evaluate((element) => (element as Element).remove());
      }
    }
    expect(problems).toEqual([]);
    // The third tab works where it is.
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("a dialog closed with Esc gives focus back to the button that opened it", () => {
  const opener = (scope: ReturnType<Page["locator"]>, name: string) =>
    scope.getByRole("button", { name, exact: true }).or(scope.getByRole("link", { name, exact: true }));

  test("the donation dialog, from the header and from the home page", async ({ page }) => {
    await page.goto("/");
    const donation = page.getByRole("dialog", { name: "Make a Donation" });
    for (const button of [
      opener(page.locator("header"), "Donate"),
      opener(page.locator("main"), "Support Our Mission"),
    ]) {
      await button.click();
      await expect(donation).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(donation).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the booking dialog on /mentorship", async ({ page, student }) => {
    expect(student.email).toContain("@");
    await page.goto("/mentorship");
    const bookNow = page.getByRole("article").nth(1).getByRole("button", { name: "Book Now" });
    await bookNow.click();
    const dialog = page.getByRole("dialog", { name: /^Book a Session with / });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });
});
