/** The calls the offline queue keeps (sync-queue.ts), one kind per thing a student does offline. */
interface CallBase {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  /** Who made the call (the signed-in user's id): only their session sends it. */
  userId: string;
  method: "POST";
  url: string;
  courseId: string;
  /** Send order: the order the student made the calls. */
  order: number;
  queuedAt: string;
  attempts: number;
  /** ms since the epoch: not sent again before this (backoff), unless the connection just came back. */
  nextAttemptAt: number;
  /** ms since the epoch: a flush is sending it until then (a second tab or flush leaves it alone). */
  sendingUntil?: number;
  lastError?: string;
}

/** A lesson marked complete (no body: the lesson is in the URL). */
export interface LessonCompleteCall extends CallBase {
  kind: "lesson-complete";
  lessonId: string;
  /** For the message when the server refuses it. */
  lessonTitle?: string;
}

/**
 * A quiz attempt submitted. Its body names the attempt's number, the server's key for a harmless
 * repeat (it records the attempt once and answers it again).
 */
export interface QuizAttemptCall extends CallBase {
  kind: "quiz-attempt";
  quizId: string;
  quizTitle?: string;
  body: { answers: Record<string, string>; timeSpent: number; attemptNumber: number };
}

export type QueuedCall = LessonCompleteCall | QuizAttemptCall;
