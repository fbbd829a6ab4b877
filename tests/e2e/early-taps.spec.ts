import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, registerStudent, test, waitForHydration } from "./fixtures";
import { courseSeeds } from "../../src/db/seed/courses/index";
import { enrollIn, type ApiCourse } from "./seed-courses";

/**
 * Issue 23, "no dead tap": on a slow phone the page shows long before its script has run. Each test
 * holds the page's JavaScript (page.route) until its taps are done, on a CPU slowed 4 times
 * (DevTools' throttling), so "before hydration" is a state the test controls, not a race.
 */

async function apiCourses(page: Page): Promise<ApiCourse[]> {
  return (await (await page.request.get("/api/courses")).json()) as ApiCourse[];
}

/** Holds every script of the build until released; the HTML and styles come at once. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    // A page left meanwhile has aborted the request: nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/**
 * Every toast a page shows, recorded as it is added: a toast closes itself after 5 s, which on a
 * busy machine with the CPU slowed can pass before a check that looks for it on screen.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    // By the toast's id, its text as last seen on screen: a toast's element can come before its
    // words, so every change is looked at, and a toast that has closed stays counted.
    const seen: Record<string, string> = {};
    (window as unknown as { toastsSeen: Record<string, string> }).toastsSeen = seen;
    new MutationObserver(() => {
      document.querySelectorAll("[data-toast-id]").forEach((item) => {
        const id = item.getAttribute("data-toast-id") ?? "";
        const text = item.textContent ?? "";
        if (text) seen[id] = text;
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const toastsShown = (page: Page, title: string) =>
  page.evaluate(
    (text) =>
      Object.values((window as unknown as { toastsSeen: Record<string, string> }).toastsSeen).filter((seen) =>
        seen.includes(text),
      ).length,
    title,
  );

async function enrolledIds(page: Page): Promise<string[]> {
  const list = (await (await page.request.get("/api/user/enrollments")).json()) as { courseId: string }[];
  return list.map((enrollment) => enrollment.courseId);
}

test.describe("taps before the page's script has run", () => {
  test("a catalog filter and Enroll Now, tapped before hydration, both take effect", async ({
    page,
    student: _student,
  }) => {
    const courses = await apiCourses(page);
    const free = courses.find((course) => course.isFree)!;
    const inCategory = courses.filter((course) => course.category === free.category);
    const release = await holdScripts(page);
    await slowCpu(page);
    await recordToasts(page);

    await page.goto("/courses", { waitUntil: "commit" });
    // The filter form is a real GET form: a change submits it and the server renders the list.
    await page.getByLabel("Category").selectOption(free.category);
    await page.waitForURL((url) => url.searchParams.get("category") === free.category, { waitUntil: "commit" });
    await expect(page.getByText(`Showing ${inCategory.length} of ${courses.length} courses`)).toBeVisible();
    await expect(cards(page)).toHaveCount(inCategory.length);
    expect(await isHydrated(page)).toBe(false);

    // Enroll Now is a form: the server enrols and comes back to the course.
    const card = cards(page).filter({ has: page.getByRole("heading", { name: free.title }) });
    await card.getByRole("button", { name: "Enroll Now" }).click();
    await page.waitForURL((url) => url.pathname === `/courses/${free.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("link", { name: "View Progress" })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    expect(await enrolledIds(page)).toContain(free.id);

    // Once hydrated, the page has read its note (the spec's toast, once) and the address drops it.
    release();
    await waitForHydration(page);
    // The toaster's code comes after hydration (App.tsx), and the course view's parts hydrate in
    // slices after the page's mark: under the slowed CPU of a busy machine the toast can come well
    // after an expectation's default 10 s (seen 1 run in 4 at load 6). Wait for it, bounded.
    await expect.poll(() => toastsShown(page, "Enrolled Successfully"), { timeout: 60_000 }).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/courses/${free.id}$`));

    // Not again: a reload, or back and forward, comes to the address without the note. The toaster
    // comes after hydration with any toast already raised, so once it is there none was.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/courses/${free.id}$`));
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "View Progress" })).toBeVisible();
    await expect(notifications(page)).toBeAttached();
    expect(await toastsShown(page, "Enrolled Successfully")).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.goForward();
    await page.waitForURL((url) => url.pathname === `/courses/${free.id}` && url.search === "");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "View Progress" })).toBeVisible();
    await expect(notifications(page)).toBeAttached();
    expect(await toastsShown(page, "Enrolled Successfully")).toBe(0);
  });

  test("Clear Filters is a link to the bare catalog, before hydration too", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/courses?price=free", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => url.pathname === "/courses" && url.search === "", { waitUntil: "commit" });
    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Price")).toHaveValue("all");
    // Hydrated: filters apply live, without a submit button.
    await expect(page.getByRole("button", { name: "Apply Filters" })).toBeHidden();
    await page.getByLabel("Price").selectOption("free");
    await expect(page).toHaveURL(/\/courses\?price=free$/);
  });

  test("the blog's search words, sent before hydration, are the list the server renders", async ({ page }) => {
    const posts = (await (await page.request.get("/api/blog")).json()) as {
      title: string;
      content: string;
      excerpt: string | null;
      isPublished: boolean;
    }[];
    const published = posts.filter((post) => post.isPublished);
    const target = published[0]!;
    // A word of the first post's title that not every post has (the test would prove nothing else).
    const word = target.title
      .split(/\s+/)
      .map((part) => part.replace(/[^\p{L}\p{N}]/gu, ""))
      .find((part) => {
        const needle = part.toLowerCase();
        const hits = published.filter((post) =>
          [post.title, post.content, post.excerpt ?? ""].some((text) => text.toLowerCase().includes(needle)),
        );
        return part.length >= 4 && hits.length < published.length;
      })!;
    const matching = published.filter((post) =>
      [post.title, post.content, post.excerpt ?? ""].some((text) => text.toLowerCase().includes(word.toLowerCase())),
    );
    const release = await holdScripts(page);
    await slowCpu(page);

    await page.goto("/blog", { waitUntil: "commit" });
    await page.getByLabel("Search articles").fill(word);
    await page.getByLabel("Search articles").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === word, { waitUntil: "commit" });
    await expect(page.getByText(`Showing ${matching.length} of ${published.length} articles`)).toBeVisible();
    await expect(cards(page)).toHaveCount(matching.length);
    await expect(page.getByLabel("Search articles")).toHaveValue(word);
    expect(await isHydrated(page)).toBe(false);

    // Once hydrated, the words stay, and the list follows them live, in the address too.
    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Search articles")).toHaveValue(word);
    await page.getByLabel("Search articles").fill("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(published.length);
  });

  test("a visitor who taps Enroll Now before hydration, then signs up, comes back enrolled", async ({ page }) => {
    const free = (await apiCourses(page)).find((course) => course.isFree)!;
    const release = await holdScripts(page);
    const cdp = await slowCpu(page);
    await recordToasts(page);
    await page.goto(`/courses/${free.id}`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await page.waitForURL(/\/login\?/, { waitUntil: "commit" });
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/courses/${free.id}?enroll=1`);

    // The early tap is done: sign-up and the enrolment after it run at the machine's own speed (on
    // a busy machine, at 4x slower, the chain of the page, its code and the enrolment outlasted 10 s).
    release();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Create account" }).click();
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByLabel("First name").fill("Rosa");
    await form.getByLabel("Last name").fill("Mendez");
    await form.getByLabel("Email").fill(`early-taps-${Date.now()}-${process.pid}@example.org`);
    await form.getByLabel("Password", { exact: true }).fill("sturdy-oak-workbench-42");
    await form.getByRole("button", { name: "Create account" }).click();

    await page.waitForURL((url) => url.pathname === `/courses/${free.id}`, { waitUntil: "commit" });
    await expect(page.getByRole("link", { name: "View Progress" })).toBeVisible({ timeout: 30_000 });
    // The spec's toast, once (recorded as shown: it closes itself after 5 s).
    await expect.poll(() => toastsShown(page, "Enrolled Successfully")).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/courses/${free.id}$`));
    expect(await enrolledIds(page)).toContain(free.id);
  });

  test("a visitor who enrols once hydrated gets the spec's prompt, signs in, and comes back enrolled", async ({
    page,
  }) => {
    const free = (await apiCourses(page)).find((course) => course.isFree)!;
    const student = await registerStudent(page, "Noor");
    expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
    await page.clock.install({ time: new Date("2026-03-02T10:00:00Z") });
    await page.goto(`/courses/${free.id}`);
    // Time stands still from here on: the toast is seen before the spec's one-second redirect.
    await page.clock.pauseAt(new Date("2026-03-02T10:01:00Z"));
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect(notifications(page).getByText("Login Required", { exact: true })).toBeVisible();
    await expect(notifications(page).getByText("Please log in to enroll in courses.", { exact: true })).toBeVisible();
    await page.clock.runFor(1100);
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/courses/${free.id}?enroll=1`);
    await page.clock.resume();
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(student.email);
    await form.getByLabel("Password", { exact: true }).fill(student.password);
    await form.getByRole("button", { name: "Sign in" }).click();

    await page.waitForURL((url) => url.pathname === `/courses/${free.id}`, { waitUntil: "commit" });
    await expect(notifications(page).getByText("Enrolled Successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Progress" })).toBeVisible();
    expect(await enrolledIds(page)).toContain(free.id);
  });

  test("a donate button with an amount opens /donate with that amount chosen", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/donate", { waitUntil: "commit" });
    await page.getByRole("main").getByRole("button", { name: "Donate $100", exact: true }).click();
    await page.waitForURL(/\/donate\?amount=100$/, { waitUntil: "commit" });
    release();
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Make a Donation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "$100", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("button", { name: "Donate $100" })).toBeEnabled();
    await expect(page).toHaveURL(/\/donate$/);
  });

  test("'Support Our Mission' before hydration opens the dialog on /donate", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Support Our Mission" }).click();
    await page.waitForURL(/\/donate#donate$/, { waitUntil: "commit" });
    release();
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Make a Donation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Donate", exact: true })).toBeDisabled();
  });

  test("a button that needs the script looks busy, and a tap on it is replayed once", async ({ page }) => {
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto("/donate", { waitUntil: "commit" });
    const donateNow = page.getByRole("main").getByRole("button", { name: "Donate Now", exact: true });
    await donateNow.click();
    await donateNow.click();
    await expect(donateNow).toHaveAttribute("aria-busy", "true");
    expect(await page.evaluate(() => (window as unknown as { __tsaTaps: unknown[] }).__tsaTaps.length)).toBe(1);

    release();
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Make a Donation" });
    await expect(dialog).toBeVisible();
    // Replayed once: closing leaves no second dialog behind.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(donateNow).not.toHaveAttribute("aria-busy");
  });
});

test.describe("buttons that need the script, tapped before it has run (replayed once)", () => {
  test("a dashboard tab tapped before hydration is selected once hydrated", async ({ page, student: _student }) => {
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto("/dashboard", { waitUntil: "commit" });
    const mentorship = page.getByRole("tab", { name: "Mentorship" });
    await mentorship.click();
    await expect(mentorship).toHaveAttribute("aria-busy", "true");
    await expect(mentorship).toHaveAttribute("aria-selected", "false");
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(mentorship).toHaveAttribute("aria-selected", "true");
    await expect(mentorship).not.toHaveAttribute("aria-busy");
    await expect(page.getByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Mentorship" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Start Your Submission tapped before hydration opens the form once hydrated", async ({
    page,
    student: _student,
  }) => {
    const isText = (module: (typeof courseSeeds)[number]["modules"][number]) =>
      module.project?.submissionFormat === "text";
    const course = courseSeeds.find((item) => item.isFree && item.modules.some(isText))!;
    const project = course.modules.find(isText)!.project!;
    await enrollIn(page, course.id);
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto(`/project/${project.id}`, { waitUntil: "commit" });
    const start = page.getByRole("button", { name: "Start Your Submission" });
    await start.click();
    await expect(start).toHaveAttribute("aria-busy", "true");
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    // The Submit tab opens and its field takes the focus, as a tap once hydrated does.
    await expect(page.getByRole("tab", { name: "Submit Project" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Your Submission")).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe("the catalog's filters on a phone", () => {
  test("fold behind 'Filters' with the active count, before hydration too @phone", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/courses?price=free&language=es", { waitUntil: "commit" });
    const toggle = page.locator("summary");
    await expect(page.locator("summary")).toHaveAccessibleName(/Filters\s*2 active filters/);
    await expect(page.getByLabel("Category")).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel("Category")).toBeVisible();
    await expect(page.getByLabel("Price")).toHaveValue("free");

    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Category")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator("summary")).toHaveAccessibleName("Filters");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("show in full on a desktop, with no 'Filters' button", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.locator("summary")).toBeHidden();
    await expect(page.getByLabel("Category")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
