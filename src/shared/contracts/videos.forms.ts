import { z } from "zod";
import { LOCALES } from "../rules/locale.js";

/*
 * What staff send about the academy's own videos (issue 22): the resumable upload (tus), captions,
 * and the transcript made from captions. The reads (`videoView`) are in videos.ts.
 */

/** Where the tus server takes uploads (POST to start one, then PATCH/HEAD its address). */
export const VIDEO_UPLOAD_PATH = "/api/staff/videos/uploads";

/** The tus client sends each chunk as one request: a dropped connection loses at most one. */
export const VIDEO_UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** A captions file is text: 1 MB is hours of cues. */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

/** The file types the caption picker offers; the server reads the text, whatever the name says. */
export const CAPTIONS_ACCEPT = ".vtt,.srt,text/vtt,application/x-subrip";

/**
 * The tus upload's metadata (Upload-Metadata): the file's name and exactly one target, a lesson
 * (its video) or a course (its preview video).
 */
export const videoUploadMetadata = z
  .object({
    filename: z.string().trim().min(1).max(255),
    lessonId: z.string().max(100).optional(),
    courseId: z.string().max(100).optional(),
  })
  .refine((metadata) => (metadata.lessonId === undefined) !== (metadata.courseId === undefined));
export type VideoUploadMetadata = z.infer<typeof videoUploadMetadata>;

/** The header the finished upload's answer names the new video with (the client also finds it in the course tree). */
export const VIDEO_ID_HEADER = "upload-video-id";

export const videoCaptionParams = z.object({ id: z.string().max(100), language: z.enum(LOCALES) });

/** A captions file's text: WebVTT, or SRT (converted to WebVTT). */
export const captionsBody = z.string().max(CAPTIONS_MAX_BYTES);

/** The transcript made from a video's captions, for the lesson form to fill in (staff then save). */
export const captionsTranscript = z.object({ transcript: z.string() });
export type CaptionsTranscript = z.infer<typeof captionsTranscript>;
