import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ToastStore from "./use-toast";

type Store = typeof ToastStore;

/** Each test gets a fresh store (the store is module state) and a fake clock for the removal delay. */
let store: Store;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import("./use-toast");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("follows spec 9's numbers", () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION).toBe(5000);
    expect(store.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("starts empty and shows a toast with its title, description and variant", () => {
    expect(store.getToasts()).toEqual([]);
    const { id } = store.toast({ title: "Booking Failed", description: "409: busy", variant: "destructive" });
    expect(store.getToasts()).toEqual([
      { id, title: "Booking Failed", description: "409: busy", variant: "destructive", open: true },
    ]);
  });

  it("keeps one toast at a time: a new one replaces the one on screen", () => {
    const first = store.toast({ title: "Login Required" });
    const second = store.toast({ title: "Enrolled Successfully" });
    expect(second.id).not.toBe(first.id);
    expect(store.getToasts().map((item) => item.title)).toEqual(["Enrolled Successfully"]);
  });

  it("closes a dismissed toast at once and removes it from the store 1000000 ms later", () => {
    const { id, dismiss } = store.toast({ title: "Saved" });
    dismiss();
    expect(store.getToasts()).toEqual([{ id, title: "Saved", open: false }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("dismissing twice schedules one removal", () => {
    const { id } = store.toast({ title: "Saved" });
    store.dismissToast(id);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY / 2);
    store.dismissToast(id);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY / 2);
    expect(store.getToasts()).toEqual([]);
  });

  it("dismisses every toast when no id is given, and only the named one otherwise", () => {
    const { id } = store.toast({ title: "One" });
    store.dismissToast("not-a-toast");
    expect(store.getToasts()[0]?.open).toBe(true);
    store.dismissToast();
    expect(store.getToasts()).toEqual([{ id, title: "One", open: false }]);
  });

  it("a new toast after a dismissed one is shown, and the old one's removal leaves it alone", () => {
    store.toast({ title: "Old" }).dismiss();
    const fresh = store.toast({ title: "New" });
    expect(store.getToasts()).toEqual([{ id: fresh.id, title: "New", open: true }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY);
    expect(store.getToasts()).toEqual([{ id: fresh.id, title: "New", open: true }]);
  });

  it("tells subscribers of each change until they unsubscribe, with a new snapshot each time", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeToToasts(listener);
    const before = store.getToasts();
    const { dismiss } = store.toast({ title: "A" });
    expect(listener).toHaveBeenCalledTimes(1);
    const shown = store.getToasts();
    expect(shown).not.toBe(before);
    // Reading again without a change gives the same array (what useSyncExternalStore needs).
    expect(store.getToasts()).toBe(shown);
    dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
