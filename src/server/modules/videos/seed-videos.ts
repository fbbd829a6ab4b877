/**
 * The demo lessons' videos at seed time (issue 22): each committed clip goes through the same
 * pipeline as an upload (transcodeVideo), and its source, renditions, poster and captions go into
 * storage as the worker would put them. Making renditions takes minutes and every test server
 * seeds a fresh database, so what was made is kept in a cache folder keyed by the source's hash
 * and the pipeline's settings: the next seed copies instead of transcoding.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { courseSeeds, demoClips, type DemoClip, type DemoVideo } from "../../../db/seed/index.js";
import type { StoredCaption } from "../../../db/schema/index.js";
import type { Storage } from "../../storage/index.js";
import type { VideoToolSettings } from "./binaries.js";
import { makePosterVariants, POSTER_FILE, type PosterVariantFile } from "./poster.js";
import { RENDITION_SPECS, transcodeVideo } from "./transcode.js";
import { storeRenditions } from "./worker.js";

/** Raise it when transcode.ts changes what it makes in ways RENDITION_SPECS doesn't show. */
const PIPELINE_VERSION = 1;
const MADE_FILE = "made.json";

export interface DemoVideoSettings {
  storage: Storage;
  /** Where made renditions are kept between seeds (SEED_VIDEO_CACHE_DIR). */
  cacheDir: string;
  tools?: VideoToolSettings;
}

interface Made {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: { quality: number; width: number; height: number; bytes: number; bitrateKbps: number }[];
}

/** A version 4-shaped UUID (PostgreSQL's uuid type checks the form only) made from a name. */
function uuidOf(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A demo video's id, the same in every database: derived from its lesson's. */
export const demoVideoId = (lessonId: string): string => uuidOf(`tsa-demo-video:${lessonId}`);

/** A demo course's preview video's id, the same in every database: derived from the course's. */
export const demoPreviewVideoId = (courseId: string): string => uuidOf(`tsa-demo-preview:${courseId}`);

/**
 * Every demo video to make: each clip as its lesson's video, and each demo course's first clip
 * again as the course's preview. The preview is a video row (and files) of its own, not the
 * lesson's: a preview is open to everyone, a lesson's video only to who may read the lesson, and
 * staff may replace either without touching the other. Same source, so the same cache entry.
 */
function demoVideoTargets(): { clip: DemoClip; id: string; owner: { lessonId: string } | { courseId: string } }[] {
  const clips = demoClips();
  const previews = courseSeeds.flatMap((course) => {
    const clip = clips.find((candidate) => candidate.courseSlug === course.slug);
    return clip ? [{ clip, id: demoPreviewVideoId(course.id), owner: { courseId: course.id } }] : [];
  });
  return [
    ...clips.map((clip) => ({ clip, id: demoVideoId(clip.lessonId), owner: { lessonId: clip.lessonId } })),
    ...previews,
  ];
}

/** The cache's folder for this source under this pipeline. */
async function cacheKey(sourcePath: string): Promise<string> {
  return createHash("sha256")
    .update(JSON.stringify({ version: PIPELINE_VERSION, specs: RENDITION_SPECS }))
    .update(await readFile(sourcePath))
    .digest("hex");
}

/**
 * The renditions of a source: from the cache, or made now and cached. Another process seeding at
 * the same time may make them too; the first to finish wins, the other's copy is dropped.
 */
async function madeRenditions(
  sourcePath: string,
  settings: Omit<DemoVideoSettings, "storage">,
): Promise<{ dir: string; made: Made }> {
  const dir = join(settings.cacheDir, await cacheKey(sourcePath));
  if (existsSync(join(dir, MADE_FILE))) {
    return { dir, made: JSON.parse(await readFile(join(dir, MADE_FILE), "utf8")) as Made };
  }
  const work = `${dir}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    const result = await transcodeVideo(sourcePath, work, {
      limits: { maxMinutes: 10 },
      ...(settings.tools ? { tools: settings.tools } : {}),
    });
    const made: Made = {
      durationSeconds: result.durationSeconds,
      width: result.source.width,
      height: result.source.height,
      renditions: result.renditions.map(({ path: _path, ...rendition }) => rendition),
    };
    await writeFile(join(work, MADE_FILE), JSON.stringify(made, null, 2));
    await mkdir(settings.cacheDir, { recursive: true });
    await rename(work, dir).catch((error: NodeJS.ErrnoException) => {
      // Made meanwhile by another seed: keep theirs.
      if (!["EEXIST", "ENOTEMPTY"].includes(error.code ?? "")) throw error;
    });
    return { dir, made };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The poster's image variants of a cached set, made once beside it (a set cached before posters
 * had variants gets them on its next seed, without transcoding again); the first of two seeds wins.
 */
async function madePosterVariants(dir: string): Promise<PosterVariantFile[]> {
  const folder = join(dir, "poster-variants");
  if (!existsSync(join(folder, MADE_FILE))) {
    const work = `${folder}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    try {
      const made = await makePosterVariants(join(dir, POSTER_FILE), work);
      await writeFile(join(work, MADE_FILE), JSON.stringify(made.map((variant) => variant.name)));
      await rename(work, folder).catch((error: NodeJS.ErrnoException) => {
        if (!["EEXIST", "ENOTEMPTY"].includes(error.code ?? "")) throw error;
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const names = JSON.parse(await readFile(join(folder, MADE_FILE), "utf8")) as string[];
  return names.map((name) => ({ name, path: join(folder, name) }));
}

/**
 * Makes the renditions (and their posters' variants) of every demo clip the cache lacks (npm run seed:videos): test runs call it
 * first, so no test server's start waits for minutes of transcoding. Answers how many it made.
 */
export async function warmDemoVideoCache(settings: Omit<DemoVideoSettings, "storage">): Promise<number> {
  let made = 0;
  for (const clip of demoClips()) {
    const cached = existsSync(join(settings.cacheDir, await cacheKey(clip.videoPath), MADE_FILE));
    const { dir } = await madeRenditions(clip.videoPath, settings);
    await madePosterVariants(dir);
    if (!cached) made += 1;
  }
  return made;
}

/**
 * Makes (or takes from the cache) every demo clip's renditions and puts its files into storage
 * under `videos/{id}/`, as the worker does, for each lesson's video and each course's preview;
 * answers the ready rows for seedDemoContent.
 */
export async function prepareDemoVideos(settings: DemoVideoSettings): Promise<DemoVideo[]> {
  const { storage } = settings;
  const prepared: DemoVideo[] = [];
  for (const { clip, id, owner } of demoVideoTargets()) {
    const { dir, made } = await madeRenditions(clip.videoPath, settings);
    const sourceKey = `videos/${id}/source.mp4`;
    await storage.put(sourceKey, { path: clip.videoPath }, "video/mp4");
    const stored = await storeRenditions(
      storage,
      id,
      made.renditions.map((rendition) => ({ ...rendition, path: join(dir, `${rendition.quality}p.mp4`) })),
      join(dir, POSTER_FILE),
      await madePosterVariants(dir),
    );
    const captions: StoredCaption[] = [];
    for (const language of ["en", "es"] as const) {
      const key = `videos/${id}/${language}.vtt`;
      await storage.put(key, { path: clip.captionPaths[language] }, "text/vtt");
      captions.push({ language, key });
    }
    prepared.push({
      ...owner,
      video: {
        id,
        status: "ready",
        sourceKey,
        fileName: `${clip.lessonId}.mp4`,
        sourceBytes: (await stat(clip.videoPath)).size,
        durationSeconds: Math.round(made.durationSeconds),
        width: made.width,
        height: made.height,
        ...stored,
        captions,
        progress: 100,
      },
    });
  }
  return prepared;
}
