import { randomBytes } from "node:crypto";
import { text } from "node:stream/consumers";
import { Readable } from "node:stream";
import type { StoredCaption } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";
import type { VideoView } from "../../../shared/contracts/videos.js";
import type { CacheInvalidator } from "../../cache.js";
import { conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import type { Storage } from "../../storage/index.js";
import { captionsToWebVtt, transcriptFromWebVtt } from "./captions.js";
import { queueJob, retryVideo } from "./videos.service.js";
import { toVideoView, type VideoRow } from "./view.js";
import * as queries from "./videos.queries.js";

/*
 * Staff's side of hosted videos (issue 22): attaching an upload to a lesson or a course preview,
 * detaching, Retry, captions, and the transcript made from captions.
 *
 * A detached or replaced video is kept (its row and files) for a grace period: it is no longer
 * shown anywhere, its files answer staff only (videos.routes.ts), and the worker's sweep deletes
 * it once nothing has pointed at it for DETACHED_VIDEO_GRACE_SECONDS since the detach (sweep.ts).
 */

/**
 * Keeps the course's summary (its video count) true after a lesson's video changed: the courses
 * module's syncCourseSummary, given by app.ts (courses uses this module, so it can't be imported here).
 */
export type SyncCourse = (tx: Executor, courseId: string) => Promise<void>;

/** What a finished upload is attached to. */
export type VideoTarget = { lessonId: string } | { courseId: string };

export interface VideoStaffDeps {
  db: Database;
  cache: CacheInvalidator;
  storage: Storage;
  syncCourse: SyncCourse;
}

const requireVideoRow = async (db: Executor, id: string): Promise<VideoRow> => {
  const row = isUuid(id) ? await queries.findVideo(db, id) : undefined;
  if (!row) throw notFound("Video");
  return row;
};

/** A video as staff see it: every status, with progress and error. */
export async function getStaffVideo(db: Executor, id: string): Promise<VideoView> {
  return toVideoView(await requireVideoRow(db, id), "staff")!;
}

/** Whether the lesson or course an upload names exists (before the bytes are taken). */
export async function targetExists(db: Executor, target: VideoTarget): Promise<boolean> {
  if ("lessonId" in target)
    return isUuid(target.lessonId) && (await queries.lockLessonPlace(db, target.lessonId)) !== undefined;
  return isUuid(target.courseId) && (await queries.lockCoursePlace(db, target.courseId)) !== undefined;
}

/**
 * Records a finished upload (already in storage at `sourceKey`) as a queued video with its
 * processing job, and shows it in its place, the previous video there detached: one transaction.
 */
export async function attachUploadedVideo(
  deps: VideoStaffDeps,
  video: { id: string; sourceKey: string; fileName: string; sourceBytes: number; createdBy: string | null },
  target: VideoTarget,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await queries.insertVideo(tx, video);
    await queueJob(tx, video.id);
    await setTargetVideo(tx, deps.syncCourse, target, video.id);
  });
  await deps.cache.invalidate("catalog");
}

async function setTargetVideo(tx: Executor, syncCourse: SyncCourse, target: VideoTarget, videoId: string | null) {
  if ("lessonId" in target) {
    const lesson = isUuid(target.lessonId) ? await queries.lockLessonPlace(tx, target.lessonId) : undefined;
    if (!lesson) throw notFound("Lesson");
    await queries.setLessonVideo(tx, lesson.id, videoId);
    await syncCourse(tx, lesson.courseId);
    await touchDetached(tx, lesson.videoId, videoId);
    return;
  }
  const course = isUuid(target.courseId) ? await queries.lockCoursePlace(tx, target.courseId) : undefined;
  if (!course) throw notFound("Course");
  await queries.setCoursePreviewVideo(tx, course.id, videoId);
  await touchDetached(tx, course.videoId, videoId);
}

/** The video taken out of its place: its grace before the sweep (sweep.ts) counts from now. */
async function touchDetached(tx: Executor, previous: string | null, next: string | null) {
  if (previous && previous !== next) await queries.touchVideo(tx, previous);
}

/** Removes the lesson's video or the course's preview video from its place (the video is kept). */
export async function detachVideo(deps: VideoStaffDeps, target: VideoTarget): Promise<void> {
  await deps.db.transaction((tx) => setTargetVideo(tx, deps.syncCourse, target, null));
  await deps.cache.invalidate("catalog");
}

/** Retry of a failed video (queued again); 409 when it is not failed. */
export async function retryStaffVideo(deps: VideoStaffDeps, id: string): Promise<VideoView> {
  await requireVideoRow(deps.db, id);
  if (!(await retryVideo(deps.db, id))) throw conflict("Only a failed video can be retried.");
  await deps.cache.invalidate("catalog");
  return getStaffVideo(deps.db, id);
}

/**
 * Stores a captions file (WebVTT as it is, SRT converted; anything else refused with its
 * problem) as the video's captions in that language, replacing any before. The key is new on
 * every upload, so the file's address changes and no cache serves the old cues.
 */
export async function putCaptions(
  deps: VideoStaffDeps,
  id: string,
  language: Locale,
  body: string,
): Promise<VideoView> {
  await requireVideoRow(deps.db, id);
  const vtt = captionsToWebVtt(body);
  const key = `videos/${id}/captions-${language}-${randomBytes(6).toString("hex")}.vtt`;
  await deps.storage.put(key, { stream: Readable.from([Buffer.from(vtt)]) }, "text/vtt; charset=utf-8");
  const replaced = await deps.db.transaction(async (tx) => {
    const row = await queries.lockVideo(tx, id);
    if (!row) throw notFound("Video");
    const others = row.captions.filter((caption) => caption.language !== language);
    const captions: StoredCaption[] = [...others, { language, key }].sort((a, b) =>
      a.language.localeCompare(b.language),
    );
    await queries.updateCaptions(tx, id, captions);
    return row.captions.filter((caption) => caption.language === language);
  });
  await deleteFiles(deps.storage, replaced);
  await deps.cache.invalidate("catalog");
  return getStaffVideo(deps.db, id);
}

/** Removes the video's captions in that language (and their file). */
export async function deleteCaptions(deps: VideoStaffDeps, id: string, language: Locale): Promise<VideoView> {
  await requireVideoRow(deps.db, id);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await queries.lockVideo(tx, id);
    if (!row) throw notFound("Video");
    const gone = row.captions.filter((caption) => caption.language === language);
    if (gone.length === 0) throw notFound("Captions");
    await queries.updateCaptions(
      tx,
      id,
      row.captions.filter((caption) => caption.language !== language),
    );
    return gone;
  });
  await deleteFiles(deps.storage, removed);
  await deps.cache.invalidate("catalog");
  return getStaffVideo(deps.db, id);
}

/**
 * The video's captions in that language as a transcript (cue words, paragraphs at pauses), for
 * the lesson form to fill in: staff read it and save the lesson as usual.
 */
export async function transcriptFromCaptions(
  deps: Pick<VideoStaffDeps, "db" | "storage">,
  id: string,
  language: Locale,
): Promise<string> {
  const row = await requireVideoRow(deps.db, id);
  const caption = row.captions.find((entry) => entry.language === language);
  if (!caption) throw notFound("Captions");
  return transcriptFromWebVtt(await text(await deps.storage.read(caption.key)));
}

/** Deleting a replaced file is tidying: a failure leaves an unused file, never a broken video. */
async function deleteFiles(storage: Storage, captions: StoredCaption[]) {
  await Promise.all(captions.map((caption) => storage.delete(caption.key).catch(() => undefined)));
}
