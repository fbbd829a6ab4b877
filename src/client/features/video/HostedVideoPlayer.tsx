import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { VideoView } from "../../../shared/contracts/videos";
import { dataSaverCookie } from "../../../shared/rules/data-saver";
import { LOCALE_NAMES } from "../../../shared/rules/locale";
import { posterImageUrl } from "../../../shared/rules/video-poster";
import { playedRendition, renditionFor, type PhoneConnection } from "../../../shared/rules/video-quality";
import { NativeSelect } from "../../components/ui/form";
import { useDataSaver } from "../../lib/data-saver";
import { useIntlLocale, useLocale } from "../../lib/i18n";
import { costText, qualityOptionText } from "./cost";
import { positionSaver, readPosition } from "./position-store";
import { readChosenHeight, writeChosenHeight } from "./quality-store";

/** Playback speeds the student can pick. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** What the phone says once hydrated: the quality choice kept on it, its connection, a saved copy. */
interface PhoneState {
  chosenHeight: number | null;
  connection: PhoneConnection;
  /** The height of a rendition "Save for offline" kept on this phone, if any: it costs no data. */
  savedHeight: number | null;
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The connection as the quality rule takes it; Save-Data counts only when the academy's own switch was never set. */
function readConnection(): PhoneConnection {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const isSwitchSet = dataSaverCookie(document.cookie) !== null;
  return {
    saveData: isSwitchSet ? undefined : connection?.saveData,
    effectiveType: connection?.effectiveType,
  };
}

async function findSavedHeight(renditions: VideoView["renditions"]): Promise<number | null> {
  if (typeof caches === "undefined") return null;
  for (const rendition of renditions) {
    // Only "Save for offline" keeps video files (the worker's runtime caches never do).
    if (await caches.match(rendition.url).catch(() => undefined)) return rendition.height;
  }
  return null;
}

/**
 * The academy's own video (issue 22): a native <video> (no third-party script) that loads nothing
 * until played, with its caption tracks (the page's language on by default), a speed choice and a
 * quality choice that says what it costs. The quality starts at what suits the phone
 * (shared/rules/video-quality.ts), a saved copy first; a choice is kept on the phone. The position
 * is kept per `positionKey` and resumed.
 */
export function HostedVideoPlayer({
  video,
  title,
  positionKey,
}: {
  video: VideoView;
  title: string;
  positionKey: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const isDataSaverOn = useDataSaver();
  const ids = useId();
  const element = useRef<HTMLVideoElement>(null);
  const [phone, setPhone] = useState<PhoneState | null>(null);
  /** The quality picked on this page (kept on the phone too); it wins over a saved copy. */
  const [picked, setPicked] = useState<number | null>(null);
  const [speed, setSpeed] = useState(1);
  /** Where to go (and whether to play) once the new quality's file has loaded. */
  const pending = useRef<{ time: number; play: boolean } | null>(null);
  const hasResumed = useRef(false);
  const saver = useMemo(() => positionSaver(positionKey), [positionKey]);
  const renditions = video.renditions;

  useEffect(() => {
    let isCurrent = true;
    const chosenHeight = readChosenHeight();
    const connection = readConnection();
    setPhone({ chosenHeight, connection, savedHeight: null });
    void findSavedHeight(renditions).then((savedHeight) => {
      if (isCurrent && savedHeight !== null) setPhone({ chosenHeight, connection, savedHeight });
    });
    return () => {
      isCurrent = false;
    };
  }, [renditions]);

  const rendition =
    picked !== null
      ? renditionFor(renditions, picked)
      : phone?.savedHeight != null
        ? renditionFor(renditions, phone.savedHeight)
        : playedRendition(renditions, {
            chosenHeight: phone?.chosenHeight ?? null,
            isDataSaverOn,
            connection: phone?.connection,
          });
  // The server's render (and the first in the browser) starts from the data saver alone; the phone's
  // state may change it once hydrated. preload="none": a change costs nothing until played.
  const src = rendition?.url;

  // A quality switch while playing goes on playing (loadedmetadata puts it back at its position).
  useEffect(() => {
    const media = element.current;
    if (src && media && pending.current?.play) void media.play().catch(() => undefined);
  }, [src]);

  // The caption track in the page's language shows (the default attribute is read when a track is
  // added; a track added during hydration is set here too).
  useEffect(() => {
    const media = element.current;
    if (!media) return;
    for (const track of Array.from(media.textTracks)) {
      if (track.language === locale && track.mode === "disabled") track.mode = "showing";
    }
  }, [locale, video.captions]);

  // Leaving the page keeps the position.
  useEffect(() => {
    const keep = () => {
      const media = element.current;
      if (media && media.currentTime > 0) saver.flush(media.currentTime, media.duration);
    };
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("pagehide", keep);
      keep();
    };
  }, [saver]);

  const onLoadedMetadata = () => {
    const media = element.current;
    if (!media) return;
    media.defaultPlaybackRate = speed;
    media.playbackRate = speed;
    const goTo = pending.current;
    pending.current = null;
    if (goTo) {
      media.currentTime = goTo.time;
      hasResumed.current = true;
      return;
    }
    if (hasResumed.current) return;
    hasResumed.current = true;
    const resumeAt = readPosition(positionKey);
    if (resumeAt !== null && (!Number.isFinite(media.duration) || resumeAt < media.duration)) {
      media.currentTime = resumeAt;
    }
  };

  const changeQuality = (height: number) => {
    const media = element.current;
    if (media?.currentSrc) pending.current = { time: media.currentTime, play: !media.paused };
    setPicked(height);
    writeChosenHeight(height);
  };

  const changeSpeed = (value: number) => {
    setSpeed(value);
    const media = element.current;
    if (media) {
      media.defaultPlaybackRate = value;
      media.playbackRate = value;
    }
  };

  const shown = rendition ?? renditions[0];
  return (
    <div className="min-w-0">
      <div className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink">
        <video
          ref={element}
          src={src}
          controls
          playsInline
          preload="none"
          poster={video.posterUrl ? posterImageUrl(video.posterUrl) : "/images/video-poster.svg"}
          className="h-full w-full"
          aria-label={t`Video: ${title}`}
          data-height={rendition?.height}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={(event) => saver.update(event.currentTarget.currentTime, event.currentTarget.duration)}
          onPause={(event) => saver.flush(event.currentTarget.currentTime, event.currentTarget.duration)}
          onSeeked={(event) => saver.flush(event.currentTarget.currentTime, event.currentTarget.duration)}
          onEnded={() => saver.ended()}
        >
          {video.captions.map((caption) => (
            <track
              key={caption.language}
              kind="captions"
              src={caption.url}
              srcLang={caption.language}
              label={LOCALE_NAMES[caption.language]}
              default={caption.language === locale}
            />
          ))}
        </video>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-3">
        {renditions.length > 1 && (
          <div className="min-w-0">
            <label htmlFor={`${ids}-quality`} className="mb-1 block text-sm font-semibold">
              {t`Quality`}
            </label>
            <NativeSelect
              id={`${ids}-quality`}
              className="w-auto min-w-40"
              value={shown?.height ?? ""}
              onChange={(event) => changeQuality(Number(event.currentTarget.value))}
            >
              {renditions.map((option) => (
                <option key={option.height} value={option.height}>
                  {qualityOptionText(i18n, intlLocale, option)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="min-w-0">
          <label htmlFor={`${ids}-speed`} className="mb-1 block text-sm font-semibold">
            {t`Speed`}
          </label>
          <NativeSelect
            id={`${ids}-speed`}
            className="w-auto min-w-24"
            value={speed}
            onChange={(event) => changeSpeed(Number(event.currentTarget.value))}
          >
            {PLAYBACK_SPEEDS.map((value) => (
              <option key={value} value={value}>
                {/* One string: an option's text is flattened, and two text nodes would not hydrate. */}
                {`${new Intl.NumberFormat(intlLocale).format(value)}×`}
              </option>
            ))}
          </NativeSelect>
        </div>
        {shown && (
          <p className="min-w-0 pb-2.5 text-sm text-ink-muted" aria-live="polite" data-testid="video-cost">
            {costText(i18n, intlLocale, {
              durationSeconds: video.durationSeconds,
              bytes: shown.bytes,
              height: shown.height,
            })}
          </p>
        )}
      </div>
    </div>
  );
}
