/** The editor's words for a hosted video's processing (HostedVideoSection). */
import type { VideoView } from "../../../shared/contracts/videos";

export function durationText(seconds: number | null): string {
  if (seconds === null) return "";
  return seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** What the editor says of a video's processing. */
export function videoStateText(video: Pick<VideoView, "status" | "progress" | "durationSeconds" | "error">): string {
  switch (video.status) {
    case "queued":
      return "Queued";
    case "processing":
      return `Processing ${video.progress} %`;
    case "ready":
      return video.durationSeconds === null ? "Ready" : `Ready (${durationText(video.durationSeconds)})`;
    case "failed":
      return `Failed: ${video.error ?? "processing stopped"}`;
  }
}
