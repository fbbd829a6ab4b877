/**
 * The quality the student picked, remembered on this phone (localStorage) for every video. It
 * belongs to the phone, not the person: on a shared phone the next student gets the same data
 * cost, which is what the phone's owner chose. "Save for offline" reads it too.
 */

const KEY = "tsa-video-quality";

export function readChosenHeight(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY) ?? "");
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeChosenHeight(height: number): void {
  try {
    localStorage.setItem(KEY, String(height));
  } catch {
    // Storage full or locked: the choice lasts for this page only.
  }
}
