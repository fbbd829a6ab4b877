import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Executor } from "../../../db/types.js";
import { forbidden, notFound, unauthorized } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { isStaff } from "../../plugins/auth.js";
import { sendStoredFile } from "../../storage/index.js";
import { isMet, lessonReadNeeds } from "../../../shared/rules/course-access.js";
import { LESSON_NOT_ENROLLED_MESSAGE, type Viewer } from "../enrolments/index.js";
import { posterVariantKey } from "./poster.js";
import type { VideoRow } from "./view.js";
import * as queries from "./videos.queries.js";

/*
 * A hosted video's files (issue 22): `/media/videos/{videoId}/{name}`, the name being the last
 * segment of one of the video's storage keys (view.ts mediaPath). Access is checked here, then
 * storage/range-serve.ts answers the Range request, or with S3 redirects to a presigned address.
 */

/**
 * What the HTTP cache may do with the answer. Open files (a free course's lesson, an active
 * course's preview) are kept but checked with the server before each reuse; anything one viewer
 * may see and the next may not (a paid lesson, staff's unready video) is never kept: on a shared
 * phone the next person would otherwise replay it from the browser's cache.
 */
const OPEN = "private, no-cache" as const;
const RESTRICTED = "private, no-store" as const;

const mediaParams = z.object({ id: z.string().max(100), file: z.string().max(200) });

/**
 * The storage key a media file name stands for: a rendition, the poster, one of the poster's image
 * variants ("poster-480.webp", with the poster itself as `fallback` while the variant is not made)
 * or a caption file of the video.
 */
export function keyOfMediaFile(row: VideoRow, file: string): { key: string; fallback?: string } | undefined {
  const keys = [
    ...row.renditions.map((rendition) => rendition.key),
    ...(row.posterKey ? [row.posterKey] : []),
    ...row.captions.map((caption) => caption.key),
  ];
  const key = keys.find((candidate) => candidate.slice(candidate.lastIndexOf("/") + 1) === file);
  if (key) return { key };
  const variant = row.posterKey ? posterVariantKey(row.posterKey, file) : undefined;
  return variant && row.posterKey ? { key: variant, fallback: row.posterKey } : undefined;
}

/**
 * Who may fetch a video's files, as the Cache-Control to answer with; throws 401, 403 or 404.
 * Decided from what findVideoForMedia read in one statement, with the viewer already known.
 *
 * - A video not ready, or shown nowhere (no served lesson, no active course's preview): staff only.
 * - An active course's preview: everyone.
 * - A lesson's video: as the lesson may be read (enrolments' lessonAccess): a free course's to
 *   everyone, a paid course's to its students and staff, 401 for visitors, 403 for others.
 * Anyone else gets 404, so a video's existence is not told.
 */
export function mediaAccess(place: queries.VideoForMedia, viewer: Viewer | null): typeof OPEN | typeof RESTRICTED {
  const staffOnly = () => {
    if (isStaff(viewer)) return RESTRICTED;
    throw notFound("Video");
  };
  if (place.video.status !== "ready") return staffOnly();
  if (place.isActivePreview) return OPEN;
  if (place.inFreeLesson) return OPEN;
  if (!place.inPaidLesson) return staffOnly();
  // Only paid courses' lessons show it: their reading rule, with the enrolment read in the same statement.
  const needs = lessonReadNeeds({ isFree: false }, viewer);
  if (needs === "sign-in") throw unauthorized();
  if (isMet(needs, place.isEnrolled)) return RESTRICTED;
  throw forbidden(LESSON_NOT_ENROLLED_MESSAGE);
}

/**
 * The storage key of the video's file `file` and the Cache-Control to serve it with, in one
 * statement; throws 404 for a file the video doesn't have, else as mediaAccess.
 */
export async function findMediaFile(db: Executor, id: string, file: string, viewer: Viewer | null) {
  const place = isUuid(id) ? await queries.findVideoForMedia(db, id, viewer?.id ?? null) : undefined;
  const found = place && keyOfMediaFile(place.video, file);
  if (!place || !found) throw notFound("File");
  return { ...found, cacheControl: mediaAccess(place, viewer) };
}

export async function videoRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  // GET, and HEAD (Fastify adds it): players ask for the length first.
  app.get("/media/videos/:id/:file", { schema: { params: mediaParams } }, async (request, reply) => {
    const { id, file } = request.params;
    // The viewer first (no query without a session cookie), so the file and its access are one statement.
    const { key, fallback, cacheControl } = await findMediaFile(db, id, file, await request.currentUser());
    // A poster variant not made (yet): the poster itself, as course images serve their original.
    const served = fallback && !(await storage.stat(key)) ? fallback : key;
    return sendStoredFile(request, reply, storage, served, { cacheControl });
  });
}
