/**
 * First-load JavaScript of each route of the client build: what `npm run bench` prints and what
 * tests/build/first-load-budget.test.ts holds against bench/first-load-budget.json. Both read the
 * build (dist/client), so they agree byte for byte, and a given build always gives the same figures.
 *
 * A route's first load is the entry chunk and the route's page chunk with every chunk they import
 * statically (the manifest's `imports`, transitively): the browser needs all of them before the page
 * hydrates (entry-client.tsx awaits the page's chunk). Chunks imported dynamically (a dialog, the
 * toaster, the header's menu, the footer) load after hydration or on demand and are not counted;
 * the one exception is the staff pages' table, which a staff page needs before it can load.
 * Bytes are gzip at zlib's default level 6, summed per chunk.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** First-load JavaScript of a route: gzip bytes and the number of chunks. */
export interface FirstLoad {
  bytes: number;
  chunks: number;
}

/** A route's first load with the chunk files it is made of (paths relative to dist/client). */
export interface RouteFirstLoad extends FirstLoad {
  page: string;
  files: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Every route with its page module: the table of pages (src/shared/page-routes.ts) and the 404
 * page as "*" (src/client/app/routes.ts). Read from the sources, so a bench of another tree reads its own.
 */
export function routePages(root: string): { path: string; page: string }[] {
  const read = (file: string, pattern: RegExp) =>
    [...readFileSync(join(root, file), "utf8").matchAll(pattern)].map(([, path, page]) => ({
      path: path!,
      page: page!,
    }));
  const pages = read("src/shared/page-routes.ts", /\["(\/[^"]*)", "([^"]+)"\]/g);
  if (pages.length === 0) throw new Error('src/shared/page-routes.ts: no ["/path", "page"] found');
  const fallback = read("src/client/app/routes.ts", /pageRoute\("(\*)", "([^"]+)"\)/g);
  if (fallback.length !== 1) throw new Error('src/client/app/routes.ts: no pageRoute("*", page) found');
  return [...pages, ...fallback];
}

/** First-load JavaScript of each route of the build under root/dist/client. */
export function firstLoadJs(root: string): Record<string, RouteFirstLoad> {
  const dist = join(root, "dist/client");
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    throw new Error("No client build: dist/client/.vite/manifest.json is missing (npm run build:client)");
  }
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("The build's manifest has no entry");
  const result: Record<string, RouteFirstLoad> = {};
  for (const { path, page } of routePages(root)) {
    const keys = new Set<string>();
    closure(entryKey, keys);
    closure(`app/pages/${page}.tsx`, keys);
    // A staff page loads through the staff pages' table (app/admin-pages.ts), a chunk of its own.
    if (page.startsWith("admin/")) closure("app/admin-pages.ts", keys);
    const files = [...keys].map((key) => manifest[key]!.file);
    result[path] = {
      page,
      files,
      bytes: files.reduce((sum, file) => sum + gzip(file), 0),
      chunks: files.length,
    };
  }
  return result;
}

/**
 * Marks of zod in built code. Minifiers rename variables, not properties or strings: every zod 4
 * schema keeps its internals under `_zod` (`schema._zod.def`), and zod's errors are named ZodError.
 */
export const ZOD_MARKS = /\b_zod\b|\bZodError\b/;

/** The chunk files (of those given) whose code carries zod. */
export function filesWithZod(root: string, files: string[]): string[] {
  return files.filter((file) => ZOD_MARKS.test(readFileSync(join(root, "dist/client", file), "utf8")));
}
