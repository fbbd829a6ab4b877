/**
 * The demo academy's videos (issue 22): two lessons of every demo course have a short clip with
 * English and Spanish captions, committed in `videos/` (made by scripts/make-demo-clips.ts). The
 * database layer only lists them; the server makes their renditions through the processing
 * pipeline, stores the files, and hands the rows to seedDemoContent (server/modules/videos/seed-videos.ts).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { videos } from "../schema/index.js";

/** The committed clips' folder; the same from src/db/seed and from the build's dist/db/seed. */
export const demoClipsFolder = fileURLToPath(new URL("../../../src/db/seed/videos/", import.meta.url));

interface ClipEntry {
  courseSlug: string;
  lessonId: string;
  durationSeconds: number;
  video: string;
  captions: { en: string; es: string };
}

export interface DemoClip {
  courseSlug: string;
  lessonId: string;
  /** The source video file (MP4), as staff would upload it. */
  videoPath: string;
  /** WebVTT files. */
  captionPaths: { en: string; es: string };
}

/** Every clip of clips.json, with its files' paths. */
export function demoClips(): DemoClip[] {
  const entries = JSON.parse(readFileSync(`${demoClipsFolder}clips.json`, "utf8")) as ClipEntry[];
  return entries.map((entry) => ({
    courseSlug: entry.courseSlug,
    lessonId: entry.lessonId,
    videoPath: `${demoClipsFolder}${entry.video}`,
    captionPaths: { en: `${demoClipsFolder}${entry.captions.en}`, es: `${demoClipsFolder}${entry.captions.es}` },
  }));
}

/**
 * A demo video, made and stored: the row to insert, and what it belongs to: a lesson (its video)
 * or a course (its preview video, `courses.preview_video_id`).
 */
export type DemoVideo = { video: typeof videos.$inferInsert & { id: string } } & (
  { lessonId: string; courseId?: undefined } | { courseId: string; lessonId?: undefined }
);
