import { lazy, Suspense } from "react";
import type { VideoView } from "../../../shared/contracts/videos";
import { posterImageUrl } from "../../../shared/rules/video-poster";

/** The player's code loads with the first page that shows one (the lesson route's own code stays as it was). */
const HostedVideoPlayer = lazy(() =>
  import("./HostedVideoPlayer").then((module) => ({ default: module.HostedVideoPlayer })),
);

/**
 * The academy's own video (issue 22). The server renders the whole player (it waits for this
 * chunk); a page opened in the browser shows the poster in the player's place until it loads.
 */
export function HostedVideo(props: { video: VideoView; title: string; positionKey: string }) {
  return (
    <Suspense fallback={<PlayerPlaceholder posterUrl={props.video.posterUrl} />}>
      <HostedVideoPlayer {...props} />
    </Suspense>
  );
}

function PlayerPlaceholder({ posterUrl }: { posterUrl: string | null }) {
  return (
    <div aria-hidden="true">
      <div className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink">
        {posterUrl && <img src={posterImageUrl(posterUrl)} alt="" className="h-full w-full object-contain" />}
      </div>
      {/* The quality and speed choices' height, so nothing moves when they arrive. */}
      <div className="mt-3 h-[4.25rem]" />
    </div>
  );
}
