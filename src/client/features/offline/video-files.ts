/**
 * What "Save for offline" keeps of the academy's own videos (issue 22): one rendition each (the
 * lowest, or the quality the student picked on this phone: shared/rules/video-quality.ts), the
 * caption tracks and the poster (the variant the player shows). Light: SaveForOffline shows the size before saving.
 */
import type { VideoView } from "../../../shared/contracts/videos";
import { posterImageUrl } from "../../../shared/rules/video-poster";
import { savedRendition } from "../../../shared/rules/video-quality";

/**
 * The files of a lesson's own video that a save keeps: one rendition (the lowest, or the quality
 * the student picked), every caption track and the poster. Only a ready video has any.
 */
export function videoFilesToSave(video: VideoView | null | undefined, videoHeight: number | null): string[] {
  if (!video || video.status !== "ready") return [];
  const rendition = savedRendition(video.renditions, videoHeight);
  if (!rendition) return [];
  return [
    rendition.url,
    ...video.captions.map((caption) => caption.url),
    ...(video.posterUrl ? [posterImageUrl(video.posterUrl)] : []),
  ];
}

/**
 * The bytes a save's videos add, as known before saving (the renditions' sizes; captions and
 * posters are small and left out), for the size shown before the student saves.
 */
export function videoBytesToSave(
  videos: readonly (VideoView | null | undefined)[],
  videoHeight: number | null,
): number {
  return videos.reduce((sum, video) => {
    if (!video || video.status !== "ready") return sum;
    return sum + (savedRendition(video.renditions, videoHeight)?.bytes ?? 0);
  }, 0);
}
