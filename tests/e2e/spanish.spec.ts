import type { BrowserContext, Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { QuestionSeed, QuizSeed } from "../../src/db/seed/types";
import { allowProblems, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { CARPENTRY, findCourse, moduleItems, type ApiCourse, enrollIn } from "./seed-courses";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

/*
 * The academy in Spanish (docs/i18n.md): the footer's language switch, then a student's main
 * screens read in Spanish (catalog, enrolment, a lesson, a quiz, a mentor booking, giving, the
 * dashboard). Every screen is checked for its Spanish wording (the msgstr of the es.po
 * catalogues), for English UI text it should no longer show, and with axe. Authored content
 * (course, lesson and quiz texts, mentor profiles) stays in English, as written.
 */

/** The language cookie the switch and PUT /api/user/locale set, for the test server's host. */
async function chooseSpanishByCookie(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
}

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "tsa_locale")?.value;
}

/**
 * English UI texts on screen: visible elements whose text (their own text nodes, or all of it)
 * is one of the strings, or whose own text matches one of the patterns; accessible names given by
 * aria-label, title, placeholder or alt count too. Text inside an element marked lang="en" (the
 * switch's "English") is English on purpose and is left out.
 */
async function englishOnScreen(page: Page, needles: (string | RegExp)[]) {
  const wire = needles.map((needle) =>
    typeof needle === "string" ? { text: needle } : { source: needle.source, flags: needle.flags },
  );
  return page.evaluate((items) => {
    const normal = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
    const found = new Map<string, string>();
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (element.closest("script, style, noscript, template")) continue;
      if (element.closest("[lang]")?.getAttribute("lang")?.startsWith("en")) continue;
      if (!element.checkVisibility()) continue;
      const own = normal(
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(" "),
      );
      const full = normal(element.innerText);
      const names = ["aria-label", "title", "placeholder", "alt"]
        .map((name) => normal(element.getAttribute(name)))
        .filter(Boolean);
      for (const item of items) {
        const label = item.text ?? `/${item.source}/`;
        const hit =
          item.text !== undefined
            ? [own, full, ...names].includes(item.text)
            : [own, ...names].some((value) => new RegExp(item.source, item.flags).test(value));
        if (hit && !found.has(label)) found.set(label, element.tagName.toLowerCase());
      }
    }
    return [...found].map(([label, tag]) => `${label} <${tag}>`);
  }, wire);
}

/**
 * Soft, so that one run lists every English leftover of every screen; the test still fails
 * at its end while any is left.
 */
async function expectNoEnglish(page: Page, screen: string, needles: (string | RegExp)[]) {
  const left = await englishOnScreen(page, needles);
  expect.soft(left, `English UI text left on ${screen}:\n${left.join("\n")}`).toEqual([]);
}

/** The page is Spanish (its html lang) and passes axe's WCAG 2.x A/AA checks. */
async function expectSpanishAndAccessible(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
  await expectNoAxeViolations(page);
}

/** Words of the site's header and footer in English. */
const SHELL_ENGLISH = [
  "Home",
  "Courses",
  "Mentorship",
  "Success Stories",
  "Donate",
  "Login",
  "Logout",
  "Dashboard",
  "Skip to content",
  "Building skills, building futures",
  "Programs",
  "Support",
  "Organization",
  "Privacy Policy",
  "Terms of Service",
  "Cookie Policy",
];

const toastWith = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notificaciones/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });

test.describe("choosing the language", () => {
  test.use({ locale: "en-US" });

  test("the footer's Español reloads the page in Spanish at the same address, and English brings it back", async ({
    page,
  }) => {
    await page.goto("/courses");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Our Courses" })).toBeVisible();
    const url = page.url();

    const english = page.getByRole("contentinfo").getByRole("group", { name: "Language" });
    await expect(english.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await english.getByRole("button", { name: "Español" }).click();

    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForHydration(page);
    expect(page.url()).toBe(url);
    expect(await localeCookie(page)).toBe("es");
    await expect(page.getByRole("heading", { level: 1, name: "Explora nuestros cursos" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cursos" }),
    ).toBeVisible();
    const spanish = page.getByRole("contentinfo").getByRole("group", { name: "Idioma" });
    await expect(spanish.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    await expect(spanish.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "false");
    // At 1280 px the header has the switch as well.
    await expect(
      page.getByRole("banner").getByRole("group", { name: "Idioma" }).getByRole("button", { name: "Español" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expectNoEnglish(page, "the catalog after choosing Español", [
      ...SHELL_ENGLISH,
      "Explore Our Courses",
      "Language",
    ]);
    await expectSpanishAndAccessible(page);

    await spanish.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await waitForHydration(page);
    expect(page.url()).toBe(url);
    expect(await localeCookie(page)).toBe("en");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Our Courses" })).toBeVisible();
    await expect(english.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the phone's menu has the switch too, and it keeps the address @phone", async ({ page }) => {
    await page.goto("/mentorship");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/mentorship$/);
    expect(await localeCookie(page)).toBe("es");
    await expect(page.getByRole("heading", { level: 1, name: "Mentorías con expertos" })).toBeVisible();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menú = page.getByRole("dialog", { name: "Menú" });
    await expect(menú.getByRole("link", { name: "Inicio", exact: true })).toBeVisible();
    await expect(menú.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await expect(menú.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "Español" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoEnglish(page, "the phone menu", ["Menu", "Close menu", "Home", "Courses", "Login", "Language"]);
    await expectSpanishAndAccessible(page);
  });
});

test.describe("the academy in Spanish", () => {
  // The browser asks for Mexican Spanish (Accept-Language); the tests that set the cookie too
  // say so.
  test.use({ locale: "es-MX" });

  test("a visitor browses the catalog, chosen by Accept-Language alone", async ({ page }) => {
    await page.goto("/courses");
    expect(await localeCookie(page)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Explora nuestros cursos" })).toBeVisible();
    await expect(page.getByText("Catálogo de cursos", { exact: true })).toBeVisible();
    const courses = (await (await page.request.get("/api/courses")).json()) as ApiCourse[];
    await expect(page.getByText(`Mostrando ${courses.length} de ${courses.length} cursos`)).toBeVisible();
    await expect(page.getByLabel("Categoría")).toBeVisible();
    await expect(page.getByLabel("Precio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sugerir un curso" })).toBeVisible();
    await expect(page.getByText("GRATIS", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Ver curso/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Inscríbete ahora" }).first()).toBeVisible();
    await expect(page.getByText(/^\(\d+ reseñas\)$/).first()).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Inicio", "Cursos", "Mentorías", "Historias de éxito", "Blog"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Donar", exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Mecánica automotriz")).toBeVisible();

    // The price filter narrows the list; its empty state reads in Spanish too.
    await page.getByLabel("Precio").selectOption({ label: "Gratis" });
    const free = courses.filter((course) => course.isFree).length;
    await expect(page.getByText(`Mostrando ${free} de ${courses.length} cursos`)).toBeVisible();
    await page.getByRole("searchbox").fill("zzzz no such trade");
    await expect(page.getByRole("heading", { name: "No se encontraron cursos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Borrar filtros" }).first()).toBeVisible();

    await expectNoEnglish(page, "the catalog (/courses)", [
      ...SHELL_ENGLISH,
      "Course catalog",
      "Explore Our Courses",
      "All Categories",
      "All Prices",
      "Free",
      "Paid",
      "Clear Filters",
      "Show All Courses",
      "No courses found",
      "Search courses...",
      "Suggest a Course",
      "Category",
      "Price",
      "Search",
      /^Showing \d+ of \d+ courses$/,
    ]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("button", { name: "Borrar filtros" }).first().click();
    await expect(page.getByText(`Mostrando ${courses.length} de ${courses.length} cursos`)).toBeVisible();
    await expectNoEnglish(page, "the catalog's course cards", [
      "View Course",
      "Enroll Now",
      "FREE",
      "Modules",
      /^\(\d+ reviews?\)$/,
      /^\+\d+ more modules?$/,
    ]);
  });

  test("a wrong password is answered in Spanish by the server, and nothing typed is lost", async ({
    page,
    problems,
  }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    await expect(form.getByRole("button", { name: "Iniciar sesión" })).toBeEnabled();
    await form.getByLabel("Correo electrónico").fill("nadie-en-la-academia@example.org");
    await form.getByLabel("Contraseña", { exact: true }).fill("no-es-la-contraseña-1");
    await form.getByRole("button", { name: "Iniciar sesión" }).click();
    // The message is the server's own ({message} of the 401), in the request's language.
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Correo electrónico o contraseña incorrectos");
    allowProblems(problems, /status of 401/);
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("nadie-en-la-academia@example.org");
    await expectSpanishAndAccessible(page);
  });

  test("a student enrols in a course from its page", async ({ page, context, baseURL, student: _student }) => {
    await chooseSpanishByCookie(context, baseURL);
    const { course } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Descripción general" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Plan de estudios" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lo que aprenderás" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Este curso incluye" })).toBeVisible();
    await expect(page.getByText("Gratis para siempre. Aprende a tu propio ritmo.")).toBeVisible();
    // The demo course's preview is its own video (issue 22), labelled in Spanish.
    await expect(page.getByLabel(`Video: ${course.title}`)).toBeVisible();
    await expect(page.getByLabel("Calidad")).toBeVisible();
    await expect(page.getByRole("link", { name: "Todos los cursos", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Inscríbete ahora" }).click();
    const toast = toastWith(page, "Inscripción exitosa");
    await expect(toast).toContainText("¡Te inscribiste en este curso!");
    await expect(page.getByText("Inscrito", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver progreso" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("button", { name: "Inscríbete ahora" })).toHaveCount(0);

    await expectNoEnglish(page, "the course page after enrolling", [
      ...SHELL_ENGLISH,
      "Enroll Now",
      "Enrolled",
      "Enrolled Successfully",
      "You have been enrolled in this course!",
      "View Progress",
      "Go to Lessons",
      "Overview",
      "Curriculum",
      "Course Preview",
      "What You'll Learn",
      "Course Modules",
      "This Course Includes",
      "All Courses",
      "Save offline",
      "Quizzes, hands-on projects and a certificate",
      /^More Courses in /,
    ]);
    // "This Course Includes" counts its video lessons and modules with Spanish plurals.
    await expectNoEnglish(page, "the course page's This Course Includes", [/^\d+ video lessons?$/, /^\d+ modules?$/]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("tab", { name: "Instructor" }).click();
    await expect(page.getByText("Equipo de instructores de la Academia")).toBeVisible();
    await expectNoEnglish(page, "the course page's Instructor tab", ["Academy Instructor Team"]);
  });

  test("a student completes a lesson from the curriculum", async ({ page, context, baseURL, student: _student }) => {
    await chooseSpanishByCookie(context, baseURL);
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await enrollIn(page, course.id);
    const progress = (await (await page.request.get(`/api/courses/${course.id}/progress`)).json()) as {
      completion: { total: number };
    };
    const total = progress.completion.total;
    const first = modules[0]!;
    const [lesson] = (await moduleItems(page, first.id)).lessons;

    await page.goto(`/courses/${course.id}?tab=curriculum`);
    await expect(page.getByRole("heading", { name: "Plan de estudios del curso" })).toBeVisible();
    await expect(page.getByText(`0/${total} elementos completados`)).toBeVisible();
    const trigger = page.getByRole("button", { name: new RegExp(`Módulo ${first.orderIndex}:`) });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toContainText("0% completado");
    await expect(trigger).toContainText(/\d+ elementos/);
    await expect(page.getByRole("link", { name: "Hacer el cuestionario" }).first()).toBeVisible();
    await expectNoEnglish(page, "the curriculum", [
      ...SHELL_ENGLISH,
      "Course Curriculum",
      "Your Progress",
      "Complete",
      "Open Lesson",
      "Take Quiz",
      "Lesson",
      "Quiz",
      /^\d+\/\d+ items completed$/,
      /^\d+ items?$/,
      /^\d+% complete$/,
      /^[\d.]+ hours?$/,
      /^Module \d+:$/,
      /^Pass requirement: /,
      /^Max attempts: /,
    ]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("link", { name: `Abrir lección: ${lesson!.title}` }).click();
    await expect(page).toHaveURL(`/lessons/${lesson!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: lesson!.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toBeVisible();
    await expect(page.getByText("¿Terminaste esta lección?")).toBeVisible();
    await expect(page.getByText(`Progreso del curso: 0/${total} elementos completados`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navegación de lecciones" })).toContainText(/Siguiente lección/i);
    await expectSpanishAndAccessible(page);

    await page.getByRole("button", { name: "Completar", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Lección completada" })).toBeVisible();
    await expect(page.getByText("Completaste esta lección. ¡Buen trabajo!")).toBeVisible();
    await expect(page.getByText(`Progreso del curso: 1/${total} elementos completados`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Completar", exact: true })).toHaveCount(0);
    await expectNoEnglish(page, "the lesson", [
      ...SHELL_ENGLISH,
      "Complete",
      "Completed",
      "Lesson complete",
      "You completed this lesson. Nice work!",
      "Finished this lesson?",
      "Next lesson",
      "Previous lesson",
      "Breadcrumb",
      "Lesson navigation",
      "Save offline",
      /^Course progress: /,
      /^Lessons in /,
    ]);
    await expectSpanishAndAccessible(page);
  });

  test("a student takes a quiz to its results", async ({ page, context, baseURL, student: _student }) => {
    await chooseSpanishByCookie(context, baseURL);
    const { courseId, quiz } = seededQuiz("Shop Safety Check");
    await enrollIn(page, courseId);
    const total = quiz.questions.length;
    await page.goto(`/quiz/${quiz.id}`);

    await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    // The Start screen, in Spanish, then the questions.
    await expect(page.getByText("Cuestionario con tiempo")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText(`Preguntas${total}`);
    await page.getByRole("button", { name: "Empezar el cuestionario" }).click();
    await expect(page.getByText(`Pregunta 1 de ${total}`)).toBeVisible();
    await expect(page.getByText(`${Math.round(100 / total)}% completado`)).toBeVisible();
    await expect(page.getByText("Para aprobar", { exact: true })).toBeVisible();
    await expect(page.getByText("Intentos restantes").locator("..")).toContainText("3");
    await expect(page.getByRole("timer")).toBeVisible();
    const next = page.getByRole("button", { name: "Siguiente" });
    const submit = page.getByRole("button", { name: "Enviar cuestionario" });
    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(submit).toBeDisabled();
    await expectNoEnglish(page, "the quiz", [
      ...SHELL_ENGLISH,
      "Next",
      "Previous",
      "Submit Quiz",
      "Pass Requirement",
      "Attempts Remaining",
      "True",
      "False",
      /^Question \d+ of \d+$/,
      /^\d+% complete$/,
      /^Back to /,
    ]);
    await expectSpanishAndAccessible(page);

    for (let index = 0; index < total; index += 1) {
      await expect(page.getByText(`Pregunta ${index + 1} de ${total}`)).toBeVisible();
      const text = (await page.locator("fieldset h2").textContent())!.trim();
      const question = quiz.questions.find((item) => item.question === text)!;
      await page.getByRole("radio", { name: spanishAnswer(question), exact: true }).check();
      if (index < total - 1) await next.click();
    }
    await expect(page.getByText("100% completado")).toBeVisible();
    await submit.click();

    await expect(toastWith(page, "¡Cuestionario aprobado!")).toContainText("¡Felicidades! Obtuviste 100%");
    await expect(page.getByRole("heading", { name: "APROBADO", exact: true })).toBeVisible();
    const stats = page.locator("dl").first();
    await expect(stats).toContainText("Tu puntaje100%");
    await expect(stats).toContainText("Necesario para aprobar80%");
    await expect(stats).toContainText("Intentos usados1/3");
    await expect(page.getByRole("heading", { name: "Revisa tus respuestas" })).toBeVisible();
    await expect(page.getByText("Correcta", { exact: true })).toHaveCount(total);
    await expect(page.getByRole("link", { name: "Volver a los cursos" })).toHaveAttribute("href", "/courses");
    await expectNoEnglish(page, "the quiz results", [
      ...SHELL_ENGLISH,
      "PASSED",
      "Quiz Passed!",
      "Your Score",
      "Required to Pass",
      "Attempts Used",
      "Review Your Answers",
      "Correct",
      "Incorrect",
      "Your answer:",
      "Correct answer:",
      "Back to Courses",
      "Retake Quiz",
      "Great work! This quiz is complete.",
      /^Congratulations! You scored/,
    ]);
    // A true/false question's answers are stored as the English words; the review names them in Spanish.
    await expectNoEnglish(page, "the quiz results' answers", ["True", "False"]);
    await expectSpanishAndAccessible(page);
  });

  test("a student books a session with a mentor", async ({ page, context, baseURL, student: _student }) => {
    await chooseSpanishByCookie(context, baseURL);
    await page.goto("/mentorship");
    await expect(page.getByRole("heading", { level: 1, name: "Mentorías con expertos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Conoce a nuestros mentores" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cómo funcionan las mentorías" })).toBeVisible();
    for (const step of ["Elige un mentor", "Agenda una sesión", "Reúnete en línea", "Aplica lo que aprendes"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    const card = page.getByRole("article", { name: "Mei Chen" });
    await expect(card.getByText("Disponible hoy")).toBeVisible();
    await expect(card.getByText(/^\d+ sesiones$/)).toBeVisible();
    await expect(card.getByRole("list", { name: "Especialidades" })).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Tasha Whitfield" }).getByText("Próxima disponibilidad: mañana"),
    ).toBeVisible();
    await expectNoEnglish(page, "the mentorship page", [
      ...SHELL_ENGLISH,
      "Expert Mentorship",
      "Meet Our Mentors",
      "How Mentorship Works",
      "Choose a Mentor",
      "Schedule a Session",
      "Meet Online",
      "Apply What You Learn",
      "Find Your Mentor",
      "Ready to Talk to a Mentor?",
      "Available today",
      "Next available: Tomorrow",
      "Book Now",
      "Expertise",
      /^\d+ sessions$/,
      /^Step \d+:$/,
      /^Rated \d out of 5$/,
    ]);
    await expectSpanishAndAccessible(page);

    await card.getByRole("button", { name: "Reservar ahora" }).click();
    const dialog = page.getByRole("dialog", { name: "Reservar una sesión con Mei Chen" });
    await expect(dialog).toBeVisible();
    const duration = dialog.getByLabel("Duración de la sesión");
    await expect(duration.locator("option")).toHaveText(["30 minutos", "1 hora", "1.5 horas", "2 horas"]);
    await expect(duration.locator("option:checked")).toHaveText("1 hora");
    await expect(dialog.getByText(/^Tu hora local/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await expectNoEnglish(page, "the booking dialog", [
      "Book a Session with Mei Chen",
      "Preferred Date & Time",
      "Session Duration",
      "Session Topic",
      "Additional Notes (Optional)",
      "30 minutes",
      "1 hour",
      "1.5 hours",
      "2 hours",
      "Cancel",
      "Book Session",
      "Close",
      /^Your local time/,
      /^e\.g\. /,
    ]);
    await expectSpanishAndAccessible(page);

    // A past time is refused in Spanish.
    await dialog.getByLabel("Fecha y hora preferidas").fill(localSlot(-1));
    await dialog.getByRole("button", { name: "Reservar sesión" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("La fecha elegida debe ser en el futuro");

    await dialog.getByLabel("Fecha y hora preferidas").fill(localSlot(4));
    await duration.selectOption("90");
    await dialog.getByLabel("Tema de la sesión").fill("Prepararme para mi primera entrevista");
    const booked = page.waitForResponse((response) => response.url().endsWith("/book"));
    await dialog.getByRole("button", { name: "Reservar sesión" }).click();
    expect((await booked).status()).toBe(201);
    await expect(toastWith(page, "Sesión reservada")).toContainText("¡Tu sesión de mentoría quedó reservada!");
    await expect(dialog).toBeHidden();
    await expectNoEnglish(page, "the mentorship page after booking", [
      "Session Booked",
      "Your mentorship session has been successfully booked!",
    ]);
  });

  test("a visitor opens the donation dialog, reaches its payment notice, and a course's checkout", async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseSpanishByCookie(context, baseURL);
    await page.goto("/donate");
    await expect(
      page.getByRole("heading", { level: 1, name: "Construye un futuro, una habilidad a la vez" }),
    ).toBeVisible();
    const tiers = page.getByRole("region", { name: "Elige tu impacto" }).getByRole("listitem");
    await expect(tiers).toHaveCount(3);
    for (const [index, name, text] of [
      [0, "Colaborador", "Cubre los materiales del curso de un estudiante"],
      [1, "Defensor", "Financia un mes de mentorías"],
      [2, "Campeón", "Patrocina un programa de certificación completo"],
    ] as const) {
      await expect(tiers.nth(index).getByRole("heading", { name })).toBeVisible();
      await expect(tiers.nth(index).getByText(text)).toBeVisible();
    }
    await expect(tiers.nth(1).getByText("Más popular")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por qué importa tu donación" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Otras formas de apoyar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cuéntale a un amigo" })).toHaveAttribute("href", /^mailto:\?subject=/);
    await expectNoEnglish(page, "the donate page", [
      ...SHELL_ENGLISH,
      "Donate Now",
      "Our impact so far",
      "Students Served",
      "Job Placements",
      "Graduation Rate",
      "Mentor Hours",
      "Choose Your Impact",
      "Supporter",
      "Advocate",
      "Champion",
      "Most Popular",
      "Why Your Donation Matters",
      "Other Ways to Support",
      "Volunteer",
      "Corporate Partnerships",
      "Spread the Word",
      "Tell a Friend",
      "Give Today",
      "Become a Partner",
      "Email Us to Volunteer",
      /^Donate \$\d+$/,
    ]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("main").getByRole("button", { name: "Donar ahora" }).click();
    const dialog = page.getByRole("dialog", { name: "Haz una donación" });
    await expect(dialog).toBeVisible();
    const amounts = dialog.getByRole("group", { name: "Elige un monto" }).getByRole("button");
    await expect(amounts).toHaveCount(6);
    await expect(dialog.getByLabel("Monto personalizado")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Donar", exact: true })).toBeDisabled();
    await amounts.nth(1).click();
    await expect(amounts.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByText("Tu impacto")).toBeVisible();
    const give = dialog.getByRole("button", { name: /^Donar .*50/ });
    await expect(give).toBeEnabled();
    await expectNoEnglish(page, "the donation dialog", [
      "Make a Donation",
      "Choose an amount",
      "Custom amount",
      "Other amount",
      "Your impact",
      "Donate",
      "Close",
      /^Donate \$/,
      /^Minimum donation is/,
    ]);
    await expectSpanishAndAccessible(page);

    await give.click();
    await expect(dialog.getByRole("heading", { name: "Pagos no disponibles" })).toBeVisible();
    await expect(
      dialog.getByText("Estamos configurando el procesamiento de pagos. Vuelve a intentarlo más tarde."),
    ).toBeVisible();
    await expectNoEnglish(page, "the donation dialog's payment notice", [
      "Payment Processing Unavailable",
      "Payment processing is currently being configured. Please try again later.",
      "Change Amount",
      "Close",
      /^Your donation: /,
    ]);
    await expectSpanishAndAccessible(page);
    await dialog.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(dialog).toBeHidden();

    // A paid course's checkout.
    const { course } = await findCourse(page, (item) => !item.isFree);
    const answer = page.waitForResponse("**/api/create-payment-intent");
    await page.goto(`/checkout?courseId=${course.id}&amount=${course.price}`);
    await expect(page.getByRole("heading", { level: 1, name: "Pago" })).toBeVisible();
    await expect(page.getByText("Resumen del pedido")).toBeVisible();
    await expect(page.getByText("Acceso al curso", { exact: true })).toBeVisible();
    await expect(page.getByText(course.title)).toBeVisible();
    await expect(page.getByText("Total", { exact: true })).toBeVisible();
    expect((await answer).status()).toBe(503);
    await expect(page.getByText("Preparando el pago...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pagos no disponibles" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a los cursos" })).toHaveAttribute("href", "/courses");
    await expectNoEnglish(page, "the checkout", [
      ...SHELL_ENGLISH,
      "Checkout",
      "Order Summary",
      "Course Access",
      "Payment",
      "Setting up payment...",
      "Payment Processing Unavailable",
      "Back to Courses",
    ]);
    await expectSpanishAndAccessible(page);
  });

  test("a student reads the dashboard", async ({ page, context, baseURL, student }) => {
    await chooseSpanishByCookie(context, baseURL);
    const { course, modules } = await findCourse(page, (item) => item.title.startsWith(CARPENTRY));
    await enrollIn(page, course.id);
    const [lesson] = (await moduleItems(page, modules[0]!.id)).lessons;
    expect((await page.request.post(`/api/lessons/${lesson!.id}/complete`)).ok()).toBe(true);
    const mentors = (await (await page.request.get("/api/mentors")).json()) as { id: string; name: string }[];
    const mentor = mentors.find((item) => item.name === "Andre Okafor")!;
    const scheduledAt = new Date(Date.now() + 3 * 86_400_000);
    scheduledAt.setUTCMinutes(0, 0, 0);
    const booking = await page.request.post(`/api/mentors/${mentor.id}/book`, {
      data: { scheduledAt: scheduledAt.toISOString(), duration: 30, topic: "Abrir mi primera cuenta", notes: null },
    });
    expect(booking.status(), await booking.text()).toBe(201);

    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: `¡Qué bueno verte de nuevo, ${student.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByText("Así va tu formación. Sigue adelante: cada lección cuenta.")).toBeVisible();
    const stat = (label: string) => page.getByRole("group", { name: label });
    await expect(stat("Cursos en total")).toContainText("1 en curso");
    await expect(stat("Progreso promedio")).toContainText("en todos tus cursos");
    await expect(stat("Sesiones con mentores")).toContainText(/1 próxima(?!s)/);
    await expect(page.getByRole("tab", { name: "Mis cursos" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("link", { name: /Continuar/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Explorar cursos" }).first()).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Reservar mentor" })).toHaveAttribute("href", "/mentorship");
    await expect(page.getByRole("region", { name: "Tu progreso" })).toContainText("Cursos inscritos1");
    await expect(page.getByRole("heading", { name: "Ajustes de correo" })).toBeVisible();
    await expectNoEnglish(page, "the dashboard (My Courses)", [
      ...SHELL_ENGLISH,
      `Welcome back, ${student.firstName}!`,
      "Total Courses",
      "Completed",
      "Average Progress",
      "Mentor Sessions",
      "Quick Actions",
      "Browse Courses",
      "Book Mentor",
      "View Progress",
      "My Courses",
      "Achievements",
      "Your Progress",
      "Courses enrolled",
      "Courses completed",
      "Keep learning",
      "Next sessions",
      "Continue",
      "Need Help?",
      "Get Support",
      "Email settings",
      "Data saver",
      /^\d+ in progress$/,
      /^\d+ upcoming$/,
    ]);
    // The notices' names and descriptions come from the server in English (shared/rules/email.ts);
    // the panel shows them in the page's language by their key.
    await expectNoEnglish(page, "the dashboard's email settings", [
      "Mentorship session reminders",
      "A reminder the day before a session. Confirmations and cancellations always go.",
      "Project reviews",
      "When an instructor reviews a project you submitted.",
    ]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("tab", { name: "Mentorías" }).click();
    const sessions = page.getByRole("tabpanel");
    await expect(sessions.getByRole("heading", { name: "Próximas sesiones" })).toBeVisible();
    await expect(sessions.getByRole("heading", { name: "Andre Okafor" })).toBeVisible();
    await expect(sessions.getByText("30 minutos")).toBeVisible();
    await expect(sessions.getByText("Tema: Abrir mi primera cuenta")).toBeVisible();
    await expect(sessions.getByRole("link", { name: "Agregar al calendario" })).toBeVisible();
    await expect(sessions.getByRole("button", { name: "Cancelar", exact: true })).toBeVisible();
    await expect(sessions.getByRole("heading", { name: "Historial de sesiones" })).toBeVisible();
    await expectNoEnglish(page, "the dashboard's Mentorship tab", [
      "Upcoming Sessions",
      "Upcoming",
      "Session History",
      "Cancel",
      "Cancel Session",
      "Add to Calendar",
      "Book a Session",
      "Topic:",
      "30 minutes",
      /^\d+ minutes$/,
    ]);
    await expectSpanishAndAccessible(page);

    await page.getByRole("tab", { name: "Logros" }).click();
    const achievements = page.getByRole("tabpanel");
    const milestone = (title: string) =>
      achievements.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
    await expect(milestone("Primera inscripción")).toContainText("Logrado");
    await expect(milestone("Primera mentoría")).toContainText("Logrado");
    await expect(milestone("Primera certificación")).toContainText("Bloqueado");
    await expect(achievements.getByText("Aún no tienes certificados")).toBeVisible();
    await expectNoEnglish(page, "the dashboard's Achievements tab", [
      "Milestones",
      "First Enrollment",
      "First Mentorship",
      "First Certification",
      "Achieved",
      "Locked",
      "Course Certificates",
      "No certificates yet",
    ]);
    await expectSpanishAndAccessible(page);
  });
});

/** A seeded quiz of a free course by title: the seed is the answer key (the API never sends it). */
function seededQuiz(title: string): { courseId: string; quiz: QuizSeed } {
  for (const course of courseSeeds) {
    for (const module of course.modules) {
      if (module.quiz?.title === title) return { courseId: course.id, quiz: module.quiz };
    }
  }
  throw new Error(`No seeded quiz "${title}"`);
}

/** The right answer as the Spanish page names it: true/false questions read Verdadero/Falso. */
function spanishAnswer(question: QuestionSeed) {
  if (question.type !== "true_false") return question.correctAnswer;
  return question.correctAnswer === "True" ? "Verdadero" : "Falso";
}

/** A datetime-local value some days from now at 10:00 (a day either way of the browser's zone). */
function localSlot(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T10:00`;
}
