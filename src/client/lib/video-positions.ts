/**
 * The localStorage keys where the player keeps how far a student got in each video
 * (features/video/position-store.ts), and their removal at sign-out (features/offline/offline-sign-out.tsx:
 * here so the sign-out doesn't carry the video feature with it).
 */

export const VIDEO_POSITION_PREFIX = "tsa-video-position:";

/**
 * Removes every kept position: at sign-out, so the next person on a shared phone can't tell which
 * videos the last one watched, or how far (the sign-out's other removals: offline/forget-person.ts).
 * A Storage's own keys are its entries' names.
 */
export function forgetVideoPositions(storage?: Pick<Storage, "removeItem"> | null): void {
  try {
    const phone = storage === undefined ? localStorage : storage;
    for (const key of Object.keys(phone ?? {})) if (key.startsWith(VIDEO_POSITION_PREFIX)) phone!.removeItem(key);
  } catch {
    // No storage here, or a locked one: it kept nothing.
  }
}
