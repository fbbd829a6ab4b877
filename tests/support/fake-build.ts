import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FakeBuild {
  /** The build's folder, for CLIENT_DIST_DIR. */
  dir: string;
  /** Deletes the folder (in afterAll, once the app is closed). */
  remove(): void;
}

/**
 * A stand-in for the app's build (dist) in a temporary folder, so an API test runs the real SSR
 * plugin without `npm run build`: client/index.html with the marks the plugin fills, and
 * ssr/entry-server.js with the given source, which exports the `render` the built server bundle
 * does. app.ts reads CLIENT_DIST_DIR when first imported: set it to `dir` before importing it.
 */
export function fakeClientBuild(entryServer: string): FakeBuild {
  const dir = mkdtempSync(join(tmpdir(), "tsa-fake-build-"));
  mkdirSync(join(dir, "client"));
  mkdirSync(join(dir, "ssr"));
  writeFileSync(
    join(dir, "client", "index.html"),
    "<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>",
  );
  writeFileSync(join(dir, "ssr", "entry-server.js"), entryServer);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
