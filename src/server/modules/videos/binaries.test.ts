import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { findOnPath, findVideoTools } from "./binaries.js";

describe("finding ffmpeg", () => {
  it("takes the first executable of the name on the PATH, skipping folders where it isn't runnable", () => {
    const [first, second] = [mkdtempSync(join(tmpdir(), "tsa-path-")), mkdtempSync(join(tmpdir(), "tsa-path-"))];
    writeFileSync(join(first, "ffmpeg"), "not executable");
    writeFileSync(join(second, "ffmpeg"), "#!/bin/sh\n");
    chmodSync(join(second, "ffmpeg"), 0o755);
    expect(findOnPath("ffmpeg", [first, second].join(delimiter))).toBe(join(second, "ffmpeg"));
    expect(findOnPath("ffprobe", [first, second].join(delimiter))).toBeUndefined();
  });

  it("runs what the settings name before anything found", async () => {
    const tools = await findVideoTools({ ffmpegPath: "/opt/ff/ffmpeg", ffprobePath: "/opt/ff/ffprobe" });
    expect(tools).toEqual({ ffmpeg: "/opt/ff/ffmpeg", ffprobe: "/opt/ff/ffprobe", source: "settings" });
  });

  it("finds a pair that runs on this machine without settings", async () => {
    const tools = await findVideoTools();
    expect(["path", "npm"]).toContain(tools.source);
    expect(findOnPath("ffmpeg", tools.ffmpeg.replace(/\/ffmpeg$/, ""))).toBe(tools.ffmpeg);
    expect(findOnPath("ffprobe", tools.ffprobe.replace(/\/ffprobe$/, ""))).toBe(tools.ffprobe);
  });
});

describe("video settings", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), "tsa-config-"));

  it("defaults to 20 minutes and no paths of its own", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).video).toEqual({
      maxMinutes: 20,
      maxBytes: 1024 * 1024 * 1024,
      worker: true,
      pollMs: 5000,
      leaseSeconds: 120,
      seedCacheDir: join(homedir(), ".cache", "trade-skills-academy", "seed-videos"),
    });
  });

  it("reads VIDEO_MAX_MINUTES and resolves FFMPEG_PATH and FFPROBE_PATH", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VIDEO_MAX_MINUTES: "45",
      FFMPEG_PATH: "/usr/local/bin/ffmpeg",
      FFPROBE_PATH: "/usr/local/bin/ffprobe",
    });
    expect(config.video).toMatchObject({
      maxMinutes: 45,
      ffmpegPath: "/usr/local/bin/ffmpeg",
      ffprobePath: "/usr/local/bin/ffprobe",
    });
  });

  it("reads the worker's settings", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VIDEO_WORKER: "off",
      VIDEO_POLL_SECONDS: "0.5",
      VIDEO_JOB_LEASE_SECONDS: "30",
      SEED_VIDEO_CACHE_DIR: "/var/cache/tsa-videos",
    });
    expect(config.video).toMatchObject({
      worker: false,
      pollMs: 500,
      leaseSeconds: 30,
      seedCacheDir: "/var/cache/tsa-videos",
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VIDEO_WORKER: "maybe" })).toThrow("VIDEO_WORKER must be on or off");
    expect(() => loadConfig({ DATA_DIR: dataDir(), VIDEO_JOB_LEASE_SECONDS: "1" })).toThrow(
      "VIDEO_JOB_LEASE_SECONDS must be 3 to 3600",
    );
  });

  it("keeps the demo videos' renditions in the user's cache folder by default, shared by every clone", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), XDG_CACHE_HOME: "/srv/cache" }).video.seedCacheDir).toBe(
      "/srv/cache/trade-skills-academy/seed-videos",
    );
  });

  it("refuses a maximum below a minute", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), VIDEO_MAX_MINUTES: "0" })).toThrow(
      "VIDEO_MAX_MINUTES must be 1 to 600",
    );
  });
});
