import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAsStaff, signOut, test } from "./fixtures";
import { enrollIn, findCourse, moduleItems, type ApiCourse, type ApiItem } from "./seed-courses";

/**
 * Issue 12: courses and posts say which language they are written in; the catalog and the blog
 * show it on their cards and filter by it. The demo seed has two courses and three posts in Spanish
 * (issue 23); each test marks one more seeded course or post as Spanish through the staff forms, then
 * sets it back.
 */

interface Record {
  id: string;
  title: string;
  language: "en" | "es" | null;
}

const list = async (page: Page, url: string) => (await (await page.request.get(url)).json()) as Record[];
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /notifications/i, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: text });

test.describe("content language", () => {
  test("the course form sets a course's language; the catalog shows its badge and filters by it", async ({ page }) => {
    // Other specs add courses of their own (with no language) while this one runs: the seed's are in English.
    const courses = await list(page, "/api/courses");
    const course = courses.find((entry) => entry.title.startsWith("Digital Skills"))!;
    expect(course.language).toBe("en");
    const seededSpanish = courses.filter((entry) => entry.language === "es");
    expect(seededSpanish).toHaveLength(2);

    await signInAsStaff(page);
    await page.goto(`/admin/courses/${course.id}`);
    const details = page.getByRole("form", { name: "Course details" });
    await expect(details.getByLabel("Language")).toHaveValue("en");
    await details.getByLabel("Language").selectOption("es");
    await details.getByRole("button", { name: "Save Course" }).click();
    await expect(toast(page, "Saved")).toBeVisible();
    await signOut(page);

    try {
      await page.goto("/courses");
      const spanishCard = cards(page).filter({ has: page.getByRole("heading", { name: course.title }) });
      await expect(spanishCard.locator('[lang="es"]').getByText("Español", { exact: true })).toBeVisible();
      await expect(spanishCard.getByRole("heading", { name: course.title })).toHaveAttribute("lang", "es");
      const englishCard = cards(page).filter({ has: page.getByRole("heading", { name: courses[0]!.title }) });
      await expect(englishCard.locator('[lang="en"]').getByText("English", { exact: true })).toBeVisible();

      const filters = page.getByRole("search", { name: "Filter courses" });
      await filters.getByLabel("Language").selectOption("es");
      await expect(page).toHaveURL(/\/courses\?language=es$/);
      await expect(page.getByText(new RegExp(`^Showing ${seededSpanish.length + 1} of \\d+ courses$`))).toBeVisible();
      await expect(cards(page)).toHaveCount(seededSpanish.length + 1);
      await expect(cards(page).getByRole("heading", { name: course.title })).toBeVisible();
      for (const seeded of seededSpanish) {
        await expect(cards(page).getByRole("heading", { name: seeded.title })).toHaveAttribute("lang", "es");
      }
      await expectNoAxeViolations(page);

      // The address alone gives the same list (the server's render reads it too).
      await page.reload();
      await expect(filters.getByLabel("Language")).toHaveValue("es");
      await expect(cards(page)).toHaveCount(seededSpanish.length + 1);

      // Combined with another filter, and back to every language.
      await filters.getByLabel("Language").selectOption("en");
      await filters.getByLabel("Price").selectOption("free");
      await expect(page).toHaveURL(/\/courses\?price=free&language=en$/);
      await expect(cards(page).getByRole("heading", { name: course.title })).toHaveCount(0);
      await filters.getByRole("button", { name: "Clear Filters" }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(cards(page).getByRole("heading", { name: course.title })).toBeVisible();
      await expect(cards(page).getByRole("heading", { name: courses[0]!.title })).toBeVisible();
    } finally {
      await signInAsStaff(page);
      const back = await page.request.patch(`/api/staff/courses/${course.id}`, { data: { language: "en" } });
      expect(back.ok()).toBe(true);
    }
  });

  test("the post form sets a post's language; the blog shows its badge and filters by it", async ({ page }) => {
    const posts = await list(page, "/api/blog");
    const post = posts[posts.length - 1]!;
    const seededSpanish = posts.filter((entry) => entry.language === "es");
    expect(seededSpanish).toHaveLength(3);

    await signInAsStaff(page);
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Edit ${post.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    await expect(dialog.getByLabel("Language")).toHaveValue("en");
    await dialog.getByLabel("Language").selectOption("es");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Post Saved")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await signOut(page);

    try {
      await page.goto("/blog");
      const card = cards(page).filter({ hasText: post.title });
      await expect(card.locator('[lang="es"]').getByText("Español", { exact: true })).toBeVisible();

      const search = page.getByRole("main").getByRole("search");
      await search.getByLabel("Language").selectOption("es");
      await expect(page).toHaveURL(/\/blog\?language=es$/);
      await expect(page.getByText(new RegExp(`^Showing ${seededSpanish.length + 1} of \\d+ articles$`))).toBeVisible();
      await expect(cards(page)).toHaveCount(seededSpanish.length + 1);
      for (const seeded of seededSpanish) await expect(cards(page).filter({ hasText: seeded.title })).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(search.getByLabel("Language")).toHaveValue("es");
      await expect(cards(page)).toHaveCount(seededSpanish.length + 1);
      await search.getByLabel("Language").selectOption("all");
      await expect(page).toHaveURL(/\/blog$/);
      await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: posts[posts.length - 2]!.title })).toHaveCount(1);
    } finally {
      await signInAsStaff(page);
      const back = await page.request.patch(`/api/admin/blog/${post.id}`, { data: { language: "en" } });
      expect(back.ok()).toBe(true);
    }
  });
});

test.describe("authored content inside Spanish pages (issue 23, WCAG 3.1.2)", () => {
  test('English content is marked lang="en"; durations and programmes read in Spanish', async ({ page }) => {
    await page.request.put("/api/user/locale", { data: { locale: "es" } });
    const english = (text: string) => page.locator('[lang="en"]').filter({ hasText: text }).first();

    // Mentors: title, bio and expertise.
    const mentors = (await (await page.request.get("/api/mentors")).json()) as {
      title: string;
      bio: string;
      expertise: string[];
    }[];
    await page.goto("/mentorship");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(english(mentors[0]!.bio)).toBeVisible();
    await expect(english(mentors[0]!.title)).toBeVisible();
    await expect(english(mentors[0]!.expertise[0]!)).toBeVisible();
    await expectNoAxeViolations(page);

    // Testimonials.
    const stories = (await (await page.request.get("/api/success-stories")).json()) as { testimonial: string }[];
    await page.goto("/success-stories");
    await expect(english(stories[0]!.testimonial)).toBeVisible();

    // A seeded (English) course: its words are marked, its length and programme are Spanish.
    const courses = await list(page, "/api/courses");
    const carpentry = (courses as (Record & { category: string; duration: string | null })[]).find(
      (course) => course.category === "Carpentry & Woodworking" && course.language === "en",
    )!;
    expect(carpentry.duration).toBe("6 weeks");
    await page.goto(`/courses/${carpentry.id}`);
    await expect(page.getByRole("heading", { level: 1, name: carpentry.title })).toHaveAttribute("lang", "en");
    await expect(page.getByText("6 semanas de aprendizaje")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/weeks de aprendizaje|6 weeks/);
    await expect(page.getByText("Carpintería y trabajo en madera").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The catalog card: title marked, length in Spanish, the programme translated.
    await page.goto("/courses");
    const card = cards(page).filter({ has: page.getByRole("heading", { name: carpentry.title }) });
    await expect(card.getByRole("heading", { name: carpentry.title })).toHaveAttribute("lang", "en");
    await expect(card.getByText("6 semanas")).toBeVisible();
    await expect(card.getByText("Carpintería y trabajo en madera")).toBeVisible();
    // Nothing the page itself says in Spanish sits inside an English mark.
    await expect(page.locator('[lang="en"]').filter({ hasText: /Mostrando|Filtrar|Inscribirse/ })).toHaveCount(0);
  });

  test('a course stated to be Spanish is marked lang="es", never "en"', async ({ page }) => {
    const courses = await list(page, "/api/courses");
    const course = courses.find((entry) => entry.title.startsWith("Digital Skills"))!;
    await signInAsStaff(page);
    const marked = await page.request.patch(`/api/staff/courses/${course.id}`, { data: { language: "es" } });
    expect(marked.ok()).toBe(true);
    await signOut(page);
    try {
      await page.request.put("/api/user/locale", { data: { locale: "es" } });
      await page.goto(`/courses/${course.id}`);
      await expect(page.getByRole("heading", { level: 1, name: course.title })).toHaveAttribute("lang", "es");
      await expect(page.locator('[lang="en"]').filter({ hasText: course.title })).toHaveCount(0);
    } finally {
      await signInAsStaff(page);
      const back = await page.request.patch(`/api/staff/courses/${course.id}`, { data: { language: "en" } });
      expect(back.ok()).toBe(true);
    }
  });
});

/** The language a piece of the page is in: its nearest lang attribute. */
const langOf = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang") ?? null);

test("a student's own pages in Spanish mark an English course's words lang=\"en\": the dashboard, the lesson and its outline, a quiz, a project", async ({
  page,
  student,
}) => {
  expect(student.email).toContain("@");
  const courses = (await (await page.request.get("/api/courses")).json()) as (ApiCourse & { language: string })[];
  // A seeded English course with lessons, a quiz and a project; not Digital Skills, which the tests
  // above mark Spanish for a while.
  let found: { course: ApiCourse; lessons: ApiItem[]; quiz?: ApiItem; project?: ApiItem } | undefined;
  const english = courses.filter(
    (course) => course.isFree && course.language === "en" && !course.title.startsWith("Digital Skills"),
  );
  for (const candidate of english) {
    const { modules } = await findCourse(page, (course) => course.id === candidate.id);
    const items = await Promise.all(modules.map((module) => moduleItems(page, module.id)));
    const lessons = items.flatMap((item) => item.lessons);
    const quiz = items.flatMap((item) => item.quizzes)[0];
    const project = items.flatMap((item) => item.projects)[0];
    if (lessons.length >= 2 && quiz && project) {
      found = { course: candidate, lessons, quiz, project };
      break;
    }
  }
  expect(found, "a free English course with lessons, a quiz and a project").toBeDefined();
  const { course, lessons, quiz, project } = found!;
  await enrollIn(page, course.id);
  await page.request.put("/api/user/locale", { data: { locale: "es" } });

  // The dashboard: the course's title in My Courses.
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect.poll(() => langOf(page.getByRole("main").getByText(course.title).first())).toBe("en");

  // The lesson: its title, its description and reading, and the outline's other lessons.
  const lesson = (await (await page.request.get(`/api/lessons/${lessons[0]!.id}`)).json()) as {
    title: string;
    description: string | null;
  };
  await page.goto(`/lessons/${lessons[0]!.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await langOf(page.getByRole("heading", { level: 1, name: lesson.title }))).toBe("en");
  expect(lesson.description, "the seeded lesson has a description").toBeTruthy();
  expect(await langOf(page.getByText(lesson.description!).first())).toBe("en");
  // The next lesson's title, wherever it shows (the outline, the next-lesson link), is marked.
  const nextTitle = page.getByText(lessons[1]!.title, { exact: true });
  expect(await nextTitle.count()).toBeGreaterThan(0);
  for (const shown of await nextTitle.all()) expect(await langOf(shown)).toBe("en");
  // The page's own words are not marked English.
  await expect(page.locator('[lang="en"]').filter({ hasText: /Lección|Anterior|Siguiente/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A quiz and a project: their titles and texts.
  await page.goto(`/quiz/${quiz!.id}`);
  expect(await langOf(page.getByRole("heading", { level: 1, name: quiz!.title }))).toBe("en");
  // The first question and its authored options, once started (a timed quiz opens on its Start screen).
  const questions = (
    (await (await page.request.get(`/api/quizzes/${quiz!.id}`)).json()) as {
      questions: { question: string; questionType: string; options: string[] | null }[];
    }
  ).questions;
  const start = page.getByRole("button", { name: "Empezar el cuestionario" });
  const question = (index: number) => page.getByRole("heading", { level: 2, name: questions[index]!.question });
  await expect(start.or(question(0))).toBeVisible();
  if (await start.isVisible()) await start.click();
  // Up to the first multiple-choice question: each question is marked; True/False are the page's words.
  const choice = questions.findIndex((item) => item.questionType === "multiple_choice");
  expect(choice, "the quiz has a multiple-choice question").toBeGreaterThanOrEqual(0);
  for (let index = 0; index < choice; index++) {
    await expect(question(index)).toBeVisible();
    expect(await langOf(question(index))).toBe("en");
    if (questions[index]!.questionType === "true_false")
      expect(await langOf(page.getByText("Verdadero", { exact: true }))).toBe("es");
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Siguiente" }).click();
  }
  await expect(question(choice)).toBeVisible();
  expect(await langOf(question(choice))).toBe("en");
  for (const option of questions[choice]!.options ?? [])
    expect(await langOf(page.getByText(option, { exact: true }))).toBe("en");
  await expectNoAxeViolations(page);
  await page.goto(`/project/${project!.id}`);
  expect(await langOf(page.getByRole("heading", { level: 1, name: project!.title }))).toBe("en");
  const brief = (await (await page.request.get(`/api/projects/${project!.id}`)).json()) as { description?: string };
  expect(brief.description, "the seeded project has a description").toBeTruthy();
  expect(await langOf(page.getByText(brief.description!).first())).toBe("en");
  await expectNoAxeViolations(page);
});
