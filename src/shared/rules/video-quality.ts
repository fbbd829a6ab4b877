/**
 * Which of a video's renditions a phone plays and saves (issue 22). Pure: the player
 * (client/features/video) and "Save for offline" (client/features/offline) read the phone's
 * state and pass it in.
 */

/** A rendition as the video contract carries it (shared/contracts/videos.ts). */
export interface RenditionChoice {
  height: number;
  bytes: number;
}

/** The height a low-data phone gets, and the one every other phone starts at. */
export const LOW_DATA_HEIGHT = 240;
export const DEFAULT_HEIGHT = 360;

/** The connection types (Network Information API) that count as slow. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

export interface PhoneConnection {
  /** `navigator.connection.saveData`: the browser's Save-Data setting. */
  saveData?: boolean;
  /** `navigator.connection.effectiveType`: "slow-2g", "2g", "3g" or "4g". */
  effectiveType?: string;
}

/**
 * The height to start at: Save-Data or the academy's data saver gives 240p; otherwise a 2g or
 * 3g connection gives 240p, anything else (or a browser that doesn't say) 360p.
 */
export function automaticHeight({
  isDataSaverOn,
  connection,
}: {
  isDataSaverOn: boolean;
  connection?: PhoneConnection | null;
}): number {
  if (isDataSaverOn || connection?.saveData === true) return LOW_DATA_HEIGHT;
  const type = connection?.effectiveType?.toLowerCase();
  return type && SLOW_CONNECTIONS.has(type) ? LOW_DATA_HEIGHT : DEFAULT_HEIGHT;
}

/**
 * The rendition for a wanted height: that height, else the nearest lower one; the lowest when
 * every rendition is taller. `renditions` ascend by height (the contract's order); undefined when
 * there are none.
 */
export function renditionFor<T extends RenditionChoice>(renditions: readonly T[], height: number): T | undefined {
  let found: T | undefined;
  for (const rendition of renditions) {
    if (rendition.height <= height && (!found || rendition.height > found.height)) found = rendition;
  }
  return found ?? lowest(renditions);
}

const lowest = <T extends RenditionChoice>(renditions: readonly T[]): T | undefined =>
  renditions.reduce<T | undefined>(
    (low, rendition) => (!low || rendition.height < low.height ? rendition : low),
    undefined,
  );

/**
 * What the player plays: the student's own choice on this phone when there is one, else the
 * automatic height, each capped at what exists.
 */
export function playedRendition<T extends RenditionChoice>(
  renditions: readonly T[],
  {
    chosenHeight,
    isDataSaverOn,
    connection,
  }: { chosenHeight: number | null; isDataSaverOn: boolean; connection?: PhoneConnection | null },
): T | undefined {
  return renditionFor(renditions, chosenHeight ?? automaticHeight({ isDataSaverOn, connection }));
}

/** What "Save for offline" keeps: the lowest rendition, unless the student picked another quality. */
export function savedRendition<T extends RenditionChoice>(
  renditions: readonly T[],
  chosenHeight: number | null,
): T | undefined {
  return chosenHeight === null ? lowest(renditions) : renditionFor(renditions, chosenHeight);
}
