import { useEffect } from "react";

/** The parts of the page that hydrate on their own: the page (App.tsx) and the footer (Layout.tsx). */
type Part = "page" | "footer";
const waiting = new Set<Part>(["page", "footer"]);

/**
 * Marks the document once every part has been hydrated: the page's Suspense boundary hydrates
 * last among the app's, and the footer's when its code (loaded after the app's) has come. Tests
 * wait for the mark before clicking: a click before hydration does nothing, and a navigation
 * before the footer has hydrated would make React render the footer again.
 */
export function useHydrationMark(part: Part) {
  useEffect(() => {
    waiting.delete(part);
    if (waiting.size === 0) document.documentElement.dataset.hydrated = "true";
  }, [part]);
}
