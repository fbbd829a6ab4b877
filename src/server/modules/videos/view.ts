import { inArray } from "drizzle-orm";
import { videos } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import type { VideoView } from "../../../shared/contracts/videos.js";

export type VideoRow = typeof videos.$inferSelect;
/** Students see ready videos only; staff (the authoring tree, an editor) see every status. */
export type VideoAudience = "students" | "staff";

/** The last segment of a storage key: the name a media URL uses for that file. */
const fileName = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/**
 * Where a video's files are served (videos.routes.ts checks access, then answers Range requests
 * or redirects to the store). A file's name comes from its storage key, which changes when the
 * file does, so the address does too.
 */
export const mediaPath = (videoId: string, key: string) => `/media/videos/${videoId}/${fileName(key)}`;

/** A video as reads carry it (contract: shared/contracts/videos.ts), or null when the audience may not see it. */
export function toVideoView(row: VideoRow | undefined, audience: VideoAudience): VideoView | null {
  if (!row) return null;
  if (audience === "students" && row.status !== "ready") return null;
  return {
    id: row.id,
    status: row.status,
    progress: row.status === "ready" ? 100 : row.progress,
    error: row.status === "failed" ? row.error : null,
    durationSeconds: row.durationSeconds,
    posterUrl: row.posterKey ? mediaPath(row.id, row.posterKey) : null,
    renditions: [...row.renditions]
      .sort((a, b) => a.height - b.height)
      .map((rendition) => ({
        height: rendition.height,
        url: mediaPath(row.id, rendition.key),
        bytes: rendition.bytes,
        bitrateKbps: rendition.bitrateKbps,
      })),
    captions: row.captions.map((caption) => ({ language: caption.language, url: mediaPath(row.id, caption.key) })),
  };
}

/** The videos with these ids, by id (one query; none when every id is null). */
export async function findVideos(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, VideoRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(videos).where(inArray(videos.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Lessons with their `video` in place of `videoId`, as the audience may see it. */
export async function withLessonVideos<T extends { videoId: string | null }>(
  db: Executor,
  rows: readonly T[],
  audience: VideoAudience,
): Promise<(Omit<T, "videoId"> & { video: VideoView | null })[]> {
  const found = await findVideos(
    db,
    rows.map((row) => row.videoId),
  );
  return rows.map(({ videoId, ...row }) => ({
    ...row,
    video: toVideoView(videoId ? found.get(videoId) : undefined, audience),
  }));
}

/** Courses with their `previewVideo` in place of `previewVideoId`, as the audience may see it. */
export async function withPreviewVideos<T extends { previewVideoId: string | null }>(
  db: Executor,
  rows: readonly T[],
  audience: VideoAudience,
): Promise<(Omit<T, "previewVideoId"> & { previewVideo: VideoView | null })[]> {
  const found = await findVideos(
    db,
    rows.map((row) => row.previewVideoId),
  );
  return rows.map(({ previewVideoId, ...row }) => ({
    ...row,
    previewVideo: toVideoView(previewVideoId ? found.get(previewVideoId) : undefined, audience),
  }));
}
