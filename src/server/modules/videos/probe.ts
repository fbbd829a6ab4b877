/**
 * Reads an uploaded file with ffprobe before anything decodes it, and refuses it with a message
 * naming the problem: empty, not a video, no picture, no length, too long, too large a picture.
 * The extension and the browser's type are never trusted: only what ffprobe finds inside.
 */
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { AppError, msg } from "../../errors.js";
import { findVideoTools, type VideoToolSettings } from "./binaries.js";
import { runTool, ToolFailedError } from "./run-tool.js";

/**
 * The demuxers ffmpeg may use on an upload: the containers phones and cameras write. Playlists
 * (hls, concat) and image sequences are left out, so a crafted file can't make ffmpeg open other
 * files, and a picture is not taken for a one-frame video. ffmpeg passes the list to the demuxers
 * a container opens inside itself.
 */
export const VIDEO_CONTAINERS = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,flv,mpegts,mpeg,ogg,asf";

/** The input options every run on an upload starts with (decision 0015). */
export function inputGuards(): string[] {
  return ["-protocol_whitelist", "file", "-format_whitelist", VIDEO_CONTAINERS];
}

/** A path ffmpeg reads as a local file, whatever its name looks like ("http:x.mp4", "-y"). */
export const fileUrl = (path: string) => `file:${resolve(path)}`;

/** The largest picture accepted: 4K (4096 × 2160), either way up. */
export const MAX_VIDEO_SIDE = 4096;
export const MAX_VIDEO_PIXELS = 4096 * 2160;

export interface VideoLimits {
  maxMinutes: number;
}

export interface VideoProbe {
  /** ffprobe's name of the container, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  container: string;
  durationSeconds: number;
  /** The picture as shown: a phone's portrait video recorded sideways is taller than wide. */
  width: number;
  height: number;
  /** Frames a second, when the file says. */
  frameRate: number | undefined;
  videoCodec: string;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: ProbeStream[];
}

const PROBE_TIMEOUT_MS = 30_000;

const notAVideo = () =>
  new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "This file is not a video we can read. Upload an MP4, MOV, WebM, MKV or AVI video.",
  );

function rate(text: string | undefined): number | undefined {
  const [numerator, denominator] = (text ?? "").split("/").map(Number);
  if (!numerator || !denominator) return undefined;
  return numerator / denominator;
}

function rotation(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === "number")?.rotation;
  return Math.abs(fromSideData ?? Number(stream.tags?.rotate ?? 0)) % 180;
}

/** What the file holds, or an AppError saying why it can't be a lesson's video. */
export async function probeVideo(
  path: string,
  limits: VideoLimits,
  settings: VideoToolSettings = {},
): Promise<VideoProbe> {
  const { size } = await stat(path);
  if (size === 0) throw new AppError("BAD_REQUEST", "This file is empty. Choose the video file again and upload it.");

  const { ffprobe } = await findVideoTools(settings);
  let output: ProbeOutput;
  try {
    const { stdout } = await runTool(
      ffprobe,
      ["-v", "error", ...inputGuards(), "-print_format", "json", "-show_format", "-show_streams", fileUrl(path)],
      { timeoutMs: PROBE_TIMEOUT_MS, collectStdout: true },
    );
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (error) {
    // ffprobe refuses what no allowed demuxer reads; anything else (a timeout) is ours to report.
    if (error instanceof ToolFailedError || error instanceof SyntaxError) throw notAVideo();
    throw error;
  }

  const streams = output.streams ?? [];
  if (!output.format?.format_name || streams.length === 0) throw notAVideo();
  // A music file's cover art is a picture stream too: it is not a video.
  const video = streams.find((stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic);
  if (!video) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This file has no video picture (it may be sound only). Upload a video file.",
    );
  }

  const durationSeconds = Number(output.format.duration ?? video.duration ?? 0);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new AppError("BAD_REQUEST", "This video has no length. Upload a video that plays for at least a second.");
  }
  if (durationSeconds > limits.maxMinutes * 60) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      msg(
        "This video is {minutes} minutes long. Videos can be at most {max, plural, one {# minute} other {# minutes}}: shorten it or split it into several lessons.",
        { minutes: Math.ceil(durationSeconds / 60), max: limits.maxMinutes },
      ),
    );
  }

  const [codedWidth, codedHeight] = [video.width ?? 0, video.height ?? 0];
  if (codedWidth <= 0 || codedHeight <= 0) throw notAVideo();
  const [width, height] = rotation(video) === 90 ? [codedHeight, codedWidth] : [codedWidth, codedHeight];
  if (Math.max(width, height) > MAX_VIDEO_SIDE || width * height > MAX_VIDEO_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      msg(
        "This video is {width} × {height} pixels. Videos can be at most 4K ({maxWidth} × {maxHeight} pixels, either way up): export it smaller and upload it again.",
        { width, height, maxWidth: MAX_VIDEO_SIDE, maxHeight: MAX_VIDEO_PIXELS / MAX_VIDEO_SIDE },
      ),
    );
  }

  return {
    container: output.format.format_name,
    durationSeconds,
    width,
    height,
    frameRate: rate(video.avg_frame_rate) ?? rate(video.r_frame_rate),
    videoCodec: video.codec_name ?? "unknown",
    hasAudio: streams.some((stream) => stream.codec_type === "audio"),
  };
}
