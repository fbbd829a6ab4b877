import type { Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import { finanzasPersonales } from "../../src/db/seed/courses/finanzas-personales";
import type { QuestionSeed, QuizSeed } from "../../src/db/seed/types";
import { allowProblems, expect, expectNoAxeViolations, registerStudent, signInAsStaff, test } from "./fixtures";
import { enrollIn } from "./seed-courses";

/** A seeded quiz by title, with its course: the seed data is the answer key (the API never sends it). */
function seededQuiz(title: string): { courseId: string; quiz: QuizSeed } {
  for (const course of courseSeeds) {
    for (const module of course.modules) {
      if (module.quiz?.title === title) {
        if (!course.isFree) throw new Error(`${title} is in a paid course`);
        return { courseId: course.id, quiz: module.quiz };
      }
    }
  }
  throw new Error(`No seeded quiz "${title}"`);
}

/** The first seeded quiz of a paid course. */
function paidQuiz(): { courseId: string; quiz: QuizSeed } {
  for (const course of courseSeeds.filter((item) => !item.isFree)) {
    const module = course.modules.find((item) => item.quiz);
    if (module?.quiz) return { courseId: course.id, quiz: module.quiz };
  }
  throw new Error("No seeded quiz in a paid course");
}

const optionsOf = (question: QuestionSeed) => (question.type === "true_false" ? ["True", "False"] : question.options);
const wrongAnswer = (question: QuestionSeed) =>
  optionsOf(question).find((option) => option !== question.correctAnswer)!;
const questionByText = (quiz: QuizSeed, text: string) => quiz.questions.find((question) => question.question === text)!;

// Shop Safety Check: 10 minutes, 80% to pass, 3 attempts, 6 questions (Carpentry, free).
const SHOP_SAFETY = seededQuiz("Shop Safety Check");
// Banking Speed Round: 2 minutes, 80% to pass, 3 attempts, 5 questions (Money Moves, free).
const BANKING = seededQuiz("Banking Speed Round");

const heading = (page: Page) => page.locator("fieldset h2");

/** Answers the question on screen, correctly or not, looking it up in the seed by its text. */
async function answerCurrent(page: Page, quiz: QuizSeed, correct: boolean) {
  const text = (await heading(page).textContent())!.trim();
  const question = questionByText(quiz, text);
  const answer = correct ? question.correctAnswer : wrongAnswer(question);
  await page.getByRole("radio", { name: answer, exact: true }).check();
  return question;
}

/** Answers every question in order (Next between them) and stays on the last one. */
async function answerAll(page: Page, quiz: QuizSeed, correct: boolean) {
  for (let index = 0; index < quiz.questions.length; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`)).toBeVisible();
    await answerCurrent(page, quiz, correct);
    if (index < quiz.questions.length - 1) await page.getByRole("button", { name: "Next" }).click();
  }
}

/** The item after a seeded quiz in its course (lessons, then the quiz, then the project, module by module). */
function nextSeedItem(courseId: string, quizId: string): { href: string; title: string } | null {
  const course = [...courseSeeds, finanzasPersonales].find((item) => item.id === courseId)!;
  const items = course.modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({ href: `/lessons/${lesson.id}`, id: lesson.id, title: lesson.title })),
    ...(module.quiz ? [{ href: `/quiz/${module.quiz.id}`, id: module.quiz.id, title: module.quiz.title }] : []),
    ...(module.project
      ? [{ href: `/project/${module.project.id}`, id: module.project.id, title: module.project.title }]
      : []),
  ]);
  const next = items[items.findIndex((item) => item.id === quizId) + 1];
  return next ? { href: next.href, title: next.title } : null;
}

/** Opens a timed quiz on its Start screen and presses Start Quiz: the questions and the clock. */
async function startQuiz(page: Page, quiz: QuizSeed) {
  await page.goto(`/quiz/${quiz.id}`);
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
}

const toast = (page: Page) => page.getByRole("region", { name: /notifications/i }).getByRole("listitem");

test.describe("quiz screen", () => {
  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto(`/quiz/${SHOP_SAFETY.quiz.id}`);
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText("Please log in to take this quiz.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fquiz%2F/);
  });

  test("a missing quiz answers 404 with Quiz Not Found", async ({ page, student: _student, problems }) => {
    const response = await page.goto("/quiz/00000000-0000-4000-8000-000000000000");
    // The document's own 404 and the browser's fetch of the missing quiz.
    allowProblems(problems, /status of 404/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Quiz Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("a student who is not enrolled takes a free course's quiz, which enrols them", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = BANKING;
    await startQuiz(page, quiz);
    await answerAll(page, quiz, true);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    const enrollments = (await (await page.request.get("/api/user/enrollments")).json()) as { courseId: string }[];
    expect(enrollments.map((enrollment) => enrollment.courseId)).toEqual([courseId]);
  });

  test("a paid course's quiz asks a student who is not enrolled to enroll first", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = paidQuiz();
    await page.goto(`/quiz/${quiz.id}`);
    await expect(page.getByRole("heading", { name: "Enroll first" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to Course" })).toHaveAttribute("href", `/courses/${courseId}`);
  });

  test("navigation rules, failing, and a retake that starts over", async ({ page, student: _student }) => {
    test.slow(); // One long flow: six questions both ways, a submission, the results and a retake.
    const { quiz, courseId } = SHOP_SAFETY;
    const total = quiz.questions.length;
    await enrollIn(page, courseId);
    await page.clock.install();
    await page.goto(`/quiz/${quiz.id}`);

    // The Start screen: what the attempt will be, and no clock until Start Quiz.
    await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts).toContainText(`Time Limit${quiz.timeLimit} minutes`);
    await expect(facts).toContainText(`Questions${total}`);
    await expect(facts).toContainText("Pass Requirement80%");
    await expect(facts).toContainText("Attempts Remaining3");
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Minutes on the Start screen cost nothing: the clock starts at Start Quiz.
    await page.clock.fastForward(120_000);
    await page.getByRole("button", { name: "Start Quiz" }).click();
    // The installed clock runs at real speed: on a loaded machine seconds pass before this check,
    // so it asserts the state (the full limit, counting down within its first minute), not a time.
    await expect(page.getByRole("timer")).toHaveText(/^(10:00|09:[0-5]\d)$/);
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    await expect(page.getByText("17% complete")).toBeVisible();
    await expect(page.getByText("Pass Requirement")).toBeVisible();
    await expect(page.getByText("Attempts Remaining").locator("..")).toContainText("3");
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    const submit = page.getByRole("button", { name: "Submit Quiz" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    const first = await answerCurrent(page, quiz, false);
    await expect(next).toBeEnabled();
    await expect(submit).toBeDisabled();
    await next.click();
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
    await expect(page.getByText("33% complete")).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    await expect(page.getByRole("radio", { name: wrongAnswer(first), exact: true })).toBeChecked();
    await next.click();

    // Keyboard: arrow keys move between a question's radios.
    await page.getByRole("radio").first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio").nth(1)).toBeChecked();
    await expect(next).toBeEnabled();

    for (let index = 1; index < total; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
      await answerCurrent(page, quiz, false);
      if (index < total - 1) {
        await expect(submit).toBeDisabled();
        await next.click();
      }
    }
    await expect(page.getByText("100% complete")).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(submit).toBeEnabled();

    // Let a minute pass, so the retake's fresh timer can be told apart.
    await page.clock.fastForward(60_000);
    await expect(page.getByRole("timer")).toHaveText(/^0[0-8]:\d\d$/);
    const [minutes, seconds] = (await page.getByRole("timer").textContent())!.split(":").map(Number);
    const elapsedSeconds = 600 - (minutes! * 60 + seconds!);
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/attempts"));
    await submit.click();
    const body = (await sent).postDataJSON() as { answers: Record<string, string>; timeSpent: number };
    expect(Object.keys(body.answers)).toHaveLength(total);
    // Whole minutes, rounded (the clock runs on between reading the timer and submitting).
    expect(Number.isInteger(body.timeSpent)).toBe(true);
    expect(Math.abs(body.timeSpent * 60 - elapsedSeconds)).toBeLessThanOrEqual(32);

    await expect(toast(page)).toContainText("Quiz Not Passed");
    await expect(toast(page)).toContainText("You scored 0%. You need 80% to pass.");
    await expect(page.getByRole("heading", { name: "NOT PASSED" })).toBeVisible();
    const stats = page.locator("dl").first();
    await expect(stats).toContainText("Your Score0%");
    await expect(stats).toContainText("Required to Pass80%");
    await expect(stats).toContainText("Attempts Used1/3");
    await expect(page.getByRole("heading", { name: "Review Your Answers" })).toBeVisible();
    await expect(page.getByText("Incorrect", { exact: true })).toHaveCount(total);
    // Answers stay hidden while attempts remain.
    await expect(page.getByText("Correct answer:")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/courses");
    await expectNoAxeViolations(page);

    // A retake starts over on the Start screen, one attempt fewer, its clock still.
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(page.locator("dl").first()).toContainText("Attempts Remaining2");
    await expect(page.getByRole("timer")).toHaveCount(0);
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("timer")).toHaveText(/^(10:00|09:5\d)$/);
    await expect(page.getByText("Attempts Remaining").locator("..")).toContainText("2");
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
  });

  test("passing shows PASSED with the answers and no retake", async ({ page, student: _student }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    await startQuiz(page, quiz);
    await answerAll(page, quiz, true);
    await page.getByRole("button", { name: "Submit Quiz" }).click();

    await expect(toast(page)).toContainText("Quiz Passed!");
    await expect(toast(page)).toContainText("Congratulations! You scored 100%");
    await expect(toast(page)).not.toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Attempts Used1/3");
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toHaveCount(0);
    await expect(page.getByText("Correct", { exact: true })).toHaveCount(quiz.questions.length);
    await expect(page.getByText("Correct answer:")).toHaveCount(quiz.questions.length);
    await expect(page.getByText(quiz.questions[0]!.explanation)).toBeVisible();
    // The course's next item, beside the spec's buttons.
    const next = nextSeedItem(courseId, quiz.id)!;
    const nextLink = page.getByRole("link", { name: `Next: ${next.title}` });
    await expect(nextLink).toHaveAttribute("href", next.href);
    // An English item on an English page: no lang of its own.
    await expect(nextLink.locator("[lang]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Courses" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Coming back later goes straight to the results.
    await page.reload();
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toHaveCount(0);
    await nextLink.click();
    await expect(page).toHaveURL(new RegExp(`${next.href}$`));
  });

  test('a Spanish course\'s next item carries lang="es" on an English page', async ({ page, student: _student }) => {
    const quiz = finanzasPersonales.modules.find((module) => module.quiz)!.quiz!;
    await enrollIn(page, finanzasPersonales.id);
    await startQuiz(page, quiz);
    await answerAll(page, quiz, true);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toHaveAttribute("lang", "es");
    const next = nextSeedItem(finanzasPersonales.id, quiz.id)!;
    const nextLink = page.getByRole("link", { name: `Next: ${next.title}` });
    await expect(nextLink).toHaveAttribute("href", next.href);
    await expect(nextLink.locator('[lang="es"]')).toHaveText(next.title);
    await expectNoAxeViolations(page);
  });

  test("results show directly when every attempt is used", async ({ page, student: _student }) => {
    const { quiz, courseId } = BANKING;
    await enrollIn(page, courseId);
    const [first, ...rest] = quiz.questions;
    const attempts = [
      { [first!.id]: first!.correctAnswer }, // 20%: the best attempt
      { [first!.id]: wrongAnswer(first!) },
      Object.fromEntries(rest.map((question) => [question.id, wrongAnswer(question)])),
    ];
    for (const answers of attempts) {
      const response = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, {
        data: { answers, timeSpent: 1 },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await page.goto(`/quiz/${quiz.id}`);
    await expect(page.getByRole("heading", { name: "NOT PASSED" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByText("You have used all your attempts for this quiz.")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Your Score0%");
    await expect(page.locator("dl").first()).toContainText("Attempts Used3/3");
    await expect(page.getByText("Your best attempt was attempt 1 with 20%.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("the timer ticks and turns destructive under five minutes", async ({ page, student: _student }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    await page.clock.install();
    await startQuiz(page, quiz);
    const timer = page.getByRole("timer");
    // Ten minutes, less what a busy machine took to show it; then the page's clock stops, and
    // only fastForward moves it.
    await expect(timer).toHaveText(/^(10:00|09:[0-5]\d)$/);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const shown = async () => {
      const [minutes, seconds] = ((await timer.textContent()) ?? "").split(":").map(Number);
      return minutes! * 60 + seconds!;
    };
    const start = await shown();
    await expect(timer).toHaveAttribute("data-variant", "default");

    await page.clock.fastForward(3_000);
    await expect.poll(shown).toBeLessThanOrEqual(start - 2);
    expect(await shown()).toBeGreaterThanOrEqual(start - 4);
    // To exactly 300 s left, which is not yet a warning.
    await page.clock.fastForward((start - 3 - 300) * 1000);
    await expect(timer).toHaveText(/^0(5:0[01]|4:59)$/);
    await page.clock.fastForward(3_000);
    await expect(timer).toHaveText(/^04:5[6-8]$/);
    await expect(timer).toHaveAttribute("data-variant", "destructive");
    await expect(timer).toHaveClass(/bg-danger/);
  });

  test("the quiz submits itself when time runs out", async ({ page, student: _student }) => {
    const { quiz, courseId } = BANKING;
    await enrollIn(page, courseId);
    await page.clock.install();
    await startQuiz(page, quiz);
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^0(2:00|1:59)$/);
    // Two minutes is under five: the warning style from the start.
    await expect(timer).toHaveAttribute("data-variant", "destructive");
    await answerCurrent(page, quiz, true);

    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/attempts"));
    await page.clock.fastForward(121_000);
    const body = (await sent).postDataJSON() as { answers: Record<string, string>; timeSpent: number };
    expect(Object.keys(body.answers)).toHaveLength(1);
    expect(body.timeSpent).toBe(2);

    await expect(toast(page)).toContainText("You scored 20%. You need 80% to pass.");
    await expect(page.getByRole("heading", { name: "NOT PASSED" })).toBeVisible();
    await expect(page.getByText("Time ran out — your answers were submitted")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.locator("dl").first()).toContainText("Attempts Used1/3");
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toBeVisible();
    // Not passed: no next item offered.
    await expect(page.getByRole("link", { name: /^Next:/ })).toHaveCount(0);
  });

  test("an attempt already running on the server goes straight back to its questions and clock", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    // Started elsewhere (another phone, or this one before its storage was cleared).
    const start = await page.request.post(`/api/quizzes/${quiz.id}/start`);
    expect(start.status()).toBe(201);
    await page.goto(`/quiz/${quiz.id}`);
    await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^(10:00|09:[0-5]\d)$/);
    await expect(page.getByRole("button", { name: "Start Quiz" })).toHaveCount(0);
  });

  test("Start Quiz pressed before the page's code runs starts the quiz once it does", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = BANKING;
    await enrollIn(page, courseId);
    // The page's scripts wait until the tap is made: the server-rendered Start screen alone.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsMayLoad;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/quiz/${quiz.id}`, { waitUntil: "commit" });
    const start = page.getByRole("button", { name: "Start Quiz" });
    await expect(start).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await start.click();
    // (The new page's load waits on its scripts: the address is enough.)
    await page.waitForURL(/\?start=1$/, { waitUntil: "commit" });
    release();
    await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^0(2:00|1:5\d)$/);
    // Taken once: the address no longer asks for a start, so a reload does not start again.
    await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.id}$`));
  });

  test("a quiz fits a 360 px phone from first question to results @phone", async ({ page, student: _student }) => {
    const { quiz, courseId } = BANKING;
    await enrollIn(page, courseId);
    await page.goto(`/quiz/${quiz.id}`);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect(page.getByRole("button", { name: "Start Quiz" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const name of ["Previous", "Next", "Submit Quiz"]) {
      const box = await page.getByRole("button", { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    await expectNoAxeViolations(page);

    await answerAll(page, quiz, false);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await expect(page.getByRole("heading", { name: "NOT PASSED" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("server-measured quiz time", () => {
  test("taking a quiz in the browser records a start on the server and its time on the attempt", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = BANKING;
    await enrollIn(page, courseId);
    const starts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`/api/quizzes/${quiz.id}/start`)) starts.push(request.method());
    });
    await page.goto(`/quiz/${quiz.id}`);
    // Opening the quiz only asks whether an attempt is running; the start is Start Quiz's.
    await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
    await expect.poll(() => starts).toEqual(["GET"]);
    const started = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith(`/api/quizzes/${quiz.id}/start`),
    );
    await page.getByRole("button", { name: "Start Quiz" }).click();
    expect((await started).status()).toBe(201);
    await answerAll(page, quiz, true);
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/attempts"),
    );
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    const result = (await (await answered).json()) as { serverTimeSpent: number | null; timeSpent: number };
    expect(result.serverTimeSpent).not.toBeNull();
    expect(result.serverTimeSpent).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
  });

  test("staff see a quiz's attempts in the editor with the browser's and the server's time", async ({ page }) => {
    const { quiz, courseId } = BANKING;
    // A student's attempt through the API: started, then sent, so the server measured it.
    await registerStudent(page, "Tamsin");
    await enrollIn(page, courseId);
    expect((await page.request.post(`/api/quizzes/${quiz.id}/start`)).status()).toBe(201);
    const sent = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { data: { answers: {}, timeSpent: 1 } });
    expect(sent.status(), await sent.text()).toBe(201);
    const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string };

    await signInAsStaff(page, "instructor");
    const listed = await page.request.get(`/api/staff/quizzes/${quiz.id}/attempts`);
    expect(listed.status()).toBe(200);
    await page.goto(`/admin/courses/${courseId}`);
    await page.getByRole("button", { name: `Edit quiz ${quiz.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Quiz" });
    const attempts = dialog.getByRole("region", { name: /^Attempts \(\d+\)$/ });
    await expect(attempts.getByText(`Time limit: ${quiz.timeLimit} minutes`)).toBeVisible();
    const table = attempts.getByRole("table", { name: /Attempts at this quiz/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Student",
      "Attempt",
      "Score",
      "Completed",
      "Browser time",
      "Server time",
    ]);
    const row = table.getByRole("row").filter({ hasText: me.email });
    await expect(row.getByRole("rowheader")).toContainText("Tamsin Rivera");
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await expect(row.getByRole("cell").nth(3)).toHaveText("1 minute");
    // Sent right after its start: measured in seconds, well inside the limit.
    await expect(row.getByRole("cell").nth(4)).toHaveText(/^\d+ s$/);
    await expect(row).not.toContainText("Over the time limit");
    await expectNoAxeViolations(page);
  });
});
