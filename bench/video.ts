/**
 * Video figures (issue 22): bytes per minute of each rendition for the demo clips (goals: 240p at
 * most 2 MB a minute, 360p at most 3.5; MB = 1,000,000 bytes) and the transcoding time per minute
 * of source, with the CPU cores ffmpeg kept busy (its CPU time over the wall time). Also a busy
 * synthetic clip (a moving test pattern), harder to compress than slides. Nothing asserts.
 *
 *   npx tsx bench/video.ts            (or BENCH_ONLY=video npm run bench)
 *   BENCH_VIDEO_CLIPS=4 ...           (the first 4 demo clips only)
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findVideoTools } from "../src/server/modules/videos/binaries.js";
import { runTool } from "../src/server/modules/videos/run-tool.js";
import { transcodeVideo, type TranscodeResult } from "../src/server/modules/videos/transcode.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const clipsDir = join(root, "src/db/seed/videos");
const MB = 1_000_000;

/** CPU seconds of this process's finished children (ffmpeg, ffprobe): cutime + cstime of /proc/self/stat. */
async function ownChildCpuSeconds(): Promise<number> {
  const text = await readFile("/proc/self/stat", "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const load = () => execFileSync("uptime", { encoding: "utf8" }).trim();

interface Measured {
  name: string;
  result: TranscodeResult;
  wallSeconds: number;
  cpuSeconds: number;
}

async function measure(name: string, source: string, work: string): Promise<Measured> {
  const cpuBefore = await ownChildCpuSeconds();
  const started = performance.now();
  const result = await transcodeVideo(source, join(work, name), { limits: { maxMinutes: 60 } });
  return {
    name,
    result,
    wallSeconds: (performance.now() - started) / 1000,
    cpuSeconds: (await ownChildCpuSeconds()) - cpuBefore,
  };
}

function rows(measured: Measured[]): string[][] {
  return measured.map(({ name, result, wallSeconds, cpuSeconds }) => {
    const minutes = result.durationSeconds / 60;
    const byQuality = (quality: number) => {
      const rendition = result.renditions.find((candidate) => candidate.quality === quality);
      return rendition ? `${(rendition.bytes / MB / minutes).toFixed(2)} (${rendition.bitrateKbps})` : "-";
    };
    return [
      name,
      `${result.source.width}x${result.source.height}`,
      result.durationSeconds.toFixed(0),
      byQuality(240),
      byQuality(360),
      byQuality(480),
      (wallSeconds / minutes).toFixed(1),
      (cpuSeconds / minutes).toFixed(1),
      (cpuSeconds / wallSeconds).toFixed(2),
    ];
  });
}

export const VIDEO_HEADER = [
  "clip",
  "source",
  "s",
  "240p MB/min (kbit/s)",
  "360p MB/min (kbit/s)",
  "480p MB/min (kbit/s)",
  "wall s per min",
  "CPU s per min",
  "cores used",
];

/** The figures' rows, and the load before and after. */
export async function videoFigures(): Promise<{
  rows: string[][];
  loadBefore: string;
  loadAfter: string;
  tools: string;
}> {
  const { ffmpeg, source } = await findVideoTools();
  const clips = JSON.parse(await readFile(join(clipsDir, "clips.json"), "utf8")) as {
    courseSlug: string;
    lessonId: string;
    video: string;
  }[];
  const limit = Number(process.env.BENCH_VIDEO_CLIPS ?? clips.length);
  const work = await mkdtemp(join(tmpdir(), "tsa-bench-video-"));
  const loadBefore = load();
  try {
    const measured: Measured[] = [];
    for (const clip of clips.slice(0, limit)) {
      measured.push(await measure(`${clip.courseSlug} ${clip.lessonId.slice(0, 8)}`, join(clipsDir, clip.video), work));
      console.log(`  ${measured.at(-1)!.name}: ${measured.at(-1)!.wallSeconds.toFixed(1)} s`);
    }
    const busy = join(work, "busy.mp4");
    await runTool(
      ffmpeg,
      [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=854x480:rate=25:duration=30",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=330:duration=30",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-crf",
        "18",
        "-c:a",
        "aac",
        busy,
      ],
      { timeoutMs: 30 * 60_000 },
    );
    measured.push(await measure("synthetic busy 480p", busy, work));
    const summary = (quality: number) => {
      const perMinute = measured
        .slice(0, -1)
        .flatMap(({ result }) =>
          result.renditions
            .filter((rendition) => rendition.quality === quality)
            .map((rendition) => rendition.bytes / MB / (result.durationSeconds / 60)),
        );
      return perMinute.length ? Math.max(...perMinute) : Number.NaN;
    };
    console.log(
      `  demo clips, most MB/min: 240p ${summary(240).toFixed(2)} (goal <= 2), 360p ${summary(360).toFixed(2)} (goal <= 3.5)`,
    );
    return {
      rows: rows(measured),
      loadBefore,
      loadAfter: load(),
      tools: `ffmpeg from ${source} (${ffmpeg}), ${availableParallelism()} cores`,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
