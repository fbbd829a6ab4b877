import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, Play, WifiOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useIsOnline } from "../offline";
import { useDataSaver } from "../../lib/data-saver";
import { embedUrl, posterUrl, type EmbedSource, type VideoSource } from "./video";

const frameClass = "relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink";

/**
 * A 16:9 player for a video address that videoSource() accepted. YouTube and Vimeo are a
 * click-to-load facade: no third-party frame or script loads until the student presses play. Pages
 * load it after their own code (app/later.tsx): a press before then is replayed (data-replay).
 * With "Data saver" on, the facade draws our own picture instead of YouTube's thumbnail.
 */
export function VideoPlayer({ source, title }: { source: NonNullable<VideoSource>; title: string }) {
  const dataSaver = useDataSaver();
  const { t } = useLingui();
  if (source.kind === "link") {
    return (
      <a
        href={source.src}
        target="_blank"
        rel="noopener noreferrer"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] bg-ink p-6 text-center font-semibold text-white underline-offset-4 hover:underline"
      >
        <ExternalLink className="h-8 w-8" aria-hidden="true" />
        <Trans>Watch the video: {title} (opens in a new tab)</Trans>
      </a>
    );
  }
  if (source.kind === "iframe") return <VideoFacade source={source} title={title} dataSaver={dataSaver} />;
  return (
    <div className={frameClass}>
      {/* Nothing is fetched until the student presses play; the poster is our own picture. */}
      <video
        src={source.src}
        controls
        preload="none"
        poster="/images/video-poster.svg"
        className="h-full w-full"
        aria-label={t`Video: ${title}`}
      />
    </div>
  );
}

/**
 * The poster and a "Play video: {title}" button; pressing it puts the provider's player in its
 * place, playing (with captions where the provider has them), and moves focus into it.
 */
function VideoFacade({ source, title, dataSaver }: { source: EmbedSource; title: string; dataSaver: boolean }) {
  const online = useIsOnline();
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={frameClass}>
        <iframe
          ref={frame}
          src={embedUrl(source, document.documentElement.lang)}
          title={t`Video: ${title}`}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      </div>
    );
  }

  const poster = online && !dataSaver && !posterFailed ? posterUrl(source) : null;
  return (
    <div className={frameClass} data-video-facade={source.provider}>
      {poster ? (
        <img
          src={poster}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          onError={() => setPosterFailed(true)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <VideoIllustration />
      )}
      {online ? (
        <button
          type="button"
          data-replay=""
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex min-h-11 w-full flex-col items-center justify-center gap-3 p-4 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white focus-visible:ring-inset"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-teal-700 shadow-lg ring-2 ring-white/80 transition-colors group-hover:bg-teal-800 group-focus-visible:bg-teal-800">
            <Play className="h-8 w-8 translate-x-0.5 fill-current" aria-hidden="true" />
          </span>
          <span className="max-w-[90%] rounded-md bg-ink/85 px-3 py-1.5 text-center text-sm font-semibold sm:text-base">
            <Trans>Play video: {title}</Trans>
          </span>
        </button>
      ) : (
        <p className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center font-semibold text-white">
          <WifiOff className="h-8 w-8" aria-hidden="true" />
          <span className="rounded-md bg-ink/85 px-3 py-1.5">
            <Trans>The video needs a connection</Trans>
          </span>
        </p>
      )}
    </div>
  );
}

/** Our own poster (for Vimeo, "Data saver" and offline): drawn here, so it costs no request. */
function VideoIllustration() {
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
    >
      <rect width="640" height="360" fill="#134e4a" />
      <circle cx="520" cy="60" r="160" fill="#0f766e" opacity=".55" />
      <circle cx="90" cy="330" r="140" fill="#f59e0b" opacity=".25" />
      <rect x="0" y="300" width="640" height="60" fill="#0f172a" opacity=".35" />
    </svg>
  );
}
