import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const withTimeOptions: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const dateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };

export function formatWhen(iso: string, withTime: boolean, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    ...(withTime ? withTimeOptions : dateOptions),
    timeZone,
    timeZoneName: withTime && timeZone ? "short" : undefined,
  }).format(new Date(iso));
}

/**
 * A date (and time) in the reader's time zone. The server doesn't know that zone: it renders
 * UTC, and the browser switches to local time right after hydrating, so both renders match.
 */
export function LocalTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const zone = useHydrated() ? undefined : "UTC";
  return <time dateTime={iso}>{formatWhen(iso, withTime, zone)}</time>;
}
