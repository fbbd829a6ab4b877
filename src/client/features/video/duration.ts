import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { videoMinutes } from "../../../shared/rules/video-length";

/** A video's length as pages show it: "12 min" (light: lesson lists load it). */
export function durationText(i18n: I18n, durationSeconds: number): string {
  const minutes = videoMinutes(durationSeconds);
  return i18n._(msg`${minutes} min`);
}
