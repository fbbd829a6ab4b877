/**
 * A tiny signal between the sync queue (loaded on demand) and the components that show what is
 * waiting: "the queue changed, read it again". No IndexedDB here, so pages can import it freely.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitQueueChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Same for the saved items (a save or a remove in one component updates the others). */
const savedListeners = new Set<Listener>();

export function onSavedChange(listener: Listener): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

export function emitSavedChange(): void {
  for (const listener of [...savedListeners]) listener();
}

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
