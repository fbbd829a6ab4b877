import { basename, dirname, resolve } from "node:path";

/**
 * Headers of the installable app's files, which the static files plugin (ssr.ts) serves, by file
 * name (the build writes them at the root of the client build):
 * - sw.js revalidates on every check (`no-cache`), so a new deploy's worker is found at once, and
 *   may control the whole origin (`Service-Worker-Allowed: /`);
 * - the web app manifest has its own content type, and revalidates daily like other public files;
 * - the offline page and its script are precached by the worker with a revision: the network copy
 *   revalidates, so an update never installs a stale one.
 * The CSP lets the worker run (worker-src falls back to script-src 'self') and the manifest load
 * (manifest-src falls back to default-src 'self').
 */
const PWA_FILE_HEADERS: Record<string, Record<string, string>> = {
  "sw.js": { "cache-control": "no-cache", "service-worker-allowed": "/" },
  "manifest.webmanifest": { "content-type": "application/manifest+json; charset=utf-8" },
  "offline.html": { "cache-control": "no-cache" },
  "offline.js": { "cache-control": "no-cache" },
};

/** The headers a file of the client build's root gets beyond the static plugin's own, if any. */
export function pwaFileHeaders(clientDir: string, path: string): Record<string, string> | undefined {
  // Only the build's root holds these names (a file deeper down with the same name gets nothing).
  if (resolve(dirname(path)) !== resolve(clientDir)) return undefined;
  // The static plugin names the file it sends: a precompressed copy ends in .br or .gz.
  return PWA_FILE_HEADERS[basename(path).replace(/\.(?:br|gz)$/, "")];
}
