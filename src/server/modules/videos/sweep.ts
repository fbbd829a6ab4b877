/**
 * Deletes videos nothing shows any more (issue 22, decision 0016): a video no lesson and no
 * course's preview points at, unchanged for a grace period (a detach or a replacement touches it,
 * so the period counts from then), and not being processed. Its files go (source, renditions,
 * poster and its variants, captions: all under `videos/{id}/`), then its row (its jobs with it).
 *
 * Safe with several processes: each batch is claimed with FOR UPDATE SKIP LOCKED in one
 * transaction, checked again by a later statement once locked (a video attached meanwhile is
 * kept), its files deleted, then its rows. An attach waits for the lock (the foreign key) and
 * finds the video gone. A process killed half-way leaves rows whose files are partly deleted;
 * they are still detached, so the next sweep finishes them (deleting a missing file is fine).
 */
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/types.js";
import type { Storage } from "../../storage/index.js";

/** A detached video is kept this long after its last change: staff may still put it back (24 h). */
export const DETACHED_VIDEO_GRACE_SECONDS = 24 * 60 * 60;
/** Videos per transaction: their files are deleted while their rows are locked. */
const BATCH = 20;

/*
 * Written out: drizzle leaves a one-table statement's columns unqualified, which inside these
 * subqueries would name the subqueries' own tables.
 */
const isSweepable = (graceSeconds: number) => sql`
  v.updated_at < now() - make_interval(secs => ${graceSeconds})
  and v.status <> 'processing'
  and not exists (select 1 from lessons l where l.video_id = v.id)
  and not exists (select 1 from courses c where c.preview_video_id = v.id)
  and not exists (
    select 1 from video_jobs j where j.video_id = v.id and j.state = 'pending' and j.locked_until > now())`;

interface SweptRow {
  id: string;
  source_key: string | null;
}

async function rowsOf(tx: Executor, query: ReturnType<typeof sql>): Promise<SweptRow[]> {
  const result: unknown = await tx.execute(query);
  // Both drivers answer a raw statement with its rows under `rows`.
  return (result as { rows: SweptRow[] }).rows;
}

/** One batch: claimed, checked again once locked, files deleted, rows deleted. Answers the ids deleted. */
async function sweepBatch(db: Database, storage: Storage, graceSeconds: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const claimed = await rowsOf(
      tx,
      sql`select v.id from videos v where ${isSweepable(graceSeconds)}
        order by v.updated_at limit ${BATCH} for update of v skip locked`,
    );
    if (claimed.length === 0) return [];
    // A new statement sees what committed while the rows were being locked (an attach).
    const ids = sql.join(
      claimed.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    );
    const confirmed = await rowsOf(
      tx,
      sql`select v.id, v.source_key from videos v where v.id in (${ids}) and ${isSweepable(graceSeconds)}`,
    );
    for (const row of confirmed) {
      if (row.source_key) await storage.delete(row.source_key);
      await storage.deletePrefix(`videos/${row.id}/`);
    }
    if (confirmed.length === 0) return [];
    const deleted = await rowsOf(
      tx,
      sql`delete from videos v where v.id in (${sql.join(
        confirmed.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )}) returning v.id, v.source_key`,
    );
    return deleted.map((row) => row.id);
  });
}

/** Sweeps batch after batch until none is left; answers the ids of the videos deleted. */
export async function sweepDetachedVideos(
  db: Database,
  storage: Storage,
  graceSeconds = DETACHED_VIDEO_GRACE_SECONDS,
): Promise<string[]> {
  const swept: string[] = [];
  for (;;) {
    const batch = await sweepBatch(db, storage, graceSeconds);
    swept.push(...batch);
    if (batch.length < BATCH) return swept;
  }
}
