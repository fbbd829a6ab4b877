/**
 * Turns an upload into the low-data renditions students watch (issue 22): H.264 + AAC MP4 with the
 * index first (`+faststart`, so playback and seeking start before the whole file arrives), mono
 * sound, never upscaled, and a poster frame. One ffmpeg run decodes the source once and encodes every
 * rendition from it; ffmpeg works in a temporary folder, under a time limit, and only what finished
 * is moved to the output folder.
 */
import { copyFile, mkdir, mkdtemp, rename, rm, stat, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AppError, msg } from "../../errors.js";
import { findVideoTools, type VideoToolSettings } from "./binaries.js";
import { fileUrl, inputGuards, probeVideo, type VideoLimits, type VideoProbe } from "./probe.js";
import { runTool, ToolFailedError, ToolTimeoutError } from "./run-tool.js";

/** A rendition's size by the picture's shorter side, and its bit rates (about 250, 450, 800 kbit/s in all). */
export interface RenditionSpec {
  /** The shorter side in pixels: 240 for 240p (its height when the video is wider than tall). */
  quality: number;
  videoKbps: number;
  audioKbps: number;
}

// The container adds about 1–2 % to the video and audio streams.
export const RENDITION_SPECS: readonly RenditionSpec[] = [
  { quality: 240, videoKbps: 210, audioKbps: 32 },
  { quality: 360, videoKbps: 395, audioKbps: 48 },
  { quality: 480, videoKbps: 740, audioKbps: 48 },
];

/** Frames a second of every rendition at most: more costs bits a phone screen doesn't show. */
const MAX_FRAME_RATE = 30;
/** The poster's shorter side at most. */
const POSTER_MAX_SIDE = 720;

export interface Rendition {
  quality: number;
  width: number;
  height: number;
  bytes: number;
  /** Measured: the file's bits over its duration, container included. */
  bitrateKbps: number;
  path: string;
}

export interface TranscodeResult {
  durationSeconds: number;
  /** Ascending quality. */
  renditions: Rendition[];
  /** A JPEG frame at the source's size (its shorter side at most 720 pixels). */
  posterPath: string;
  source: VideoProbe;
}

export interface TranscodeOptions {
  limits: VideoLimits;
  tools?: VideoToolSettings;
  /** Whole percents, rising, 100 at the end. */
  onProgress?: (percent: number) => void;
  /** The run is killed beyond it; by default a minute plus ten times the video's duration. */
  timeoutMs?: number;
  /** x264's speed/size trade-off; `fast` by default (bench/README.md, "Video"). */
  preset?: string;
  /** Each ffmpeg process started (tests check a killed one is gone). */
  onSpawn?: (pid: number) => void;
}

/** The renditions a source of this size gets: each no larger than it, and always the smallest. */
export function plannedRenditions(width: number, height: number): RenditionSpec[] {
  const shorter = Math.min(width, height);
  const fitting = RENDITION_SPECS.filter((spec) => spec.quality <= shorter);
  if (fitting.length > 0) return fitting;
  const smallest = RENDITION_SPECS[0]!;
  // Smaller than 240p: the lowest bit rates at the source's own size (even, as H.264 needs).
  return [{ ...smallest, quality: Math.max(2, shorter - (shorter % 2)) }];
}

const defaultTimeoutMs = (durationSeconds: number) => 60_000 + durationSeconds * 10_000;

const outputName = (spec: RenditionSpec) => `${spec.quality}p.mp4`;

function renditionArgs(spec: RenditionSpec, index: number, source: VideoProbe, preset: string): string[] {
  const frameRate = Math.min(source.frameRate ?? MAX_FRAME_RATE, MAX_FRAME_RATE);
  return [
    "-map",
    `[v${index}]`,
    ...(source.hasAudio ? ["-map", "0:a:0"] : []),
    "-c:v",
    "libx264",
    "-preset",
    preset,
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    `${spec.videoKbps}k`,
    "-maxrate",
    `${Math.round(spec.videoKbps * 1.25)}k`,
    "-bufsize",
    `${spec.videoKbps * 2}k`,
    // A key frame every 2 s at most: seeking lands close to where the student asked.
    "-g",
    String(Math.max(1, Math.round(frameRate * 2))),
    ...(source.hasAudio ? ["-c:a", "aac", "-b:a", `${spec.audioKbps}k`, "-ac", "1", "-ar", "44100"] : ["-an"]),
    "-sn",
    "-dn",
    "-map_metadata",
    "-1",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    outputName(spec),
  ];
}

/** One filter graph: decode once, cap the frame rate, split, scale each copy by its shorter side. */
function filterGraph(specs: RenditionSpec[], source: VideoProbe): string {
  const isPortrait = source.height > source.width;
  const capped = (source.frameRate ?? 0) > MAX_FRAME_RATE ? `fps=${MAX_FRAME_RATE},` : "";
  const split = `[0:v]${capped}split=${specs.length}${specs.map((_, index) => `[s${index}]`).join("")}`;
  const scales = specs.map((spec, index) => {
    const size = isPortrait ? `${spec.quality}:-2` : `-2:${spec.quality}`;
    return `[s${index}]scale=${size},setsar=1[v${index}]`;
  });
  return [split, ...scales].join(";");
}

/** Moves a finished file; the temporary folder may be on another disk. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
    await unlink(from);
  }
}

/** The microseconds of output written so far, from one line of `-progress` (ffmpeg 4 names it out_time_ms). */
export function progressMicroseconds(line: string): number | undefined {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
  return match ? Number(match[1]) : undefined;
}

function asReason(error: unknown, timeoutMs: number): unknown {
  if (error instanceof ToolTimeoutError) {
    return new AppError(
      "SERVICE_UNAVAILABLE",
      msg(
        "Processing took longer than {minutes, plural, one {# minute} other {# minutes}} and was stopped. Try again later, or upload a shorter video.",
        { minutes: Math.max(1, Math.round(timeoutMs / 60_000)) },
      ),
    );
  }
  if (error instanceof ToolFailedError) {
    return new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      msg("This video could not be converted: {reason}", { reason: error.message }),
    );
  }
  return error;
}

/**
 * Probes the file (refusing it as probeVideo does), then writes its renditions and poster into
 * outDir as `240p.mp4`, `360p.mp4`, `480p.mp4` and `poster.jpg`.
 */
export async function transcodeVideo(
  sourcePath: string,
  outDir: string,
  options: TranscodeOptions,
): Promise<TranscodeResult> {
  const source = await probeVideo(sourcePath, options.limits, options.tools);
  const { ffmpeg } = await findVideoTools(options.tools);
  const specs = plannedRenditions(source.width, source.height);
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs(source.durationSeconds);
  const deadline = Date.now() + timeoutMs;
  const work = await mkdtemp(join(tmpdir(), "tsa-video-"));
  const common = ["-nostdin", "-hide_banner", "-nostats", "-loglevel", "error", "-y"];

  try {
    let lastPercent = -1;
    const report = (percent: number) => {
      if (percent > lastPercent) {
        lastPercent = percent;
        options.onProgress?.(percent);
      }
    };
    report(0);
    await runTool(
      ffmpeg,
      [
        ...common,
        ...inputGuards(),
        "-i",
        fileUrl(sourcePath),
        "-filter_complex",
        filterGraph(specs, source),
        ...specs.flatMap((spec, index) => renditionArgs(spec, index, source, options.preset ?? "fast")),
        "-progress",
        "pipe:1",
      ],
      {
        cwd: work,
        timeoutMs,
        ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
        onLine: (line) => {
          const done = progressMicroseconds(line);
          if (done === undefined) return;
          // 99 at most until the poster is made too.
          report(Math.min(99, Math.floor((done / 1e6 / source.durationSeconds) * 100)));
        },
      },
    );

    const posterSecond = Math.min(source.durationSeconds * 0.1, 5);
    const posterScale =
      source.height > source.width ? `scale='min(iw,${POSTER_MAX_SIDE})':-2` : `scale=-2:'min(ih,${POSTER_MAX_SIDE})'`;
    await runTool(
      ffmpeg,
      [
        ...common,
        "-ss",
        posterSecond.toFixed(3),
        ...inputGuards(),
        "-i",
        fileUrl(sourcePath),
        "-frames:v",
        "1",
        "-vf",
        `${posterScale},setsar=1`,
        "-q:v",
        "3",
        "-f",
        "image2",
        "poster.jpg",
      ],
      {
        cwd: work,
        timeoutMs: Math.max(1000, deadline - Date.now()),
        ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
      },
    );

    await mkdir(outDir, { recursive: true });
    const renditions: Rendition[] = [];
    for (const spec of specs) {
      const path = join(outDir, outputName(spec));
      await moveFile(join(work, outputName(spec)), path);
      const written = await probeVideo(path, { maxMinutes: Number.POSITIVE_INFINITY }, options.tools);
      const { size } = await stat(path);
      renditions.push({
        quality: spec.quality,
        width: written.width,
        height: written.height,
        bytes: size,
        bitrateKbps: Math.round((size * 8) / written.durationSeconds / 1000),
        path,
      });
    }
    const posterPath = join(outDir, "poster.jpg");
    await moveFile(join(work, "poster.jpg"), posterPath);
    report(100);
    return { durationSeconds: source.durationSeconds, renditions, posterPath, source };
  } catch (error) {
    throw asReason(error, timeoutMs);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
