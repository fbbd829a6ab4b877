import { loadConfig } from "../config.js";
import { warmDemoVideoCache } from "../modules/videos/seed-videos.js";

// Makes the demo clips' renditions the seed cache lacks (SEED_VIDEO_CACHE_DIR), so seeding copies
// instead of transcoding: the test script runs it before any test server starts.
const config = loadConfig();
const started = performance.now();
const made = await warmDemoVideoCache({
  cacheDir: config.video.seedCacheDir,
  tools: { ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  made === 0
    ? `The demo videos' renditions are all in ${config.video.seedCacheDir}.`
    : `Made the renditions of ${made} demo videos in ${seconds} s (kept in ${config.video.seedCacheDir}).`,
);
