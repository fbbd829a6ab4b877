/**
 * Where a student stopped in each video, kept on the phone (localStorage) so the video resumes
 * there. Per lesson (or course preview) and per phone, like the browser's own history: no account
 * data. Writes are throttled (a timeupdate fires several times a second) and the entry goes once
 * the video has been watched to the end.
 */
import { VIDEO_POSITION_PREFIX } from "../../lib/video-positions";

const PREFIX = VIDEO_POSITION_PREFIX;
/** Positions are written at most this often while playing (and on pause, seek and leaving). */
export const POSITION_SAVE_INTERVAL_MS = 5_000;
/** Closer than this to the start, there is nothing worth resuming. */
const MIN_RESUME_SECONDS = 5;
/** Closer than this to the end counts as watched: the position is cleared. */
const END_MARGIN_SECONDS = 3;

export type PositionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The phone's localStorage, or null where it can't be used (a server render, a locked-down browser). */
function phoneStorage(): PositionStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The second to resume at for this key, or null (none kept, or not worth resuming). */
export function readPosition(key: string, storage: PositionStorage | null = phoneStorage()): number | null {
  try {
    const value = Number(storage?.getItem(PREFIX + key) ?? "");
    return Number.isFinite(value) && value >= MIN_RESUME_SECONDS ? value : null;
  } catch {
    return null;
  }
}

export function clearPosition(key: string, storage: PositionStorage | null = phoneStorage()): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // A full or locked storage: the position is simply not kept.
  }
}

function writePosition(key: string, seconds: number, storage: PositionStorage | null): void {
  try {
    storage?.setItem(PREFIX + key, seconds.toFixed(1));
  } catch {
    // As above.
  }
}

export interface PositionSaver {
  /** Called as the video plays: kept at most every `intervalMs`, cleared near the end. */
  update(currentTime: number, duration: number): void;
  /** Kept now (a pause, a seek, leaving the page). */
  flush(currentTime: number, duration: number): void;
  /** The video ended: nothing to resume. */
  ended(): void;
}

export function positionSaver(
  key: string,
  {
    storage = phoneStorage(),
    intervalMs = POSITION_SAVE_INTERVAL_MS,
    now = () => Date.now(),
  }: { storage?: PositionStorage | null; intervalMs?: number; now?: () => number } = {},
): PositionSaver {
  let lastWrite = -Infinity;
  const keep = (currentTime: number, duration: number) => {
    lastWrite = now();
    const isNearEnd = Number.isFinite(duration) && duration > 0 && currentTime >= duration - END_MARGIN_SECONDS;
    if (isNearEnd || currentTime < MIN_RESUME_SECONDS) clearPosition(key, storage);
    else writePosition(key, currentTime, storage);
  };
  return {
    update(currentTime, duration) {
      if (now() - lastWrite >= intervalMs) keep(currentTime, duration);
    },
    flush: keep,
    ended() {
      lastWrite = now();
      clearPosition(key, storage);
    },
  };
}
