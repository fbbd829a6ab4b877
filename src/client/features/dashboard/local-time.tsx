import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and hydration, true afterwards. Times are shown in the
 * visitor's own time zone, which the server doesn't know: it renders UTC, and the browser
 * switches to local time right after hydrating, so the two renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const dateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };

export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    ...dateTimeOptions,
    timeZone,
    timeZoneName: timeZone ? "short" : undefined,
  }).format(new Date(iso));
}

export function formatDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { ...dateOptions, timeZone }).format(new Date(iso));
}

/** A date (and time) in the reader's time zone once hydrated; UTC in the server's HTML. */
export function LocalTime({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const zone = hydrated ? undefined : "UTC";
  return <time dateTime={iso}>{withTime ? formatDateTime(iso, zone) : formatDate(iso, zone)}</time>;
}
