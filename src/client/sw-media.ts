/**
 * Which requests the service worker's saved-video route answers (sw.ts; issue 22). Apart from
 * sw-routes.ts, which pages load too: only the worker needs this.
 */
import { SAVE_REQUEST_HEADER } from "./features/offline/names";

/** The academy's own video files: renditions, caption tracks and posters (issue 22). */
const MEDIA_FILE = /^\/media\/videos\/[^/]+\/[^/]+$/;

/**
 * A read of a video file that a saved copy may answer (the worker's range route): not one of
 * "Save for offline"'s own fetches, which read the network.
 */
export function isSavedMediaRead(url: URL, method: string, headers?: Headers): boolean {
  return method === "GET" && MEDIA_FILE.test(url.pathname) && headers?.get(SAVE_REQUEST_HEADER) !== "1";
}
