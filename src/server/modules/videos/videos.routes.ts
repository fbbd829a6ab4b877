import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Executor } from "../../../db/types.js";
import { forbidden, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { isStaff } from "../../plugins/auth.js";
import { sendStoredFile } from "../../storage/index.js";
import { LESSON_NOT_ENROLLED_MESSAGE, lessonAccess, type Viewer } from "../enrolments/index.js";
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

/** The storage key a media file name stands for: a rendition, the poster or a caption file of the video. */
export function keyOfMediaFile(row: VideoRow, file: string): string | undefined {
  const keys = [
    ...row.renditions.map((rendition) => rendition.key),
    ...(row.posterKey ? [row.posterKey] : []),
    ...row.captions.map((caption) => caption.key),
  ];
  return keys.find((key) => key.slice(key.lastIndexOf("/") + 1) === file);
}

/**
 * Who may fetch a video's files, as the Cache-Control to answer with; throws 401, 403 or 404.
 *
 * - A video not ready, or shown nowhere (no served lesson, no active course's preview): staff only.
 * - An active course's preview: everyone.
 * - A lesson's video: as the lesson may be read (enrolments' lessonAccess): a free course's to
 *   everyone, a paid course's to its students and staff, 401 for visitors, 403 for others.
 * Anyone else gets 404, so a video's existence is not told.
 */
export async function mediaAccess(
  db: Executor,
  row: VideoRow,
  viewer: () => Promise<Viewer | null>,
): Promise<typeof OPEN | typeof RESTRICTED> {
  const staffOnly = async () => {
    if (isStaff(await viewer())) return RESTRICTED;
    throw notFound("Video");
  };
  if (row.status !== "ready") return staffOnly();
  const places = await queries.findVideoPlaces(db, row.id);
  if (places.previews.some((course) => course.isActive)) return OPEN;
  const served = places.lessons.filter((lesson) => lesson.isServed);
  if (served.length === 0) return staffOnly();
  if (served.some((lesson) => lesson.courseIsFree)) return OPEN;
  for (const lesson of served) {
    const decision = await lessonAccess(db, lesson, viewer);
    if (decision.access !== "refused") return RESTRICTED;
  }
  throw forbidden(LESSON_NOT_ENROLLED_MESSAGE);
}

export async function videoRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  // GET, and HEAD (Fastify adds it): players ask for the length first.
  app.get("/media/videos/:id/:file", { schema: { params: mediaParams } }, async (request, reply) => {
    const { id, file } = request.params;
    const row = isUuid(id) ? await queries.findVideo(db, id) : undefined;
    const key = row && keyOfMediaFile(row, file);
    if (!row || !key) throw notFound("File");
    const cacheControl = await mediaAccess(db, row, () => request.currentUser());
    return sendStoredFile(request, reply, storage, key, { cacheControl });
  });
}
