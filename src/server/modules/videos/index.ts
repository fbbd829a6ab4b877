/** The videos module's door: ffmpeg probing and renditions, and captions (issue 22, decision 0015). */
export { findVideoTools, type VideoTools, type VideoToolSettings } from "./binaries.js";
export { MAX_VIDEO_PIXELS, MAX_VIDEO_SIDE, probeVideo, type VideoLimits, type VideoProbe } from "./probe.js";
export {
  plannedRenditions,
  RENDITION_SPECS,
  transcodeVideo,
  type Rendition,
  type RenditionSpec,
  type TranscodeOptions,
  type TranscodeResult,
} from "./transcode.js";
export { captionsToWebVtt, parseWebVtt, srtToWebVtt, transcriptFromWebVtt, type Cue } from "./captions.js";
export {
  findVideos,
  mediaPath,
  toVideoView,
  withLessonVideos,
  withPreviewVideos,
  type VideoAudience,
  type VideoRow,
} from "./view.js";
export { createVideo, queueJob, retryVideo, VIDEO_JOBS_CHANNEL, type NewVideo } from "./videos.service.js";
export {
  posterKey,
  processTag,
  renditionKey,
  VIDEO_RETRY_DELAYS_SECONDS,
  VideoWorker,
  type VideoWorkerOptions,
} from "./worker.js";
