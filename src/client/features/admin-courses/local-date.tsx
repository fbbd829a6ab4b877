import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A date in the reader's time zone. The server doesn't know that zone: it renders UTC and the
 * browser switches right after hydrating, so both renders match.
 */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const text = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: hydrated ? undefined : "UTC",
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
