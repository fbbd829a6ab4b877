import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { build, type Plugin } from "vite";
import { linguiMacros } from "./vite.lingui.js";

/** A precache entry: hashed build files need no revision, the others carry their content's hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const HASHED = /^assets\//;
/** Build files the worker does not precache: the page template (pages are rendered by the server), source maps, the Vite manifest. */
const NOT_PRECACHED = /^(?:index\.html|\.vite\/|sw\.js)|\.map$/;
/** Files of public/ that belong to the app shell (content images are cached at run time). */
const PUBLIC_SHELL = /^(?:favicon\.svg|manifest\.webmanifest|icons\/.+\.png)$/;

const revision = (bytes: string | Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** A build file as the precache list sees it. */
export interface BuiltFile {
  fileName: string;
  source: string | Uint8Array;
  /** For a chunk: the module it stands for, and the chunks it loads. */
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isChunk?: boolean;
}

/** Staff pages: their chunks are loaded on demand by the few who use them, never precached. */
const STAFF_PAGE = /\/app\/pages\/admin\//;

/**
 * The precache list: the code students may need (every chunk the entry can reach without going
 * through a staff page), styles and other build files, the offline page, and the public shell files.
 */
export function precacheEntries(bundleFiles: BuiltFile[], publicFiles: BuiltFile[]): PrecacheEntry[] {
  const byName = new Map(bundleFiles.map((file) => [file.fileName, file]));
  const reachable = new Set<string>();
  const visit = (file: BuiltFile) => {
    if (reachable.has(file.fileName) || (file.facadeModuleId && STAFF_PAGE.test(file.facadeModuleId))) return;
    reachable.add(file.fileName);
    for (const next of [...(file.imports ?? []), ...(file.dynamicImports ?? [])]) {
      const chunk = byName.get(next);
      if (chunk) visit(chunk);
    }
  };
  for (const file of bundleFiles) if (file.isEntry) visit(file);
  const entries = bundleFiles
    .filter((file) => !NOT_PRECACHED.test(file.fileName))
    .filter((file) => !file.isChunk || reachable.has(file.fileName))
    .map((file) => ({ url: `/${file.fileName}`, revision: HASHED.test(file.fileName) ? null : revision(file.source) }));
  for (const file of publicFiles) {
    if (PUBLIC_SHELL.test(file.fileName)) entries.push({ url: `/${file.fileName}`, revision: revision(file.source) });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** The stylesheet links of the built index.html, for the offline page to look like the app. */
export function stylesheetLinks(indexHtml: string): string {
  return (indexHtml.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join("\n    ");
}

/** Bundles one script of ours as a classic script (a worker or the offline page's), minified. */
async function bundleScript(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    // The offline page's words are Lingui messages in both languages, like the app's.
    plugins: [linguiMacros(), lingui()],
    // Workbox logs in development builds only: this makes the production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry, formats: ["iife"], name: "tsa", fileName: () => "script.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error(`tsa-pwa: bundling ${entry} gave no script`);
}

/**
 * Client build only: adds the service worker (/sw.js, from src/client/sw.ts with the precache list
 * written in where it reads `self.__WB_MANIFEST`) and the offline page (/offline.html and
 * /offline.js, from src/client/offline-page/) to the bundle, so the build's other steps (the
 * precompressed copies) see them too. Decision 0008 says why it is not vite-plugin-pwa.
 */
export function serviceWorker(): Plugin {
  let root = "";
  let publicDir = "";
  let ssr = false;
  return {
    name: "tsa-pwa",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") throw new Error("tsa-pwa: the build has no index.html");
      const template = readFileSync(join(root, "offline-page/offline.html"), "utf8");
      const offlineHtml = template.replace("<!--offline-css-->", stylesheetLinks(String(index.source)));
      const offlineJs = await bundleScript(root, resolve(root, "offline-page/offline.ts"));
      this.emitFile({ type: "asset", fileName: "offline.html", source: offlineHtml });
      this.emitFile({ type: "asset", fileName: "offline.js", source: offlineJs });

      const bundleFiles: BuiltFile[] = Object.values(bundle).map((item) =>
        item.type === "chunk"
          ? {
              fileName: item.fileName,
              source: item.code,
              facadeModuleId: item.facadeModuleId,
              imports: item.imports,
              dynamicImports: item.dynamicImports,
              isEntry: item.isEntry,
              isChunk: true,
            }
          : { fileName: item.fileName, source: item.source },
      );
      // Emitted files are not in the bundle object yet.
      bundleFiles.push(
        { fileName: "offline.html", source: offlineHtml },
        { fileName: "offline.js", source: offlineJs },
      );
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      const publicFiles = publicDir
        ? walk(publicDir).map((file) => ({
            fileName: relative(publicDir, file).split("\\").join("/"),
            source: readFileSync(file),
          }))
        : [];
      const entries = precacheEntries(bundleFiles, publicFiles);
      const worker = await bundleScript(root, resolve(root, "sw.ts"));
      if (!worker.includes("self.__WB_MANIFEST")) throw new Error("tsa-pwa: sw.ts no longer reads self.__WB_MANIFEST");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: worker.replace("self.__WB_MANIFEST", JSON.stringify(entries)),
      });
    },
  };
}
