import { and, eq, sql } from "drizzle-orm";
import { videoJobs, videos } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";

/** Workers listen here: a NOTIFY at commit wakes them when a job is there to claim. */
export const VIDEO_JOBS_CHANNEL = "video_jobs";

export interface NewVideo {
  /** The upload as received, already in storage. */
  sourceKey: string;
  fileName: string;
  sourceBytes: number;
  createdBy: string | null;
}

/**
 * Records an uploaded video and queues its processing, in one transaction: the row is `queued`
 * and a pending job points at it. Answers the video's id.
 */
export async function createVideo(db: Database, video: NewVideo): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({ ...video, status: "queued" })
      .returning({ id: videos.id });
    await queueJob(tx, row!.id);
    return row!.id;
  });
}

/** A pending job for the video (at most one: a second queue is a no-op), and a NOTIFY at commit. */
export async function queueJob(tx: Executor, videoId: string): Promise<void> {
  await tx.insert(videoJobs).values({ videoId }).onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${VIDEO_JOBS_CHANNEL}, '')`);
}

/**
 * Staff's Retry of a failed video: queued again with a fresh job. False when the video is not
 * failed (a retry of one already queued, processing or ready changes nothing) or its source is gone.
 */
export async function retryVideo(db: Database, videoId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(videos)
      .set({ status: "queued", progress: 0, error: null, updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), eq(videos.status, "failed"), sql`${videos.sourceKey} is not null`))
      .returning({ id: videos.id });
    if (!row) return false;
    await queueJob(tx, videoId);
    return true;
  });
}
