import type { Page, Response } from "@playwright/test";
import { TICK_MS } from "../../src/client/features/quizzes/quiz-rules";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { QuestionSeed, QuizSeed } from "../../src/db/seed/types";
import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";
import { enrollIn } from "./seed-courses";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

// A quiz's answers and time survive a reload and a dropped connection (issue 11, "Quizzes"), on
// a 360 px phone. The seed is the answer key (the API never sends it).

function seededQuiz(title: string): { courseId: string; quiz: QuizSeed } {
  for (const course of courseSeeds) {
    for (const module of course.modules) {
      if (module.quiz?.title === title) return { courseId: course.id, quiz: module.quiz };
    }
  }
  throw new Error(`No seeded quiz "${title}"`);
}

// Shop Safety Check: 10 minutes, 80% to pass, 3 attempts, 6 questions (Carpentry, free).
const SHOP_SAFETY = seededQuiz("Shop Safety Check");
const LIMIT_SECONDS = SHOP_SAFETY.quiz.timeLimit * 60;

const OFFLINE_SUBMIT = "You're offline. Your answers are saved on this phone and will be sent when you're back online.";
const OFFLINE_START = "You're offline. Starting a timed quiz needs a connection.";

interface StartAnswer {
  startedAt: string;
  now: string;
  deadline: string;
}

const isStart = (response: Response) =>
  response.request().method() === "POST" && response.url().endsWith(`/api/quizzes/${SHOP_SAFETY.quiz.id}/start`);
const isAttempt = (response: Response) =>
  response.request().method() === "POST" && response.url().endsWith(`/api/quizzes/${SHOP_SAFETY.quiz.id}/attempts`);

const questionByText = (text: string) => SHOP_SAFETY.quiz.questions.find((question) => question.question === text)!;
const optionsOf = (question: QuestionSeed) => (question.type === "true_false" ? ["True", "False"] : question.options);

/** Answers the question on screen (correctly, or with another option) and says which answer it chose. */
async function answerCurrent(page: Page, correct = true) {
  const question = questionByText((await page.locator("fieldset h2").textContent())!.trim());
  const answer = correct
    ? question.correctAnswer
    : optionsOf(question).find((option) => option !== question.correctAnswer)!;
  await page.getByRole("radio", { name: answer, exact: true }).check();
  return answer;
}

/** Opens Shop Safety Check on its Start screen and presses Start Quiz, which starts the clock. */
async function openAndStart(page: Page) {
  await page.goto(`/quiz/${SHOP_SAFETY.quiz.id}`);
  await page.getByRole("button", { name: "Start Quiz" }).click();
}

async function answerAll(page: Page) {
  const total = SHOP_SAFETY.quiz.questions.length;
  for (let index = 0; index < total; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    await answerCurrent(page);
    if (index < total - 1) await page.getByRole("button", { name: "Next" }).click();
  }
}

/** The timer's seconds left, as shown. */
async function timerSeconds(page: Page) {
  const [minutes, seconds] = (await page.getByRole("timer").textContent())!.trim().split(":").map(Number);
  return minutes! * 60 + seconds!;
}

/**
 * The timer's seconds left, read between two readings of the clock (`from` and `to`), which this
 * process shares with the browser and the server (one machine).
 */
async function readTimer(page: Page) {
  const from = Date.now();
  const shown = await timerSeconds(page);
  return { shown, from, to: Date.now() };
}

/**
 * Checks a timer reading against a deadline known to lie between `earliest` and `latest` (epoch
 * ms). The timer shows the whole seconds left, rounded up, at its last tick, and that tick came
 * at most one tick (TICK_MS) before the read began, and before the read ended.
 */
function expectTimerWithin(reading: { shown: number; from: number; to: number }, earliest: number, latest: number) {
  const fewest = Math.ceil((earliest - reading.to) / 1000);
  const most = Math.ceil((latest - (reading.from - TICK_MS)) / 1000);
  const figures = `the timer showed ${reading.shown} s; between ${fewest} and ${most} s expected`;
  expect(reading.shown, figures).toBeGreaterThanOrEqual(fewest);
  expect(reading.shown, figures).toBeLessThanOrEqual(most);
}

/** Every row of an IndexedDB store on the phone, read the plain way (none when it was never made). */
function storeRows<T>(page: Page, db: string, store: string) {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(new Error(`cannot open ${name}`));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(storeName)) {
            database.close();
            resolve([]);
            return;
          }
          const all = database.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => {
            database.close();
            resolve(all.result);
          };
          all.onerror = () => reject(new Error(`cannot read ${name}`));
        };
      }),
    [db, store] as const,
  ) as Promise<T[]>;
}

/** What the phone holds for the quiz: the records in the autosave store. */
const savedRecords = (page: Page) =>
  storeRows<{ index: number; answers: Record<string, string> }>(page, "tsa-quiz-autosave", "attempts");

/** The quiz attempts waiting in the offline queue. */
const queuedAttempts = async (page: Page) =>
  (await storeRows<{ kind: string; body: { attemptNumber: number } }>(page, "tsa-sync-queue", "calls")).filter(
    (call) => call.kind === "quiz-attempt",
  );

async function attemptsOnServer(page: Page) {
  const response = await page.request.get(`/api/quizzes/${SHOP_SAFETY.quiz.id}/attempts`);
  return (await response.json()) as { attemptNumber: number; passed: boolean }[];
}

test.describe("quiz offline @phone", () => {
  test("a reload restores the question, the answers and the timer, which runs on to the server's deadline", async ({
    page,
    student: _student,
  }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    const total = quiz.questions.length;
    await enrollIn(page, courseId);
    const firstStart = page.waitForResponse(isStart);
    await openAndStart(page);
    const started = (await (await firstStart).json()) as StartAnswer;
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(LIMIT_SECONDS * 1000);
    const timer = page.getByRole("timer");
    await expect(timer).toBeVisible();
    // The page counts to its own copy of the deadline: the server's, moved later by the time the
    // answer took to reach it (localDeadline in autosave-record.ts). It had the answer before its
    // timer showed, so its deadline is at most this much after the server's.
    const firstLag = Date.now() - Date.parse(started.now);

    const first = await answerCurrent(page, false);
    await page.getByRole("button", { name: "Next" }).click();
    const second = await answerCurrent(page, true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question 3 of ${total}`)).toBeVisible();
    // The phone has it all before the reload (it saves on every change).
    await expect
      .poll(async () => (await savedRecords(page)).map((record) => [record.index, Object.keys(record.answers).length]))
      .toEqual([[2, 2]]);
    // The clock has moved since the start, so a timer set back to the full time would show.
    await expect(timer).not.toHaveText("10:00");
    const before = await timerSeconds(page);
    expect(before).toBeLessThan(LIMIT_SECONDS);

    const secondStart = page.waitForResponse(isStart);
    await page.reload();
    const again = (await (await secondStart).json()) as StartAnswer;
    // The server kept the attempt's start: the same deadline.
    expect(again.startedAt).toBe(started.startedAt);
    expect(again.deadline).toBe(started.deadline);

    await expect(page.getByRole("status").filter({ hasText: "Your answers were restored." })).toBeVisible();
    await expect(page.getByText(`Question 3 of ${total}`)).toBeVisible();
    await expect(timer).toBeVisible();
    // The timer goes on from where it was, towards the server's deadline; it did not start over.
    // (Until its first tick it shows the whole limit: wait for that tick.)
    await expect.poll(() => timerSeconds(page)).toBeLessThanOrEqual(before);
    const after = await readTimer(page);
    expect(after.shown).toBeLessThanOrEqual(before);
    // It counts to the deadline kept from the first load, or to the reload's own copy once that
    // start's answer has reached the page (before the read ended).
    const deadline = Date.parse(started.deadline);
    expectTimerWithin(after, deadline, deadline + Math.max(firstLag, after.to - Date.parse(again.now)));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("quiz-restored-360.png"), fullPage: true });

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
    await expect(page.getByRole("radio", { name: second, exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("radio", { name: first, exact: true })).toBeChecked();
  });

  test("a deadline that passed while the page was away submits the saved answers at once", async ({
    page,
    student: _student,
  }) => {
    const { courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    await openAndStart(page);
    await expect(page.getByRole("timer")).toBeVisible();
    await answerCurrent(page, true);
    await page.getByRole("button", { name: "Next" }).click();
    await answerCurrent(page, true);
    await expect
      .poll(async () => (await savedRecords(page)).map((record) => Object.keys(record.answers).length))
      .toEqual([2]);
    // The phone was away past the deadline: the kept deadline is in the past when the page comes back.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("tsa-quiz-autosave");
          open.onsuccess = () => {
            const store = open.result.transaction("attempts", "readwrite").objectStore("attempts");
            const cursor = store.openCursor();
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return resolve();
              const record = at.value as { deadline: number; startedAt: number };
              at.update({ ...record, deadline: Date.now() - 1000, startedAt: Date.now() - 601_000 });
              at.continue();
            };
            cursor.onerror = () => reject(new Error("cannot update the autosave record"));
          };
          open.onerror = () => reject(new Error("cannot open the autosave database"));
        }),
    );

    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/attempts"));
    await page.reload();
    const body = (await sent).postDataJSON() as { answers: Record<string, string>; timeSpent: number };
    expect(Object.keys(body.answers)).toHaveLength(2);
    expect(body.timeSpent).toBe(10);
    await expect(page.getByRole("heading", { name: "NOT PASSED" })).toBeVisible();
    await expect(page.getByText("Time ran out — your answers were submitted")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Attempts Used1/3");
    await expect.poll(async () => (await savedRecords(page)).length).toBe(0);
  });

  test("a submit while offline waits, says so, and is sent when the connection returns", async ({
    page,
    context,
    student: _student,
    problems,
  }) => {
    const { courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    await openAndStart(page);
    await expect(page.getByRole("timer")).toBeVisible();
    await answerAll(page);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    const waiting = page.getByRole("status").filter({ hasText: OFFLINE_SUBMIT });
    await expect(waiting).toBeVisible();
    await expect(page.getByRole("button", { name: "Waiting for connection..." })).toBeDisabled();
    // Kept on the phone, ready to go: a reload or a crash now would still send it (the offline
    // queue holds the submission; the autosave still holds the answers).
    await expect.poll(async () => (await queuedAttempts(page)).map((call) => call.body.attemptNumber)).toEqual([1]);
    expect((await savedRecords(page)).map((record) => Object.keys(record.answers).length)).toEqual([
      SHOP_SAFETY.quiz.questions.length,
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("quiz-offline-submit-360.png"), fullPage: true });

    const sent = page.waitForResponse(isAttempt);
    await context.setOffline(false);
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect((await attemptsOnServer(page)).map((attempt) => attempt.attemptNumber)).toEqual([1]);
    // Sent: nothing left on the phone.
    await expect.poll(async () => (await savedRecords(page)).length).toBe(0);
    expect(await queuedAttempts(page)).toEqual([]);
    // The browser reports the tries made without a connection; they are the point of this test.
    allowProblems(problems, /ERR_INTERNET_DISCONNECTED/);
  });

  test("a retry after a lost answer shows the attempt the server recorded, and records no second one", async ({
    page,
    student: _student,
    problems,
  }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    await openAndStart(page);
    await expect(page.getByRole("timer")).toBeVisible();
    await answerAll(page);

    // The first submission reaches the server, but its answer never comes back.
    const bodies: { attemptNumber?: number }[] = [];
    await page.route(`**/api/quizzes/${quiz.id}/attempts`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      bodies.push(route.request().postDataJSON() as { attemptNumber?: number });
      if (bodies.length === 1) {
        const recorded = await route.fetch();
        expect(recorded.status()).toBe(201);
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    const replayed = page.waitForResponse((response) => isAttempt(response) && response.status() === 200);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await replayed;
    await expect(page.getByRole("heading", { name: "PASSED", exact: true })).toBeVisible();
    expect(bodies.map((body) => body.attemptNumber)).toEqual([1, 1]);
    expect(await attemptsOnServer(page)).toHaveLength(1);
    await expect(page.locator("dl").first()).toContainText("Attempts Used1/3");
    allowProblems(problems, /ERR_CONNECTION_RESET/);
  });

  test("offline before the start: Start Quiz is disabled and says why, and starts once back online", async ({
    page,
    context,
    student: _student,
    problems,
  }) => {
    const { quiz, courseId } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    // The connection drops as the page asks the server whether an attempt is running.
    await page.route(`**/api/quizzes/${quiz.id}/start`, (route) => route.abort("internetdisconnected"));
    await page.goto(`/quiz/${quiz.id}`);
    const start = page.getByRole("button", { name: "Start Quiz" });
    await expect(start).toBeVisible();
    // No questions and no clock before the start.
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("timer")).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_START })).toBeVisible();
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(OFFLINE_START);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("quiz-offline-start-360.png"), fullPage: true });

    await page.unroute(`**/api/quizzes/${quiz.id}/start`);
    await context.setOffline(false);
    await expect(start).toBeEnabled();
    await expect(page.getByText(OFFLINE_START)).toHaveCount(0);
    const startAnswer = page.waitForResponse(isStart);
    await start.click();
    const started = (await (await startAnswer).json()) as StartAnswer;
    await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    // The page had the start's answer before its timer showed: its copy of the deadline is at
    // most this much after the server's (see the reload test).
    const lag = Date.now() - Date.parse(started.now);
    const deadline = Date.parse(started.deadline);
    expectTimerWithin(await readTimer(page), deadline, deadline + lag);
    allowProblems(problems, /ERR_INTERNET_DISCONNECTED/);
  });
});
