/**
 * Calls made while offline, kept on the phone (IndexedDB, OFFLINE_STORES.syncQueue) and sent when
 * the connection returns. Loaded with a dynamic import only: idb-keyval stays out of first load.
 *
 * Two kinds of call: a lesson completion (completion.ts) and a quiz attempt (quiz-attempts.ts),
 * sent by one runner (sync-runner.ts) in the order they were made, with one retry policy
 * (lib/retry-policy.ts). Each keeps the Idempotency-Key it was made with, across every retry, so
 * the server can tell a replay from a new call (lesson completion is idempotent anyway: a replay
 * counts once; a quiz attempt's body carries its number, the server's key for a repeat).
 *
 * Each call also keeps who made it: a flush sends only the calls of the person signed in now (the
 * session the request will carry). On a shared phone, another person's calls wait for them and are
 * never sent under the wrong session.
 */
import { createStore, del, entries, set, update, type UseStore } from "idb-keyval";
import { isTemporaryStatus, retryDelay } from "../../lib/retry-policy";
import { OFFLINE_STORES } from "./names";
import type { LessonCompleteCall, QueuedCall, QuizAttemptCall } from "./queued-call";
import { emitCallQueued, emitQueueChange, markQueuePending } from "./sync-events";

export type { LessonCompleteCall, QueuedCall, QuizAttemptCall } from "./queued-call";

export interface SentCall {
  call: QueuedCall;
  /** The server's JSON answer (for a completion: the course's fresh progress). */
  answer: unknown;
}

export interface DroppedCall {
  call: QueuedCall;
  status: number;
  message: string;
}

export interface RetryingCall {
  call: QueuedCall;
  /** Why it waits: the status and message, or the network error. */
  error: string;
}

export interface FlushResult {
  sent: SentCall[];
  dropped: DroppedCall[];
  /** The calls tried in this flush that failed for now and wait for another try. */
  retrying: RetryingCall[];
  /** Calls still waiting (network failure, 5xx, 408, 429 or backoff). */
  waiting: number;
  /** The earliest time a waiting call may be tried again, if any. */
  nextAttemptAt?: number;
}

export interface FlushOptions {
  /** The person signed in now: only their calls are sent; everyone else's wait. */
  userId: string;
  /** Sends even the calls whose backoff has not run out (the connection just came back). */
  force?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Retry waits: 2 s, 4 s, 8 s ... at most 5 minutes. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/** How long a flush may hold a call it is sending before another may take it (a closed tab). */
export const SENDING_LEASE_MS = 30_000;
const LOCK_NAME = "tsa-sync-queue";

export function backoffMs(attempts: number): number {
  return retryDelay(attempts, BACKOFF_BASE_MS, BACKOFF_MAX_MS);
}

let store: UseStore | undefined;
const queueStore = () => (store ??= createStore(OFFLINE_STORES.syncQueue.db, OFFLINE_STORES.syncQueue.store));

/** Every waiting call (of one person, when `userId` is given), in the order they were made. */
export async function listQueued(userId?: string): Promise<QueuedCall[]> {
  const rows = await entries<string, QueuedCall>(queueStore());
  return rows
    .map(([, call]) => call)
    .filter((call) => userId === undefined || call.userId === userId)
    .sort((a, b) => a.order - b.order);
}

/** The lessons whose completion is waiting to be sent for this person. */
export async function queuedLessonIds(userId: string): Promise<Set<string>> {
  return new Set(
    (await listQueued(userId)).flatMap((call) => (call.kind === "lesson-complete" ? [call.lessonId] : [])),
  );
}

/** This person's attempts at a quiz waiting to be sent, oldest first. */
export async function queuedQuizAttempts(userId: string, quizId: string): Promise<QuizAttemptCall[]> {
  return (await listQueued(userId)).filter(
    (call): call is QuizAttemptCall => call.kind === "quiz-attempt" && call.quizId === quizId,
  );
}

let lastOrder = 0;

/** The next send order: strictly increasing within this page, ordered by time across pages. */
function nextOrder(now: number): number {
  lastOrder = Math.max(lastOrder + 1, now * 1000);
  return lastOrder;
}

/** What every new call starts with: its send order, when it was made, no tries yet, due now. */
type Fresh = "order" | "queuedAt" | "attempts" | "nextAttemptAt" | "method";

/** Stores a new call (`now`: when it was made) and tells the runner and the screens. */
async function keep<T extends QueuedCall>(call: Omit<T, Fresh>, now = Date.now()): Promise<T> {
  const kept = {
    ...call,
    method: "POST",
    order: nextOrder(now),
    queuedAt: new Date(now).toISOString(),
    attempts: 0,
    nextAttemptAt: now,
  } as T;
  await set(kept.key, kept, queueStore());
  markQueuePending(true);
  emitQueueChange();
  emitCallQueued();
  return kept;
}

/**
 * Keeps a lesson completion for later, as the call of `userId`. A second completion of the same
 * lesson by the same person while the first waits adds nothing: the waiting one (and its key)
 * stands for both.
 */
export async function enqueueCompletion(input: {
  key: string;
  userId: string;
  lessonId: string;
  courseId: string;
  lessonTitle?: string;
  now?: number;
}): Promise<QueuedCall> {
  const url = `/api/lessons/${encodeURIComponent(input.lessonId)}/complete`;
  const existing = (await listQueued(input.userId)).find((call) => call.url === url);
  if (existing) return existing;
  return keep<LessonCompleteCall>(
    {
      key: input.key,
      kind: "lesson-complete",
      userId: input.userId,
      url,
      lessonId: input.lessonId,
      courseId: input.courseId,
      ...(input.lessonTitle ? { lessonTitle: input.lessonTitle } : {}),
    },
    input.now,
  );
}

/**
 * Keeps a quiz attempt for sending, as the call of `userId`. While one of this person's attempts
 * at the quiz with the same number waits, that one stands (the screen sends one at a time).
 */
export async function enqueueQuizAttempt(input: {
  key: string;
  userId: string;
  quizId: string;
  courseId: string;
  quizTitle?: string;
  body: QuizAttemptCall["body"];
  now?: number;
}): Promise<QuizAttemptCall> {
  const existing = (await queuedQuizAttempts(input.userId, input.quizId)).find(
    (call) => call.body.attemptNumber === input.body.attemptNumber,
  );
  if (existing) return existing;
  const { answers, timeSpent, attemptNumber } = input.body;
  return keep<QuizAttemptCall>(
    {
      key: input.key,
      kind: "quiz-attempt",
      userId: input.userId,
      url: `/api/quizzes/${encodeURIComponent(input.quizId)}/attempts`,
      quizId: input.quizId,
      courseId: input.courseId,
      ...(input.quizTitle ? { quizTitle: input.quizTitle } : {}),
      body: { answers: { ...answers }, timeSpent, attemptNumber },
    },
    input.now,
  );
}

/**
 * Marks a call as being sent, in one IndexedDB transaction: false when another flush (this tab or
 * another) holds it, or it is gone. This is what keeps two flushes from sending a call twice where
 * navigator.locks is missing.
 */
async function claim(key: string, now: number, force: boolean): Promise<QueuedCall | null> {
  let claimed: QueuedCall | null = null;
  await update<QueuedCall | undefined>(
    key,
    (call) => {
      claimed = null;
      if (!call) return call;
      if (call.sendingUntil !== undefined && call.sendingUntil > now) return call;
      if (!force && call.nextAttemptAt > now) return call;
      claimed = { ...call, sendingUntil: now + SENDING_LEASE_MS };
      return claimed;
    },
    queueStore(),
  );
  return claimed;
}

async function keepForLater(call: QueuedCall, now: number, error: string): Promise<number> {
  const attempts = call.attempts + 1;
  const nextAttemptAt = now + backoffMs(attempts);
  const { sendingUntil: _released, ...rest } = call;
  await set(call.key, { ...rest, attempts, nextAttemptAt, lastError: error }, queueStore());
  return nextAttemptAt;
}

function messageOf(body: string, fallback: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // Not JSON: the status text says it.
  }
  return body.trim() || fallback;
}

/** A refusal a retry can't fix (lib/retry-policy.ts): the entry is dropped and the student told. */
function isFinalRefusal(status: number): boolean {
  return !isTemporaryStatus(status);
}

async function flushNow(options: FlushOptions): Promise<FlushResult> {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const result: FlushResult = { sent: [], dropped: [], retrying: [], waiting: 0 };
  const later = (at: number) => {
    result.waiting += 1;
    result.nextAttemptAt = Math.min(result.nextAttemptAt ?? at, at);
  };
  const calls = await listQueued(options.userId);
  let offline = false;
  for (const queued of calls) {
    if (offline) {
      later(queued.nextAttemptAt);
      continue;
    }
    const call = await claim(queued.key, now(), options.force ?? false);
    if (!call) {
      // Held by another flush, or its backoff still runs: it waits.
      if (queued.sendingUntil === undefined || queued.sendingUntil <= now()) later(queued.nextAttemptAt);
      continue;
    }
    let response: Response;
    try {
      const body = "body" in call ? JSON.stringify(call.body) : undefined;
      response = await send(call.url, {
        method: call.method,
        credentials: "include",
        headers: {
          "Idempotency-Key": call.key,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      // No answer at all: the connection is gone again. Keep this one and the rest, in order.
      const message = error instanceof Error ? error.message : String(error);
      later(await keepForLater(call, now(), message));
      result.retrying.push({ call, error: message });
      offline = true;
      continue;
    }
    const body = await response.text().catch(() => "");
    if (response.ok) {
      await del(call.key, queueStore());
      let answer: unknown = null;
      try {
        answer = body ? JSON.parse(body) : null;
      } catch {
        answer = null;
      }
      result.sent.push({ call, answer });
    } else if (isFinalRefusal(response.status)) {
      await del(call.key, queueStore());
      result.dropped.push({ call, status: response.status, message: messageOf(body, response.statusText) });
    } else {
      const error = `${response.status}: ${messageOf(body, response.statusText)}`;
      later(await keepForLater(call, now(), error));
      result.retrying.push({ call, error });
    }
  }
  if (result.sent.length || result.dropped.length || calls.length) emitQueueChange();
  // Nobody's calls left: the next page load need not start the sync runner for a visitor.
  if ((await listQueued()).length === 0) markQueuePending(false);
  return result;
}

const EMPTY: FlushResult = { sent: [], dropped: [], retrying: [], waiting: 0 };
let running: Promise<FlushResult> | null = null;

/**
 * Sends the waiting calls of `options.userId` in order. One flush at a time: in this page (a second call joins the
 * running one), across tabs (navigator.locks where present; elsewhere each call's in-store
 * "sending" mark).
 */
export function flushQueue(options: FlushOptions): Promise<FlushResult> {
  if (running) return running;
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const work = locks
    ? (locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
        lock ? flushNow(options) : EMPTY,
      ) as Promise<FlushResult>)
    : flushNow(options);
  const current = work.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
