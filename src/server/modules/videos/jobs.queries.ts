/**
 * The video processing queue (video_jobs), claimed like the email outbox: `FOR UPDATE SKIP LOCKED`
 * so processes never take the same row at once, and a lease (`locked_until`) renewed while the
 * work runs, so only a job whose process died (kill -9) is taken again.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { videoJobs, videos, type StoredRendition } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";

export type VideoJobRow = typeof videoJobs.$inferSelect;

/**
 * Claims the oldest due pending job for `leaseSeconds` on behalf of `lockedBy`, and counts the
 * try; undefined when none is due. A job whose lease ran out is due again.
 */
export async function claimJob(db: Executor, lockedBy: string, leaseSeconds: number): Promise<VideoJobRow | undefined> {
  const due = db
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(
      and(
        eq(videoJobs.state, "pending"),
        lte(videoJobs.runAfter, sql`now()`),
        or(isNull(videoJobs.lockedUntil), lt(videoJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(videoJobs.runAfter, videoJobs.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(videoJobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      lockedBy,
      attempts: sql`${videoJobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(videoJobs.id, due))
    .returning();
  return claimed;
}

/** The holder's claim while it still has it: the job pending and locked by `lockedBy`. */
const heldBy = (jobId: string, lockedBy: string) =>
  and(eq(videoJobs.id, jobId), eq(videoJobs.state, "pending"), eq(videoJobs.lockedBy, lockedBy));

/** Extends the claim; false when it was lost (the lease ran out and another process took the job). */
export async function renewLease(db: Executor, jobId: string, lockedBy: string, leaseSeconds: number) {
  const renewed = await db
    .update(videoJobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldBy(jobId, lockedBy))
    .returning({ id: videoJobs.id });
  return renewed.length > 0;
}

/** The video's row as the worker starts on it: processing from 0 %. */
export async function markProcessing(db: Executor, videoId: string) {
  const [row] = await db
    .update(videos)
    .set({ status: "processing", progress: 0, error: null, updatedAt: new Date() })
    .where(eq(videos.id, videoId))
    .returning();
  return row;
}

export async function setProgress(db: Executor, videoId: string, progress: number) {
  await db
    .update(videos)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), eq(videos.status, "processing")));
}

export interface MadeVideo {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: StoredRendition[];
  posterKey: string;
}

/**
 * Ends a held job in one transaction: the job `state`, the video's row with `video`. False (and
 * nothing written) when the claim was lost meanwhile.
 */
async function finishJob(
  db: Database,
  job: VideoJobRow,
  lockedBy: string,
  state: "done" | "failed",
  lastError: string | null,
  video: Partial<typeof videos.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(videoJobs)
      .set({ state, lockedUntil: null, lastError, updatedAt: sql`now()` })
      .where(heldBy(job.id, lockedBy))
      .returning({ id: videoJobs.id });
    if (!ended) return false;
    await tx
      .update(videos)
      .set({ ...video, updatedAt: new Date() })
      .where(eq(videos.id, job.videoId));
    return true;
  });
}

/** The job's success: the video ready with what was made, the job done. */
export const completeJob = (db: Database, job: VideoJobRow, lockedBy: string, made: MadeVideo) =>
  finishJob(db, job, lockedBy, "done", null, { ...made, status: "ready", progress: 100, error: null });

/** Failed for good: the video failed with the reason staff read, the job failed. */
export const failJob = (db: Database, job: VideoJobRow, lockedBy: string, reason: string) =>
  finishJob(db, job, lockedBy, "failed", reason, { status: "failed", error: reason });

/** A try failed for a passing reason: the job waits `retryInSeconds`, the video is queued again. */
export async function retryJobLater(
  db: Database,
  job: VideoJobRow,
  lockedBy: string,
  error: string,
  retryInSeconds: number,
) {
  return db.transaction(async (tx) => {
    const [later] = await tx
      .update(videoJobs)
      .set({
        runAfter: sql`now() + make_interval(secs => ${retryInSeconds})`,
        lockedUntil: null,
        lockedBy: null,
        lastError: error,
        updatedAt: sql`now()`,
      })
      .where(heldBy(job.id, lockedBy))
      .returning({ id: videoJobs.id });
    if (!later) return false;
    await tx
      .update(videos)
      .set({ status: "queued", progress: 0, updatedAt: new Date() })
      .where(eq(videos.id, job.videoId));
    return true;
  });
}

/** The process stops: the claim and the try are given back, the video queued again. */
export async function releaseJob(db: Database, job: VideoJobRow, lockedBy: string) {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(videoJobs)
      .set({
        lockedUntil: null,
        lockedBy: null,
        attempts: sql`greatest(${videoJobs.attempts} - 1, 0)`,
        updatedAt: sql`now()`,
      })
      .where(heldBy(job.id, lockedBy))
      .returning({ id: videoJobs.id });
    if (!released) return false;
    await tx
      .update(videos)
      .set({ status: "queued", progress: 0, updatedAt: new Date() })
      .where(eq(videos.id, job.videoId));
    return true;
  });
}

export async function findVideoRow(db: Executor, videoId: string) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return row;
}
