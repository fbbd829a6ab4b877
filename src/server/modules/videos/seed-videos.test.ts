/**
 * The demo academy's videos: every demo course's clips become ready videos of its lessons, and its first clip its preview video, with
 * renditions (made through transcodeVideo, kept in the seed cache), a poster and both captions in
 * storage, and the courses' video counts true. The cache is the one seeds use (`npm test` fills it
 * first with `npm run seed:videos`), so this reads it rather than transcoding 16 clips again.
 */
import { POSTER_WIDTH } from "../../../shared/rules/video-poster.js";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/db.js";
import type { DatabaseHandle } from "../../../db/client.js";
import { courses, lessons, videos } from "../../../db/schema/index.js";
import { courseSeeds, demoClips, seedDemoContent } from "../../../db/seed/index.js";
import { loadConfig } from "../../config.js";
import { LocalStorage } from "../../storage/index.js";
import { refreshVideoCounts } from "../courses/index.js";
import { parseWebVtt } from "./captions.js";
import { demoPreviewVideoId, demoVideoId, prepareDemoVideos, warmDemoVideoCache } from "./seed-videos.js";
import { toVideoView, withPreviewVideos } from "./view.js";

let folder: string;
let handle: DatabaseHandle;
let storage: LocalStorage;
let cacheDir: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "tsa-seed-videos-"));
  cacheDir = loadConfig({ DATA_DIR: folder }).video.seedCacheDir;
  // Fills whatever the cache lacks (nothing after `npm run seed:videos`).
  await warmDemoVideoCache({ cacheDir });
  storage = new LocalStorage(join(folder, "storage"));
  handle = await createTestDatabase();
}, 1_800_000);

afterAll(async () => {
  await handle?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the demo videos at seed time", () => {
  it("gives two lessons and the preview of every demo course a ready video with renditions, poster and captions", async () => {
    const prepared = await prepareDemoVideos({ storage, cacheDir });
    await seedDemoContent(handle.db, { videos: prepared });

    const clips = demoClips();
    const lessonVideos = prepared.filter((entry) => entry.lessonId);
    expect(lessonVideos.map((entry) => entry.lessonId)).toEqual(clips.map((clip) => clip.lessonId));
    // Then one preview per demo course, made from its first clip.
    expect(prepared.filter((entry) => entry.courseId).map((entry) => entry.courseId)).toEqual(
      courseSeeds.map((seed) => seed.id),
    );
    const rows = await handle.db.select().from(videos);
    expect(rows).toHaveLength(clips.length + courseSeeds.length);
    const previewClips = courseSeeds.map((seed) => ({
      id: demoPreviewVideoId(seed.id),
      clip: clips.find((clip) => clip.courseSlug === seed.slug)!,
    }));
    const lessonClips = clips.map((clip) => ({ id: demoVideoId(clip.lessonId), clip }));
    for (const { clip } of lessonClips) {
      const [lesson] = await handle.db.select().from(lessons).where(eq(lessons.id, clip.lessonId));
      expect(lesson!.videoId).toBe(demoVideoId(clip.lessonId));
    }
    for (const seed of courseSeeds) {
      const [course] = await handle.db.select().from(courses).where(eq(courses.id, seed.id));
      expect(course!.previewVideoId, seed.slug).toBe(demoPreviewVideoId(seed.id));
    }
    for (const { id, clip } of [...lessonClips, ...previewClips]) {
      const row = rows.find((candidate) => candidate.id === id)!;
      expect(row).toMatchObject({ status: "ready", progress: 100, width: 854, height: 480, error: null });
      expect(row.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(row.renditions.map((rendition) => [rendition.width, rendition.height])).toEqual([
        [428, 240],
        [640, 360],
        [854, 480],
      ]);
      for (const rendition of row.renditions) {
        expect((await stat(storage.localPath(rendition.key))).size).toBe(rendition.bytes);
        // Bytes per minute: the goals for 240p and 360p, with room for 480p.
        const megabytesPerMinute = rendition.bytes / 1_000_000 / (row.durationSeconds! / 60);
        expect(megabytesPerMinute).toBeLessThanOrEqual({ 240: 2, 360: 3.5, 480: 6.5 }[rendition.height]!);
      }
      const poster = await storage.stat(row.posterKey!);
      expect(poster).toMatchObject({ contentType: "image/jpeg" });
      // The player's poster is its light WebP variant (shared/rules/video-quality.ts posterImageUrl).
      const shown = await storage.stat(`videos/${row.id}/poster-${POSTER_WIDTH}.webp`);
      expect(shown).toMatchObject({ contentType: "image/webp" });
      expect(shown!.size).toBeLessThan(poster!.size);
      expect(await storage.stat(row.sourceKey!)).toMatchObject({ size: (await stat(clip.videoPath)).size });
      expect(row.captions.map((caption) => caption.language)).toEqual(["en", "es"]);
      for (const caption of row.captions) {
        const text = await readFile(storage.localPath(caption.key), "utf8");
        expect(text).toBe(await readFile(clip.captionPaths[caption.language], "utf8"));
        expect(parseWebVtt(text).length).toBeGreaterThan(0);
      }
      const view = toVideoView(row, "students")!;
      expect(view.renditions.map((rendition) => rendition.url)).toEqual(
        [240, 360, 480].map((quality) => `/media/videos/${row.id}/${quality}p.mp4`),
      );
      expect(view.captions.map((caption) => caption.url)).toEqual([
        `/media/videos/${row.id}/en.vtt`,
        `/media/videos/${row.id}/es.vtt`,
      ]);
    }

    // GET /api/courses/{id}'s previewVideo: ready, with both captions, for every demo course with
    // clips (the Spanish demo courses are text courses: no clips, no preview).
    const courseRows = await handle.db
      .select()
      .from(courses)
      .where(
        inArray(
          courses.id,
          courseSeeds.map((seed) => seed.id),
        ),
      );
    expect(courseRows).toHaveLength(courseSeeds.length);
    for (const course of await withPreviewVideos(handle.db, courseRows, "students")) {
      expect(course.previewVideo, course.title).toMatchObject({
        id: demoPreviewVideoId(course.id),
        status: "ready",
        captions: [{ language: "en" }, { language: "es" }],
      });
      expect(course.previewVideo!.renditions.map((rendition) => rendition.height)).toEqual([240, 360, 480]);
    }

    // Every demo course counts its two videos (not its preview), as syncCourseSummary would.
    for (const seed of courseSeeds) {
      const [course] = await handle.db.select().from(courses).where(eq(courses.id, seed.id));
      expect(course!.videoCount, seed.slug).toBe(2);
    }
    const counted = new Map<string, number>();
    for (const row of rows) {
      for (const courseId of await refreshVideoCounts(handle.db, row.id)) {
        const [course] = await handle.db.select().from(courses).where(eq(courses.id, courseId));
        counted.set(courseId, course!.videoCount);
      }
    }
    expect([...counted.values()].every((count) => count === 2)).toBe(true);
    expect(counted.size).toBe(courseSeeds.length);
  });

  it("adds nothing on a second run, and gives a demo database seeded before the videos its videos", async () => {
    const prepared = await prepareDemoVideos({ storage, cacheDir });
    await seedDemoContent(handle.db, { videos: prepared });
    expect(await handle.db.select().from(videos)).toHaveLength(prepared.length);

    const older = await createTestDatabase();
    try {
      await seedDemoContent(older.db);
      expect(await older.db.select().from(lessons).where(isNotNull(lessons.videoId))).toHaveLength(0);
      await seedDemoContent(older.db, { videos: prepared });
      expect(await older.db.select().from(lessons).where(isNotNull(lessons.videoId))).toHaveLength(demoClips().length);
      for (const seed of courseSeeds) {
        const [course] = await older.db.select().from(courses).where(eq(courses.id, seed.id));
        expect(course!.videoCount, seed.slug).toBe(2);
        expect(course!.previewVideoId, seed.slug).toBe(demoPreviewVideoId(seed.id));
      }
    } finally {
      await older.close();
    }
  });
});
