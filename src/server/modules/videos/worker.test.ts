/**
 * The video processing worker with the real ffmpeg, on the database this run tests (PGlite, or
 * PostgreSQL with DATABASE_URL): a queued upload becomes ready with its renditions in storage, a
 * file that can't be a video fails for good with its reason, a passing failure is tried again
 * after a wait, and staff's Retry queues it again. Clips are made here from ffmpeg's test sources.
 */
import { chmod, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseWithModule, videoBed } from "../../../../tests/support/video-bed.js";
import { startTestBucket } from "../../../../tests/support/s3.js";
import { ffprobe, topLevelBoxes } from "../../../../tests/support/media.js";
import type { DatabaseHandle } from "../../../db/client.js";
import { courseModules, courses, lessons, videoJobs, videos } from "../../../db/schema/index.js";
import { IMAGE_WIDTHS, VARIANT_CONTENT_TYPES } from "../../../shared/rules/images.js";
import { createStorage, type LocalStorage, type Storage } from "../../storage/index.js";
import { refreshVideoCounts } from "../courses/index.js";
import { findVideoTools, type VideoTools } from "./binaries.js";
import { runTool } from "./run-tool.js";
import { RENDITION_SPECS } from "./transcode.js";
import { createVideo, retryVideo } from "./videos.service.js";
import { VideoWorker, type VideoWorkerOptions } from "./worker.js";

let tools: VideoTools;
let folder: string;
let handle: DatabaseHandle;
let storage: LocalStorage;
const limits = { maxMinutes: 20 };
const quiet = { info() {}, warn() {}, error() {} };

/** Runs ffmpeg on lavfi sources into `name` in the test folder. */
async function makeClip(name: string, args: string[]): Promise<string> {
  const path = join(folder, name);
  await runTool(tools.ffmpeg, ["-nostdin", "-v", "error", "-y", ...args, path], { timeoutMs: 60_000 });
  return path;
}

const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

/** A 3 s, 640 × 360 moving test pattern with a tone: 240p and 360p renditions. */
const goodClip = () =>
  makeClip("good.mp4", [
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x360:rate=25:duration=3",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=44100:duration=3",
    ...h264,
    "-c:a",
    "aac",
  ]);

/** Puts a file into storage as an upload and queues it, as the upload route does. */
async function upload(path: string, name: string, into: Storage = storage): Promise<string> {
  const key = `videos/uploads/${Date.now()}-${name}`;
  await into.put(key, { path });
  return createVideo(handle.db, {
    sourceKey: key,
    fileName: name,
    sourceBytes: (await stat(path)).size,
    createdBy: null,
  });
}

function worker(options: Partial<VideoWorkerOptions> = {}) {
  return new VideoWorker({
    db: handle.db,
    notifier: handle.notifier,
    storage,
    limits,
    pollMs: 60_000,
    leaseSeconds: 120,
    log: quiet,
    ...options,
  });
}

const videoRow = async (id: string) => (await handle.db.select().from(videos).where(eq(videos.id, id)))[0]!;
const jobRows = (videoId: string) => handle.db.select().from(videoJobs).where(eq(videoJobs.videoId, videoId));

/** A course with one active lesson using `videoId` and one with an external link. */
async function courseWithVideo(videoId: string) {
  const { courseId, moduleId } = await courseWithModule(handle.db);
  await handle.db.insert(lessons).values([
    { moduleId, title: "Setting out", orderIndex: 1, videoId },
    { moduleId, title: "Grouting", orderIndex: 2, videoUrl: "https://www.youtube.com/watch?v=abc" },
    { moduleId, title: "Sealing", orderIndex: 3 },
  ]);
  return courseId;
}

const videoCount = async (courseId: string) =>
  (await handle.db.select({ count: courses.videoCount }).from(courses).where(eq(courses.id, courseId)))[0]!.count;

const bed = videoBed("video-worker");
beforeAll(async () => {
  tools = await findVideoTools();
});
beforeEach(() => {
  ({ folder, handle, storage } = bed);
});

describe("VideoWorker", () => {
  it("turns a queued upload into ready renditions and a poster in storage, and counts it in its course", async () => {
    const videoId = await upload(await goodClip(), "good.mp4");
    const courseId = await courseWithVideo(videoId);
    await refreshVideoCounts(handle.db, videoId);
    // Queued: only the external link counts.
    expect(await videoCount(courseId)).toBe(1);
    let atStart: Promise<string> | undefined;
    const changed: string[] = [];
    const processing = worker({
      onVideoChanged: async (id) => {
        changed.push(id);
        await refreshVideoCounts(handle.db, id);
      },
      onTranscodeStart: () => {
        atStart = videoRow(videoId).then((row) => `${row.status} ${row.progress}`);
      },
    });

    expect(await processing.runOnce()).toBe(1);

    const row = await videoRow(videoId);
    expect(row).toMatchObject({ status: "ready", progress: 100, error: null, width: 640, height: 360 });
    expect(row.durationSeconds).toBe(3);
    expect(row.posterKey).toBe(`videos/${videoId}/poster.jpg`);
    expect(await storage.stat(row.posterKey!)).toMatchObject({ contentType: "image/jpeg" });
    // The poster through the image variants, as course images: every width and format beside it.
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["avif", "webp", "jpg"] as const) {
        const variant = await storage.stat(`videos/${videoId}/poster-${width}.${format}`);
        expect(variant, `${width}.${format}`).toMatchObject({ contentType: VARIANT_CONTENT_TYPES[format] });
      }
    }
    expect(row.renditions.map((rendition) => [rendition.key, rendition.width, rendition.height])).toEqual([
      [`videos/${videoId}/240p.mp4`, 426, 240],
      [`videos/${videoId}/360p.mp4`, 640, 360],
    ]);
    for (const rendition of row.renditions) {
      const path = storage.localPath(rendition.key);
      expect((await stat(path)).size).toBe(rendition.bytes);
      const probed = await ffprobe(tools.ffprobe, path);
      const video = probed.streams.find((stream) => stream.codec_type === "video")!;
      const audio = probed.streams.find((stream) => stream.codec_type === "audio")!;
      expect([video.codec_name, video.width, video.height]).toEqual(["h264", rendition.width, rendition.height]);
      expect([audio.codec_name, audio.channels]).toEqual(["aac", 1]);
      const spec = RENDITION_SPECS.find((candidate) => candidate.quality === rendition.height)!;
      const totalKbps = Number(probed.format.bit_rate) / 1000;
      expect(totalKbps).toBeLessThanOrEqual((spec.videoKbps + spec.audioKbps) * 1.2);
      expect(totalKbps).toBeGreaterThanOrEqual((spec.videoKbps + spec.audioKbps) * 0.6);
      const boxes = await topLevelBoxes(path);
      expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    }
    expect(await jobRows(videoId)).toMatchObject([{ state: "done", attempts: 1, lockedUntil: null }]);
    expect(await atStart).toBe("processing 0");
    expect(changed).toEqual([videoId]);
    expect(await videoCount(courseId)).toBe(2);
    // Nothing left to do.
    expect(await processing.runOnce()).toBe(0);
  });

  it.each([
    {
      name: "a text file named .mp4",
      make: async () => {
        const path = join(folder, "notes.mp4");
        await writeFile(path, "These are my notes, not a video.\n".repeat(50));
        return path;
      },
      message: "This file is not a video we can read. Upload an MP4, MOV, WebM, MKV or AVI video.",
    },
    {
      name: "a zero-length file",
      make: async () => {
        const path = join(folder, "empty.mp4");
        await writeFile(path, "");
        return path;
      },
      message: "This file is empty. Choose the video file again and upload it.",
    },
    {
      name: "a picture larger than 4K",
      make: () => makeClip("banner.mp4", ["-f", "lavfi", "-i", "color=c=blue:size=8000x8:rate=1:duration=1", ...h264]),
      message:
        "This video is 8000 × 8 pixels. Videos can be at most 4K (4096 × 2160 pixels, either way up): export it smaller and upload it again.",
    },
  ])("fails $name for good with its reason, and no retry", async ({ make, message }) => {
    const videoId = await upload(await make(), "upload.mp4");
    const starts: string[] = [];
    const changed: string[] = [];

    await worker({
      onTranscodeStart: (job) => starts.push(job.id),
      onVideoChanged: async (id) => {
        changed.push(id);
      },
    }).runOnce();

    expect(await videoRow(videoId)).toMatchObject({ status: "failed", error: message, renditions: [] });
    expect(await jobRows(videoId)).toMatchObject([{ state: "failed", attempts: 1, lastError: message }]);
    expect(starts).toEqual([]);
    expect(changed).toEqual([videoId]);
    expect(await storage.stat(`videos/${videoId}/240p.mp4`)).toBeUndefined();
  });

  it("tries a passing failure again after a wait, fails after the last try, and Retry queues it again", async () => {
    // An ffmpeg that crashes: the file is fine, the tool is not.
    const crashing = join(folder, "crashing-ffmpeg");
    await writeFile(crashing, "#!/bin/sh\necho 'Segmentation fault' >&2\nexit 139\n");
    await chmod(crashing, 0o755);
    const videoId = await upload(await goodClip(), "good.mp4");
    const broken = { ffmpegPath: crashing, ffprobePath: tools.ffprobe };

    // The first failure: queued again, due in 30 s.
    const before = Date.now();
    expect(await worker({ tools: broken }).runOnce()).toBe(1);
    const [waiting] = await jobRows(videoId);
    expect(waiting).toMatchObject({ state: "pending", attempts: 1, lockedUntil: null, lockedBy: null });
    expect(waiting!.lastError).toContain("exited with 139: Segmentation fault");
    const wait = waiting!.runAfter.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(25_000);
    expect(wait).toBeLessThanOrEqual(40_000);
    expect(await videoRow(videoId)).toMatchObject({ status: "queued", progress: 0 });
    // Not due yet: a pass does nothing.
    expect(await worker({ tools: broken }).runOnce()).toBe(0);

    // Make it due; with no more waits the next failure is the last.
    await handle.db
      .update(videoJobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(videoJobs.videoId, videoId));
    expect(await worker({ tools: broken, retryDelaysSeconds: [30] }).runOnce()).toBe(1);
    const failed = await videoRow(videoId);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(
      /^Processing failed 2 times; the last error: This video could not be converted: exited with 139: Segmentation fault\. Press Retry to try again, or upload the video again\.$/,
    );
    expect(await jobRows(videoId)).toMatchObject([{ state: "failed", attempts: 2 }]);

    // Staff's Retry: queued with a fresh job, which a working ffmpeg finishes.
    expect(await retryVideo(handle.db, videoId)).toBe(true);
    expect(await retryVideo(handle.db, videoId)).toBe(false);
    expect(await videoRow(videoId)).toMatchObject({ status: "queued", error: null });
    expect(await worker().runOnce()).toBe(1);
    expect(await videoRow(videoId)).toMatchObject({ status: "ready", error: null });
    const jobs = await jobRows(videoId);
    expect(jobs.map((job) => job.state).sort()).toEqual(["done", "failed"]);
  });

  it("fails a video whose uploaded file is gone, without trying again", async () => {
    const videoId = await upload(await goodClip(), "good.mp4");
    await storage.delete((await videoRow(videoId)).sourceKey!);
    await worker().runOnce();
    expect(await videoRow(videoId)).toMatchObject({
      status: "failed",
      error: "The uploaded file is gone. Upload the video again.",
    });
  });

  it("hands its job back when stopped mid-transcode, for the next process to take", async () => {
    const videoId = await upload(await goodClip(), "good.mp4");
    let started!: () => void;
    const transcoding = new Promise<void>((resolve) => (started = resolve));
    const stopping = worker({ onTranscodeStart: () => started() });
    const pass = stopping.runOnce();
    await transcoding;
    await stopping.stop();
    await pass;
    expect(await jobRows(videoId)).toMatchObject([{ state: "pending", attempts: 0, lockedUntil: null }]);
    expect(await videoRow(videoId)).toMatchObject({ status: "queued" });
    expect(await worker().runOnce()).toBe(1);
    expect(await videoRow(videoId)).toMatchObject({ status: "ready" });
  });

  it("reads the upload from an S3 bucket and puts the renditions there", async () => {
    const bucket = await startTestBucket();
    const inBucket = createStorage(bucket.storage);
    try {
      const videoId = await upload(await goodClip(), "good.mp4", inBucket);
      expect(await worker({ storage: inBucket }).runOnce()).toBe(1);
      const row = await videoRow(videoId);
      expect(row.status).toBe("ready");
      expect(row.renditions.map((rendition) => rendition.key)).toEqual([
        `videos/${videoId}/240p.mp4`,
        `videos/${videoId}/360p.mp4`,
      ]);
      for (const rendition of row.renditions) {
        expect(await inBucket.stat(rendition.key)).toMatchObject({ size: rendition.bytes, contentType: "video/mp4" });
      }
      expect(await inBucket.stat(row.posterKey!)).toMatchObject({ contentType: "image/jpeg" });
      // Nothing was written to the local storage.
      expect(await storage.stat(`videos/${videoId}/240p.mp4`)).toBeUndefined();
    } finally {
      inBucket.close?.();
      await bucket.close();
    }
  });

  it("a claimed job is not claimed again while its lease lasts", async () => {
    const videoId = await upload(await goodClip(), "good.mp4");
    const { claimJob } = await import("./jobs.queries.js");
    const first = await claimJob(handle.db, "first", 120);
    expect(first?.videoId).toBe(videoId);
    expect(await claimJob(handle.db, "second", 120)).toBeUndefined();
    // The lease ran out (its process died): another process takes it.
    await handle.db
      .update(videoJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(videoJobs.videoId, videoId));
    expect(await claimJob(handle.db, "second", 120)).toMatchObject({ videoId, lockedBy: "second", attempts: 2 });
  });
});

describe("refreshVideoCounts", () => {
  it("counts active lessons of active modules with a ready video or an external link", async () => {
    const [video] = await handle.db.insert(videos).values({ status: "processing" }).returning();
    const courseId = await courseWithVideo(video!.id);
    const [module] = await handle.db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    expect(await refreshVideoCounts(handle.db, video!.id)).toEqual([courseId]);
    expect(await videoCount(courseId)).toBe(1);

    await handle.db.update(videos).set({ status: "ready" }).where(eq(videos.id, video!.id));
    await refreshVideoCounts(handle.db, video!.id);
    expect(await videoCount(courseId)).toBe(2);

    // An inactive lesson doesn't count, nor does a whole inactive module.
    await handle.db.update(lessons).set({ isActive: false }).where(eq(lessons.title, "Grouting"));
    await refreshVideoCounts(handle.db, video!.id);
    expect(await videoCount(courseId)).toBe(1);
    await handle.db.update(courseModules).set({ isActive: false }).where(eq(courseModules.id, module!.id));
    await refreshVideoCounts(handle.db, video!.id);
    expect(await videoCount(courseId)).toBe(0);
  });

  it("syncs a course whose preview is the video, and none when nothing uses it", async () => {
    const [video] = await handle.db.insert(videos).values({ status: "ready" }).returning();
    expect(await refreshVideoCounts(handle.db, video!.id)).toEqual([]);
    const [course] = await handle.db
      .insert(courses)
      .values({ title: "Paint", description: "Walls.", category: "Finishes", videoCount: 7, previewVideoId: video!.id })
      .returning();
    expect(await refreshVideoCounts(handle.db, video!.id)).toEqual([course!.id]);
    // The preview is not a lesson: the stale 7 becomes the true 0.
    expect(await videoCount(course!.id)).toBe(0);
  });
});
