/**
 * Sends what the phone kept while offline: at page load, when the connection comes back (online
 * event), when the student returns to the tab (visibilitychange), and when a retry's backoff runs
 * out. Started once, with a dynamic import, when someone is signed in or the queue holds calls
 * (start-offline.ts).
 *
 * Each flush first asks the server who the session belongs to (the cookie the calls will carry,
 * which another tab may have changed since this page loaded) and sends only that person's calls.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { createI18n, documentLocale, loadMessages } from "../../lib/i18n";
import { invalidate, putAnswer, type Read } from "../../lib/cache-updates";
import { queries, type WireProgress } from "../../lib/queries";
import { attemptResultToast, submissionFailed, type AttemptScore } from "./quiz-attempts";
import { emitCallOutcome, onCallQueued, type CallOutcome } from "./sync-events";
import { flushQueue, listQueued, type FlushResult, type QueuedCall } from "./sync-queue";

/** The id of the person the session cookie belongs to now, or null for nobody. Throws offline. */
async function signedInUserId(): Promise<string | null> {
  const response = await fetch("/api/auth/user", {
    credentials: "include",
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: who is signed in could not be read`);
  const user = (await response.json()) as { id?: unknown } | null;
  return typeof user?.id === "string" ? user.id : null;
}

const NOTHING_SENT: FlushResult = { sent: [], dropped: [], retrying: [], waiting: 0 };

async function flushForSession(force: boolean): Promise<FlushResult> {
  // An empty queue needs no question to the server.
  if ((await listQueued()).length === 0) return NOTHING_SENT;
  const userId = await signedInUserId();
  if (!userId) return NOTHING_SENT;
  return flushQueue({ userId, force });
}

let started = false;

let pageI18n: Promise<I18n> | undefined;
/** The page's language for the toasts (this runs outside the app's tree; its messages are loaded already). */
function i18nOfPage(): Promise<I18n> {
  const locale = documentLocale();
  pageI18n ??= loadMessages(locale).then((messages) => createI18n(locale, messages));
  return pageI18n;
}

const isPassed = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "passed" in answer && answer.passed === true;

/** The toast for an outcome no screen showed: a refused call, or an attempt sent while its quiz was closed. */
function toastOf(outcome: CallOutcome, i18n: I18n): Parameters<typeof toast>[0] | null {
  const { call } = outcome;
  if (outcome.type === "sent")
    return call.kind === "quiz-attempt" ? attemptResultToast(outcome.answer as AttemptScore, i18n) : null;
  if (outcome.type !== "dropped") return null;
  const { status, message } = outcome;
  if (call.kind === "quiz-attempt") {
    return { title: i18n._(submissionFailed), description: `${status}: ${message}`, variant: "destructive" };
  }
  const lesson = call.lessonTitle ? `"${call.lessonTitle}"` : i18n._(msg`A lesson`);
  return {
    title: i18n._(msg`Progress Not Synced`),
    description: i18n._(
      msg`${lesson} could not be marked complete (${status}: ${message}). The lesson may have been removed.`,
    ),
    variant: "destructive",
  };
}

export function startSyncRunner(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  // A call was queued while a flush ran (it may have listed the queue before): flush once more.
  let runAgain = false;

  const schedule = (result: FlushResult) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (result.nextAttemptAt === undefined || !navigator.onLine) return;
    timer = setTimeout(() => run(false), Math.max(0, result.nextAttemptAt - Date.now()));
  };

  /** What a sent or dropped call changed: the reads to refetch. */
  const changedBy = (call: QueuedCall, answer?: unknown) =>
    call.kind === "lesson-complete"
      ? [queries.enrollments(), queries.courseProgress(call.courseId)]
      : // An attempt in a free course enrols the student; one that passes completes the quiz.
        [
          queries.quizAttempts(call.quizId),
          queries.enrollments(),
          ...(isPassed(answer) ? [queries.courseProgress(call.courseId)] : []),
        ];

  const report = async (result: FlushResult) => {
    const changed: Read[] = [];
    const untold: CallOutcome[] = [];
    for (const { call, error } of result.retrying) emitCallOutcome({ type: "retrying", call, error });
    for (const { call, answer } of result.sent) {
      if (call.kind === "lesson-complete" && answer && typeof answer === "object" && "completion" in answer) {
        putAnswer(queryClient, queries.courseProgress(call.courseId), answer as WireProgress);
      }
      changed.push(...changedBy(call, answer));
      const outcome: CallOutcome = { type: "sent", call, answer };
      // A quiz attempt's screen shows its result; away from it, a toast does.
      if (!emitCallOutcome(outcome) && call.kind === "quiz-attempt") untold.push(outcome);
    }
    for (const { call, status, message } of result.dropped) {
      changed.push(...changedBy(call));
      const outcome: CallOutcome = { type: "dropped", call, status, message };
      if (!emitCallOutcome(outcome)) untold.push(outcome);
    }
    if (untold.length > 0) {
      const i18n = await i18nOfPage();
      for (const outcome of untold) {
        const shown = toastOf(outcome, i18n);
        if (shown) toast(shown);
      }
    }
    if (changed.length === 0) return;
    // The dashboard's percent and every course's progress follow (a page visited earlier, too).
    await invalidate(queryClient, changed, { refetchInactive: true });
  };

  const run = (force: boolean) => {
    if (!navigator.onLine || isRunning) return;
    isRunning = true;
    flushForSession(force)
      .then(async (result) => {
        isRunning = false;
        schedule(result);
        await report(result);
      })
      .catch(() => {
        // IndexedDB unavailable or closed, or no answer about the session: nothing can be sent
        // from here; the next trigger retries.
        isRunning = false;
      })
      .finally(() => {
        if (!runAgain) return;
        runAgain = false;
        run(false);
      });
  };

  window.addEventListener("online", () => run(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") run(false);
  });
  // A call just queued (a completion after a failed request, a quiz submitted): sent now when
  // online, or after the flush under way.
  onCallQueued(() => {
    if (isRunning) runAgain = true;
    else run(false);
  });
  run(true);
}
