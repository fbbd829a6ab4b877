/**
 * Which ffmpeg and ffprobe run (decision 0015): the ones named in the settings (FFMPEG_PATH,
 * FFPROBE_PATH), else the machine's on the PATH (kept up to date by its package manager), else the
 * static builds shipped in npm packages, so `npm install && npm start` works on a fresh machine.
 */
import { accessSync, chmodSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  /** Where they came from, for the start-up log and the bench. */
  source: "settings" | "path" | "npm";
}

export interface VideoToolSettings {
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The first executable of this name in the PATH's folders. */
export function findOnPath(name: string, pathVariable = process.env.PATH ?? ""): string | undefined {
  return pathVariable
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, name))
    .find(isExecutable);
}

/**
 * npm 11 runs no install scripts unless approved, and @ffprobe-installer's only script is the
 * `chmod u+x` of its binary: set the mode here when it is missing.
 */
function madeExecutable(path: string): string {
  if (!isExecutable(path)) {
    try {
      chmodSync(path, 0o755);
    } catch {
      // Not ours to change (a read-only install): the run fails with the spawn error instead.
    }
  }
  return path;
}

async function npmBinaries(): Promise<{ ffmpeg: string; ffprobe: string } | undefined> {
  try {
    const [ffmpeg, ffprobe] = await Promise.all([
      import("@ffmpeg-installer/ffmpeg"),
      import("@ffprobe-installer/ffprobe"),
    ]);
    return { ffmpeg: madeExecutable(ffmpeg.default.path), ffprobe: madeExecutable(ffprobe.default.path) };
  } catch {
    // The packages have no build for this platform (they throw on import): PATH or settings only.
    return undefined;
  }
}

let found: Promise<VideoTools> | undefined;

/**
 * The tools to run, found once per process. Each is taken from the settings when given there, else
 * both from the PATH when both are on it, else both from npm: a pair from one place, so their
 * versions and options match.
 */
export function findVideoTools(settings: VideoToolSettings = {}): Promise<VideoTools> {
  if (settings.ffmpegPath || settings.ffprobePath) return locate(settings);
  found ??= locate(settings);
  return found;
}

async function locate(settings: VideoToolSettings): Promise<VideoTools> {
  const onPath = { ffmpeg: findOnPath("ffmpeg"), ffprobe: findOnPath("ffprobe") };
  const fallback =
    onPath.ffmpeg && onPath.ffprobe
      ? { ffmpeg: onPath.ffmpeg, ffprobe: onPath.ffprobe, source: "path" as const }
      : await npmBinaries().then((npm) => npm && { ...npm, source: "npm" as const });
  const ffmpeg = settings.ffmpegPath ?? fallback?.ffmpeg;
  const ffprobe = settings.ffprobePath ?? fallback?.ffprobe;
  if (!ffmpeg || !ffprobe) {
    throw new Error(
      "ffmpeg and ffprobe were not found: install ffmpeg (apt-get install ffmpeg), or set FFMPEG_PATH and FFPROBE_PATH",
    );
  }
  const source = settings.ffmpegPath || settings.ffprobePath ? "settings" : (fallback?.source ?? "settings");
  return { ffmpeg, ffprobe, source };
}
