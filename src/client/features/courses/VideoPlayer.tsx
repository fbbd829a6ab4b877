import { ExternalLink } from "lucide-react";
import type { VideoSource } from "./video";

/** A 16:9 player for a video address that videoSource() accepted. */
export function VideoPlayer({ source, title }: { source: NonNullable<VideoSource>; title: string }) {
  if (source.kind === "link") {
    return (
      <a
        href={source.src}
        target="_blank"
        rel="noopener noreferrer"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] bg-ink p-6 text-center font-semibold text-white underline-offset-4 hover:underline"
      >
        <ExternalLink className="h-8 w-8" aria-hidden="true" />
        Watch the video: {title} (opens in a new tab)
      </a>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink">
      {source.kind === "iframe" ? (
        <iframe
          src={source.src}
          title={`Video: ${title}`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      ) : (
        <video src={source.src} controls preload="metadata" className="h-full w-full" aria-label={`Video: ${title}`} />
      )}
    </div>
  );
}
