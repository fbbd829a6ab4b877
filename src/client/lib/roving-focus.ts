import type { KeyboardEvent } from "react";

/**
 * Keyboard movement within a group of controls (tabs, accordion headers), after the WAI-ARIA
 * patterns: Home and End go to the first and the last, the previous and next keys step and wrap
 * around. Returns the control to move to, or undefined when the key is none of these or the
 * event did not come from one of the controls.
 */
export function rovingTarget<T extends HTMLElement>(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  keys: { previous: string; next: string },
): T | undefined {
  const { key } = event;
  if (key !== "Home" && key !== "End" && key !== keys.previous && key !== keys.next) return undefined;
  const items = [...event.currentTarget.querySelectorAll<T>(selector)];
  const current = items.indexOf(event.target as T);
  if (current < 0) return undefined;
  const last = items.length - 1;
  const index =
    key === "Home"
      ? 0
      : key === "End"
        ? last
        : key === keys.next
          ? (current + 1) % items.length
          : (current + last) % items.length;
  return items[index];
}
