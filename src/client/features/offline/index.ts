/**
 * What other features use of offline learning: light code only (no IndexedDB, no Cache Storage
 * here; those load with dynamic imports when used). Pages mount SaveForOffline and SavedForOffline
 * from their own files. The names the pages and the service worker share are in ./names.
 */
export * from "./names";
export {
  completeLessonOrQueue,
  SAVED_ON_PHONE_MESSAGE,
  savedOnPhoneMessage,
  withLessonDone,
  type CompletionOutcome,
} from "./completion";
export {
  attemptResultToast,
  queuedQuizAttempts,
  queueQuizAttempt,
  submissionFailed,
  type AttemptScore,
} from "./quiz-attempts";
export type { QuizAttemptCall } from "./queued-call";
export { onCallOutcome, type CallOutcome } from "./sync-events";
export { isNetworkError, isOffline, OFFLINE_MESSAGES, offlineMessages, useIsOnline } from "./online";
export { usePendingCompletion } from "./use-pending-sync";
export { clearRuntimeCaches } from "./worker-caches";
