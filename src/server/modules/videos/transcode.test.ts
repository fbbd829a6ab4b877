/**
 * Probing and renditions with the real ffmpeg (the machine's, or the npm package's): source clips are
 * made here from ffmpeg's own test pictures and tones, small and short so the file runs in seconds.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobe, topLevelBoxes } from "../../../../tests/support/media.js";
import { AppError } from "../../errors.js";
import { render } from "../../i18n/catalog.js";
import { findVideoTools, type VideoTools } from "./binaries.js";
import { probeVideo } from "./probe.js";
import { runTool } from "./run-tool.js";
import { progressMicroseconds, RENDITION_SPECS, transcodeVideo } from "./transcode.js";

let tools: VideoTools;
let folder: string;
const limits = { maxMinutes: 20 };

/** Runs ffmpeg on lavfi sources (test pictures and tones) into `name` in the test folder. */
async function makeClip(name: string, inputs: string[], output: string[] = []): Promise<string> {
  const path = join(folder, name);
  await runTool(tools.ffmpeg, ["-nostdin", "-v", "error", "-y", ...inputs, ...output, path], { timeoutMs: 60_000 });
  return path;
}

/** A moving test pattern with enough detail for the encoder to spend its bit rate on. */
const busyVideo = (size: string, seconds: number, rate = 25) => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds: number) => ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  tools = await findVideoTools();
  folder = await mkdtemp(join(tmpdir(), "tsa-video-test-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("transcodeVideo", () => {
  it("makes 240p and 360p (not 480p) from a 360p source, as faststart MP4s within their bit rates", async () => {
    const source = await makeClip("wide.mov", [...busyVideo("640x360", 3), ...tone(3)], [...h264, "-c:a", "aac"]);
    const out = join(folder, "wide-out");
    const progress: number[] = [];

    const result = await transcodeVideo(source, out, { limits, onProgress: (percent) => progress.push(percent) });

    expect(result.durationSeconds).toBeCloseTo(3, 0);
    expect(result.renditions.map((rendition) => [rendition.quality, rendition.width, rendition.height])).toEqual([
      [240, 426, 240],
      [360, 640, 360],
    ]);
    for (const rendition of result.renditions) {
      const spec = RENDITION_SPECS.find((candidate) => candidate.quality === rendition.quality)!;
      const probed = await ffprobe(tools.ffprobe, rendition.path);
      const video = probed.streams.find((stream) => stream.codec_type === "video")!;
      const audio = probed.streams.find((stream) => stream.codec_type === "audio")!;
      expect([video.codec_name, video.width, video.height]).toEqual(["h264", rendition.width, rendition.height]);
      expect([audio.codec_name, audio.channels]).toEqual(["aac", 1]);
      const totalKbps = Number(probed.format.bit_rate) / 1000;
      const target = spec.videoKbps + spec.audioKbps;
      expect(totalKbps).toBeLessThanOrEqual(target * 1.2);
      expect(totalKbps).toBeGreaterThanOrEqual(target * 0.6);
      expect(rendition.bitrateKbps).toBeCloseTo(totalKbps, -1);
      const boxes = await topLevelBoxes(rendition.path);
      expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    }
    const poster = await readFile(result.posterPath);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await ffprobe(tools.ffprobe, result.posterPath)).streams[0]).toMatchObject({ width: 640, height: 360 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await readdir(out)).sort()).toEqual(["240p.mp4", "360p.mp4", "poster.jpg"]);
  });

  it("never upscales: a source smaller than 240p gets one rendition at its own size", async () => {
    const source = await makeClip("tiny.mp4", busyVideo("320x180", 1), h264);
    const result = await transcodeVideo(source, join(folder, "tiny-out"), { limits });
    expect(result.renditions.map((rendition) => [rendition.quality, rendition.width, rendition.height])).toEqual([
      [180, 320, 180],
    ]);
    // Without sound in the source, none in the rendition.
    const probed = await ffprobe(tools.ffprobe, result.renditions[0]!.path);
    expect(probed.streams.map((stream) => stream.codec_type)).toEqual(["video"]);
  });

  it("sizes a portrait video by its shorter side", async () => {
    const source = await makeClip("tall.mp4", busyVideo("272x480", 1), h264);
    const result = await transcodeVideo(source, join(folder, "tall-out"), { limits });
    expect(result.renditions.map((rendition) => [rendition.quality, rendition.width, rendition.height])).toEqual([
      [240, 240, 424],
    ]);
  });

  it("kills ffmpeg at the time limit, keeps nothing and says why", async () => {
    const source = await makeClip("slow.mp4", busyVideo("320x240", 2), h264);
    const out = join(folder, "slow-out");
    const pids: number[] = [];
    const error = await refusal(
      transcodeVideo(source, out, { limits, timeoutMs: 300, preset: "veryslow", onSpawn: (pid) => pids.push(pid) }),
    );
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      "Processing took longer than 1 minute and was stopped. Try again later, or upload a shorter video.",
    );
    expect(pids).toHaveLength(1);
    expect(isRunning(pids[0]!)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });
});

describe("probeVideo refuses what is not a lesson video", () => {
  it("a text file named .mp4", async () => {
    const path = join(folder, "notes.mp4");
    await writeFile(path, "These are my notes, not a video.\n".repeat(100));
    const error = await refusal(probeVideo(path, limits));
    expect(error.status).toBe(415);
    expect(error.message).toBe("This file is not a video we can read. Upload an MP4, MOV, WebM, MKV or AVI video.");
    expect(render("es", error.said)).toBe(
      "Este archivo no es un video que podamos leer. Sube un video MP4, MOV, WebM, MKV o AVI.",
    );
  });

  it("a picture named .mp4 (ffmpeg reads pictures, but not as uploads)", async () => {
    const path = await makeClip("photo.png", busyVideo("64x64", 1), ["-frames:v", "1", "-f", "image2"]);
    const renamed = join(folder, "photo.mp4");
    await writeFile(renamed, await readFile(path));
    expect((await refusal(probeVideo(renamed, limits))).message).toBe(
      "This file is not a video we can read. Upload an MP4, MOV, WebM, MKV or AVI video.",
    );
  });

  it("a playlist that would make ffmpeg read another file", async () => {
    const inner = await makeClip("inner.mp4", busyVideo("64x64", 1), h264);
    const playlist = join(folder, "playlist.m3u8");
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${inner}\n#EXT-X-ENDLIST\n`);
    expect((await refusal(probeVideo(playlist, limits))).status).toBe(415);
  });

  it("a zero-length file", async () => {
    const path = join(folder, "empty.mp4");
    await writeFile(path, "");
    const error = await refusal(probeVideo(path, limits));
    expect(error.status).toBe(400);
    expect(error.message).toBe("This file is empty. Choose the video file again and upload it.");
    expect(render("es", error.said)).toBe("Este archivo está vacío. Elige de nuevo el archivo de video y súbelo.");
  });

  it("sound only", async () => {
    const path = await makeClip("song.m4a", tone(1), ["-c:a", "aac"]);
    const error = await refusal(probeVideo(path, limits));
    expect(error.status).toBe(415);
    expect(error.message).toBe("This file has no video picture (it may be sound only). Upload a video file.");
  });

  it("a picture larger than 4K", async () => {
    const path = await makeClip(
      "banner.mp4",
      ["-f", "lavfi", "-i", "color=c=blue:size=8000x8:rate=1:duration=1"],
      h264,
    );
    const error = await refusal(probeVideo(path, limits));
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      "This video is 8000 × 8 pixels. Videos can be at most 4K (4096 × 2160 pixels, either way up): export it smaller and upload it again.",
    );
    expect(render("es", error.said)).toBe(
      "Este video mide 8000 × 8 píxeles. Los videos pueden medir como máximo 4K (4096 × 2160 píxeles, en horizontal o en vertical): expórtalo más pequeño y vuelve a subirlo.",
    );
  });

  it("longer than VIDEO_MAX_MINUTES", async () => {
    const path = await makeClip(
      "lecture.mkv",
      ["-f", "lavfi", "-i", "color=c=gray:size=16x16:rate=1:duration=61"],
      h264,
    );
    const error = await refusal(probeVideo(path, { maxMinutes: 1 }));
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      "This video is 2 minutes long. Videos can be at most 1 minute: shorten it or split it into several lessons.",
    );
    expect(render("es", error.said)).toContain("Los videos pueden durar como máximo 1 minuto");
  });

  it("reads what a good file holds", async () => {
    const path = await makeClip("good.mp4", [...busyVideo("320x240", 2), ...tone(2)], [...h264, "-c:a", "aac"]);
    expect(await probeVideo(path, limits)).toMatchObject({
      width: 320,
      height: 240,
      hasAudio: true,
      videoCodec: "h264",
      frameRate: 25,
      container: expect.stringContaining("mp4") as unknown,
    });
  });
});

describe("progress lines", () => {
  it("reads out_time_us and ffmpeg 4's out_time_ms (microseconds too), nothing else", () => {
    expect(progressMicroseconds("out_time_us=1500000")).toBe(1_500_000);
    expect(progressMicroseconds("out_time_ms=1500000")).toBe(1_500_000);
    expect(progressMicroseconds("out_time=00:00:01.500000")).toBeUndefined();
    expect(progressMicroseconds("progress=continue")).toBeUndefined();
  });
});
