import { useEffect } from "react";

/**
 * The parts of the page that hydrate on their own: the page (App.tsx), the footer (Layout.tsx),
 * and each part a page loads later (later.tsx), named by an object of its own.
 */
type Part = "page" | "footer" | object;
const waiting = new Set<Part>(["page", "footer"]);

function hydrated(part: Part) {
  waiting.delete(part);
  if (waiting.size === 0) document.documentElement.dataset.hydrated = "true";
}

/**
 * Marks the document once every part has been hydrated: the page's Suspense boundary hydrates
 * last among the app's, and the footer's when its code (loaded after the app's) has come. Tests
 * wait for the mark before clicking: a click before hydration does nothing, and a navigation
 * before the footer has hydrated would make React render the footer again.
 */
export function useHydrationMark(part: Part) {
  useEffect(() => hydrated(part), [part]);
}

/**
 * A part whose code comes after its page's: the mark waits for it from the page's hydration
 * (this effect runs before the page's mark) until the part's own useHydrationMark, unless that
 * already ran (its code had come) or the part left the screen.
 */
export function useHydrationWait(part: { done: boolean }) {
  useEffect(() => {
    if (!part.done) waiting.add(part);
    return () => hydrated(part);
  }, [part]);
}
