import { z } from "zod";
import { LOCALES } from "../rules/locale.js";

export const VIDEO_STATUSES = ["queued", "processing", "ready", "failed"] as const;

/**
 * A video the academy hosts, as every read of a lesson (`video`) and of a course
 * (`previewVideo`) carries it (issue 22). Students see ready videos only (null otherwise);
 * staff see every status. URLs are same-origin paths that answer Range requests.
 */
export const videoView = z.object({
  id: z.string(),
  status: z.enum(VIDEO_STATUSES),
  /** 0–100 while processing (staff). */
  progress: z.number().int(),
  /** Why processing failed (staff); null otherwise. */
  error: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  /** Ascending height; made ones only. */
  renditions: z.array(
    z.object({ height: z.number().int(), url: z.string(), bytes: z.number().int(), bitrateKbps: z.number().int() }),
  ),
  /** WebVTT (text/vtt), one per language at most. */
  captions: z.array(z.object({ language: z.enum(LOCALES), url: z.string() })),
});
export type VideoView = z.infer<typeof videoView>;
export type VideoStatusName = VideoView["status"];
