import { useSyncExternalStore, type ReactNode } from "react";

/** Spec 9: at most one toast at a time; a dismissed toast is removed after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec 9: each toast shows for 5000 ms; swiping it right past 50 px dismisses it. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
}

type Listener = () => void;

const NO_TOASTS: ToastItem[] = [];
let toasts: ToastItem[] = NO_TOASTS;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given; it leaves the store later. */
export function dismissToast(id?: string) {
  for (const toast of toasts) if (!id || toast.id === id) scheduleRemoval(toast.id);
  emit(toasts.map((toast) => (!id || toast.id === id ? { ...toast, open: false } : toast)));
}

/** Shows a toast; a newer one replaces the one on screen. */
export function toast(input: { title?: ReactNode; description?: ReactNode; variant?: ToastVariant }) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The store as it is now (newest first), and a way to hear of changes: for the hook and for tests. */
export const getToasts = (): ToastItem[] => toasts;

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The server renders no toasts, so the first client render (hydration) matches it. */
const getServerToasts = (): ToastItem[] => NO_TOASTS;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
}
