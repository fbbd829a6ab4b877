/**
 * A video's length and size as pages say them (issue 22): "12 min · about 9 MB at 360p". Kept
 * apart from video-quality.ts: lesson lists show the length and load nothing more.
 */

/** Whole minutes, as the page shows a video's length ("12 min"): rounded, at least 1. */
export function videoMinutes(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds / 60));
}

/**
 * A download's size in megabytes as the cost text says it ("about 9 MB"): decimal megabytes,
 * whole from 1 MB up, one decimal below (never 0).
 */
export function approximateMegabytes(bytes: number): number {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) return Math.round(megabytes);
  return Math.max(0.1, Math.round(megabytes * 10) / 10);
}
