import { useLingui } from "@lingui/react/macro";
import { Film } from "lucide-react";
import { durationText } from "./duration";

/** A video's length where a lesson lists it: a film icon and "12 min", read as "Video: 12 min". */
export function VideoLength({ durationSeconds }: { durationSeconds: number }) {
  const { t, i18n } = useLingui();
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="video-length">
      <Film className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t`Video:`} </span>
      {durationText(i18n, durationSeconds)}
    </span>
  );
}
