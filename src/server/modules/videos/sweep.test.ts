/**
 * The sweep of detached videos (sweep.ts) on the database this run tests (PGlite, or PostgreSQL
 * with DATABASE_URL): a video nothing has shown for the grace period loses its files and its row;
 * one shown somewhere, detached recently, being processed or put back in its place is kept; two
 * processes sweeping at once delete each video once; the worker's loop runs it.
 */
import { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { courseWithModule, videoBed } from "../../../../tests/support/video-bed.js";
import { openDatabase, type DatabaseHandle } from "../../../db/client.js";
import { courses, lessons, videoJobs, videos } from "../../../db/schema/index.js";
import type { LocalStorage } from "../../storage/index.js";
import { DETACHED_VIDEO_GRACE_SECONDS, sweepDetachedVideos } from "./sweep.js";
import { detachVideo } from "./videos.staff.service.js";
import { VideoWorker } from "./worker.js";

let handle: DatabaseHandle & { url?: string };
let storage: LocalStorage;
let lessonId: string;
let courseId: string;

const FILES = ["source", "240p.mp4", "poster.jpg", "poster-480.webp", "captions-en-1a2b.vtt"];

/** A ready video with its files in storage, changed `ageSeconds` ago. */
async function storedVideo(ageSeconds: number, status: "ready" | "processing" = "ready") {
  const [row] = await handle.db.insert(videos).values({ status }).returning({ id: videos.id });
  const id = row!.id;
  for (const name of FILES) await storage.put(`videos/${id}/${name}`, { stream: Readable.from([Buffer.from(name)]) });
  await handle.db
    .update(videos)
    .set({
      sourceKey: `videos/${id}/source`,
      posterKey: `videos/${id}/poster.jpg`,
      renditions: [{ height: 240, width: 426, key: `videos/${id}/240p.mp4`, bytes: 8, bitrateKbps: 1 }],
      captions: [{ language: "en", key: `videos/${id}/captions-en-1a2b.vtt` }],
      updatedAt: sql`now() - make_interval(secs => ${ageSeconds})`,
    })
    .where(eq(videos.id, id));
  return id;
}

const filesOf = async (id: string) =>
  (await Promise.all(FILES.map(async (name) => ((await storage.stat(`videos/${id}/${name}`)) ? name : null)))).filter(
    Boolean,
  );
const existing = async (ids: string[]) =>
  (await handle.db.select({ id: videos.id }).from(videos).where(inArray(videos.id, ids))).map((row) => row.id).sort();

const OLD = DETACHED_VIDEO_GRACE_SECONDS + 3600;

const bed = videoBed("video-sweep");
beforeEach(async () => {
  ({ handle, storage } = bed);
  const place = await courseWithModule(handle.db);
  const [lesson] = await handle.db
    .insert(lessons)
    .values({ moduleId: place.moduleId, title: "Setting out", orderIndex: 1 })
    .returning();
  lessonId = lesson!.id;
  courseId = place.courseId;
});

describe("sweeping detached videos", () => {
  it("deletes a video nothing has shown for the grace period, files and row, and keeps every other", async () => {
    const detached = await storedVideo(OLD);
    const inLesson = await storedVideo(OLD);
    const asPreview = await storedVideo(OLD);
    const recent = await storedVideo(DETACHED_VIDEO_GRACE_SECONDS - 3600);
    const processing = await storedVideo(OLD, "processing");
    const claimed = await storedVideo(OLD);
    const queued = await storedVideo(OLD);
    await handle.db.update(lessons).set({ videoId: inLesson }).where(eq(lessons.id, lessonId));
    await handle.db.update(courses).set({ previewVideoId: asPreview }).where(eq(courses.id, courseId));
    // A job a live process holds (its lease running), and one nobody has taken yet.
    await handle.db
      .insert(videoJobs)
      .values([
        { videoId: claimed, lockedUntil: sql`now() + interval '5 minutes'`, lockedBy: "other:1:abc" },
        { videoId: queued },
      ]);

    const swept = await sweepDetachedVideos(handle.db, storage);

    expect(swept.sort()).toEqual([detached, queued].sort());
    expect(await filesOf(detached)).toEqual([]);
    expect(await filesOf(queued)).toEqual([]);
    expect(await existing([detached, queued])).toEqual([]);
    expect(await handle.db.select().from(videoJobs).where(eq(videoJobs.videoId, queued))).toEqual([]);
    const kept = [inLesson, asPreview, recent, processing, claimed];
    expect(await existing(kept)).toEqual([...kept].sort());
    for (const id of kept) expect(await filesOf(id), id).toEqual(FILES);
    // Nothing more to do: a second sweep deletes nothing.
    expect(await sweepDetachedVideos(handle.db, storage)).toEqual([]);
  });

  it("counts the grace from the detach, and keeps a video put back in its place meanwhile", async () => {
    const video = await storedVideo(OLD);
    await handle.db.update(lessons).set({ videoId: video }).where(eq(lessons.id, lessonId));
    const deps = { db: handle.db, storage, cache: { invalidate: async () => {} }, syncCourse: async () => {} };
    await detachVideo(deps, { lessonId });

    // Changed long ago, but detached just now: within its grace.
    expect(await sweepDetachedVideos(handle.db, storage)).toEqual([]);
    // Put back in its place, then the grace over: still shown, so kept.
    await handle.db.update(lessons).set({ videoId: video }).where(eq(lessons.id, lessonId));
    await handle.db
      .update(videos)
      .set({ updatedAt: sql`now() - interval '2 days'` })
      .where(eq(videos.id, video));
    expect(await sweepDetachedVideos(handle.db, storage)).toEqual([]);
    expect(await filesOf(video)).toEqual(FILES);
    // Detached again and the grace over: gone.
    await detachVideo(deps, { lessonId });
    expect(await sweepDetachedVideos(handle.db, storage, 0)).toEqual([video]);
    expect(await filesOf(video)).toEqual([]);
  });

  it("two processes sweeping at once delete each video once", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) ids.push(await storedVideo(OLD));
    // Another process: its own connections to the same database (PostgreSQL); PGlite has one.
    const other = handle.url ? await openDatabase({ kind: "postgres", url: handle.url, poolSize: 4 }) : handle;
    try {
      const [one, two] = await Promise.all([
        sweepDetachedVideos(handle.db, storage),
        sweepDetachedVideos(other.db, storage),
      ]);
      expect([...one, ...two].sort()).toEqual([...ids].sort());
      expect(await existing(ids)).toEqual([]);
      for (const id of ids) expect(await filesOf(id)).toEqual([]);
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it("runs in the video worker's loop", async () => {
    const detached = await storedVideo(60);
    const worker = new VideoWorker({
      db: handle.db,
      notifier: handle.notifier,
      storage,
      limits: { maxMinutes: 20 },
      pollMs: 60_000,
      leaseSeconds: 120,
      detachedGraceSeconds: 30,
      log: { info() {}, warn() {}, error() {} },
    });
    // No job is due: the pass sweeps (its first, then every VIDEO_SWEEP_EVERY_MS).
    expect(await worker.runOnce()).toBe(0);
    expect(await existing([detached])).toEqual([]);
    expect(await filesOf(detached)).toEqual([]);
  });
});
