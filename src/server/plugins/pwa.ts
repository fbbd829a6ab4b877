import type { FastifyInstance } from "fastify";

/** The worker's own address: the browser checks it for updates, so it is never kept stale. */
const WORKER_PATH = "/sw.js";
const MANIFEST_PATH = "/manifest.webmanifest";
const OFFLINE_PAGE_PATHS = new Set(["/offline.html", "/offline.js"]);

/**
 * Headers of the installable app's files, which the static files plugin (ssr.ts) serves:
 * - /sw.js revalidates on every check (`no-cache`), so a new deploy's worker is found at once, and
 *   may control the whole origin (`Service-Worker-Allowed: /`);
 * - the web app manifest has its own content type, and revalidates daily like other public files;
 * - the offline page and its script are precached by the worker with a revision: the network copy
 *   revalidates, so an update never installs a stale one.
 * The CSP lets the worker run (worker-src falls back to script-src 'self') and the manifest load
 * (manifest-src falls back to default-src 'self').
 */
export function registerPwaHeaders(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    // The static files plugin registers a route per file: its pattern is the file's path.
    const path = request.routeOptions.url;
    if (path === WORKER_PATH) {
      reply.header("cache-control", "no-cache").header("service-worker-allowed", "/");
    } else if (path === MANIFEST_PATH) {
      reply.header("content-type", "application/manifest+json; charset=utf-8");
    } else if (path !== undefined && OFFLINE_PAGE_PATHS.has(path)) {
      reply.header("cache-control", "no-cache");
    }
    done(null, payload);
  });
}
