/**
 * What the phone keeps of a quiz attempt in progress (IndexedDB, OFFLINE_STORES.quizAutosave):
 * what the student has done before pressing Submit (the question on screen, the answers, the
 * deadline). A submission is the offline queue's (features/offline, kind "quiz-attempt"). Also
 * the rules the quiz screen applies to the record. Pure and small: the quiz screen imports it
 * directly; the store (autosave-store.ts, idb-keyval, and the check of what it reads back) is
 * loaded after hydration.
 */

/**
 * Bumped when the shape changes: a record of another version is ignored, never misread. (A
 * version 1 record written before submissions moved to the queue may carry a `pending` field:
 * it is ignored, and its answers restored.)
 */
export const AUTOSAVE_VERSION = 1;

export interface QuizAutosave {
  version: typeof AUTOSAVE_VERSION;
  userId: string;
  quizId: string;
  /** The attempt's number (attempts before it plus one): the server's key for a harmless retry. */
  attemptNumber: number;
  /** The question on screen (0-based). */
  index: number;
  answers: Record<string, string>;
  /**
   * The server's deadline on this phone's clock (epoch ms): the server's deadline minus its time
   * now, added to this phone's time when the answer came. Null: untimed, or not known yet.
   */
  deadline: number | null;
  /** When the attempt started, on this phone's clock (epoch ms): the time spent counts from it. */
  startedAt: number;
  /** When this was written (epoch ms). */
  savedAt: number;
}

/**
 * The one constructor of a record: what the quiz screen saves and what the store reads back
 * (autosave-store.ts checks each field, then builds it here) have the same shape.
 */
export function autosaveRecord(fields: Omit<QuizAutosave, "version" | "savedAt">, savedAt = Date.now()): QuizAutosave {
  const { userId, quizId, attemptNumber, index, answers, deadline, startedAt } = fields;
  return {
    version: AUTOSAVE_VERSION,
    userId,
    quizId,
    attemptNumber,
    index,
    answers: { ...answers },
    deadline,
    startedAt,
    savedAt,
  };
}

/**
 * The record's key: one per student, quiz and attempt ("{user}/{quiz}/{attempt number}"), so a
 * phone shared by two students, or a retake, never restores someone else's answers.
 */
export function attemptKey(userId: string, quizId: string, attemptNumber: number): string {
  return `${quizKeyPrefix(userId, quizId)}${attemptNumber}`;
}

/** The prefix of every attempt key of a student at a quiz. */
export function quizKeyPrefix(userId: string, quizId: string): string {
  return `${userId}/${quizId}/`;
}

/**
 * The record fitted to the quiz as it is now: answers to questions it no longer has are
 * dropped and the position stays on a question that exists (staff may have edited the quiz).
 */
export function fitToQuiz(record: QuizAutosave, questionIds: readonly string[]): QuizAutosave {
  const known = new Set(questionIds);
  const answers = Object.fromEntries(Object.entries(record.answers).filter(([id]) => known.has(id)));
  const index = Math.min(record.index, Math.max(0, questionIds.length - 1));
  return { ...record, answers, index };
}

/** Whether a record has anything to give back to the screen (a chosen answer or a later question). */
export function hasProgress(record: QuizAutosave): boolean {
  return record.index > 0 || Object.keys(record.answers).length > 0;
}

/**
 * The deadline on this phone's clock from the server's start: the time the server says is left
 * (its deadline minus its time now), counted from when the answer arrived here. Neither clock
 * has to agree with the other.
 */
export function localDeadline(serverDeadline: string | null, serverNow: string, receivedAt: number): number | null {
  if (serverDeadline === null) return null;
  const left = Date.parse(serverDeadline) - Date.parse(serverNow);
  return Number.isFinite(left) ? receivedAt + left : null;
}
