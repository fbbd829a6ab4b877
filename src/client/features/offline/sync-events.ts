/**
 * A tiny signal between the sync queue (loaded on demand) and the components that show what is
 * waiting: "the queue changed, read it again". No IndexedDB here, so pages can import it freely.
 */
import type { QueuedCall } from "./queued-call";

type Listener = () => void;

/** A signal: listeners added by `on` (which returns the way to remove one), all called by `emit`. */
function signal() {
  const listeners = new Set<Listener>();
  return {
    on: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (): void => {
      for (const listener of [...listeners]) listener();
    },
  };
}

const queueChanged = signal();
export const onQueueChange = queueChanged.on;
export const emitQueueChange = queueChanged.emit;

/** "A call was added": the sync runner sends it (the flush's own changes never signal this). */
const callQueued = signal();
export const onCallQueued = callQueued.on;
export const emitCallQueued = callQueued.emit;

/**
 * What became of a call the runner tried: sent (with the server's answer), dropped (refused for
 * good) or retrying (it waits for another try). A screen waiting for its own call listens; it
 * answers true when it has shown the outcome, and the runner then says nothing more about it.
 */
export type CallOutcome =
  | { type: "sent"; call: QueuedCall; answer: unknown }
  | { type: "dropped"; call: QueuedCall; status: number; message: string }
  | { type: "retrying"; call: QueuedCall; error: string };

type OutcomeListener = (outcome: CallOutcome) => boolean;

const outcomeListeners = new Set<OutcomeListener>();

export function onCallOutcome(listener: OutcomeListener): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

/** Tells the listeners; true when one of them showed it. */
export function emitCallOutcome(outcome: CallOutcome): boolean {
  let shown = false;
  for (const listener of [...outcomeListeners]) shown = listener(outcome) || shown;
  return shown;
}

/** Same for the saved items (a save or a remove in one component updates the others). */
const savedChanged = signal();
export const onSavedChange = savedChanged.on;
export const emitSavedChange = savedChanged.emit;

/**
 * A hint kept in localStorage that the sync queue holds calls, so a page load can tell without
 * opening IndexedDB (start-offline.ts starts the sync runner for a visitor only then).
 */
const QUEUE_PENDING_KEY = "tsa-sync-pending";

export function markQueuePending(isPending: boolean): void {
  try {
    if (isPending) localStorage.setItem(QUEUE_PENDING_KEY, "1");
    else localStorage.removeItem(QUEUE_PENDING_KEY);
  } catch {
    // No localStorage (a locked-down browser, the tests): the runner then starts with a sign-in only.
  }
}

export function isQueueMarkedPending(): boolean {
  try {
    return localStorage.getItem(QUEUE_PENDING_KEY) === "1";
  } catch {
    return false;
  }
}
