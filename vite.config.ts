import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { MIN_COMPRESS_BYTES } from "./src/server/plugins/compression";
import { imageVariants } from "./vite.image-variants";
import { linguiMacros } from "./vite.lingui";
import { serviceWorker } from "./vite.pwa";

/**
 * Writes file.br and file.gz beside every text file of the client build, at the highest
 * levels, so the server sends assets compressed without compressing them per request.
 */
function precompress(): Plugin {
  let outDir = "";
  let ssr = false;
  const compressible = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: "tsa-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** The modules the entry loads statically: rolldown's app chunk holds them, and the entry stays out of it. */
const ENTRY_MODULES = /\/src\/client\/(?:entry-client\.tsx|index\.html)$/;
/** Small modules most pages load: in the app chunk although the entry doesn't import them. */
const APP_KIT =
  /\/src\/(?:shared\/rules\/quizzes\.ts|client\/(?:components\/(?:page-states|ui\/(?:skeleton|card|badge|progress|responsive-image))\.tsx|components\/ui\/use-toast\.ts|lib\/(?:use-hydrated|query-outcome)\.ts))$/;
/** useMutation and what every write does after it (cache updates); the staff managers' own hook stays with the staff pages. */
const MUTATIONS =
  /\/(?:src\/client\/lib\/cache-updates\.ts|@tanstack\/react-query\/build\/modern\/useMutation\.js|@tanstack\/query-core\/build\/modern\/mutationObserver\.js)$/;
/**
 * The light part of offline learning that the writing pages use (online state, the completion
 * that queues on the phone, the names shared with the service worker; IndexedDB code stays lazy).
 */
const OFFLINE_LIGHT =
  /\/src\/client\/features\/offline\/(?:index|names|online|completion|sync-events|use-pending-sync|idempotency|format|worker-caches)\.ts$/;

/** What the staff list pages share: their list states and the staff queries. */
const STAFF_KIT = /\/src\/client\/(?:components\/staff\/ListState\.tsx|lib\/admin-queries\.ts)$/;

/**
 * How the client build splits its code (`BENCH_ONLY=js npm run bench` measures first-load
 * JavaScript per route; decision 0013). Rolldown puts each module in one chunk per set of pages
 * that load it, so without groups small shared modules become many tiny chunks.
 *
 *  1. app: everything the entry loads statically, in one chunk (without it, each module a lazy
 *     page shares with the entry is a chunk of its own: some twenty requests on every first
 *     visit, rolldown/rolldown#10731), plus APP_KIT, small modules most pages load. The entry
 *     (index.html, entry-client.tsx) stays out: it awaits the page's chunk, which imports from
 *     this one, so sharing a chunk with it would deadlock.
 *     shared/rules/quizzes.ts goes here too: the pages that import its numbers get them inlined
 *     (inlineConst below), but rolldown still counts them as importers, and TRUE_FALSE_OPTIONS,
 *     which only the course editor uses, would otherwise be a chunk of its own (about 60 B).
 *  2. mutations: useMutation with what every write does after it, which writing pages share.
 *     offline-light: what the pages that work offline share of it (not the staff pages).
 *  3. staff-kit: ListState and admin-queries, which the staff list pages load together.
 *
 * A group takes the modules its modules import unless an earlier group holds them: a module
 * added here must not pull a widely shared one into its chunk.
 */
function chunkGroups() {
  // Rolldown makes a group's test and name calls before the next group's: the first group only
  // records the entry's static closure ($initial, which a group can only require, not combine
  // with another test) and captures nothing; the app group reads it.
  const initial = new Set<string>();
  return [
    {
      name: (id: string) => {
        initial.add(id);
        return null;
      },
      tags: ["$initial" as const],
    },
    {
      name: "app",
      test: (id: string) => {
        if (initial.size === 0)
          throw new Error("vite.config.ts: the entry's modules were not recorded before the app group");
        return (initial.has(id) && !ENTRY_MODULES.test(id)) || APP_KIT.test(id);
      },
    },
    { name: "mutations", test: MUTATIONS },
    { name: "offline-light", test: OFFLINE_LIGHT },
    { name: "staff-kit", test: STAFF_KIT },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "../../public",
  plugins: [
    // Lingui's macros (<Trans>, t, plural) become message lookups before React's transform sees them.
    linguiMacros(),
    react(),
    lingui(),
    tailwindcss(),
    imageVariants(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: wouter's import of the shim gets React's own.
    alias: [
      // recharts (the staff impact report) asks for the shim's with-selector, whose require of the
      // shim above would make the shared runtime carry CommonJS-from-ESM helpers on every page:
      // React 19's own with-selector needs only React.
      {
        find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, "src/client/lib/use-sync-external-store.ts"),
      },
    ],
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // Vite's preload helper asks for rel=preload where a browser lacks rel=modulepreload (Safari
    // before 17, Firefox before 115), and the server's HTML has no modulepreload links: the
    // polyfill, in every route's app chunk, had nothing to do (about 0.25 kB gzip).
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Constants a page imports from src/shared/rules are written into the page where it uses
          // them; without this, a constant that several lazy pages share becomes a chunk of its
          // own, one more request and one more preload entry on every page (decision 0006).
          optimization: { inlineConst: { mode: "all" as const } },
          output: { codeSplitting: { groups: chunkGroups() } },
        },
  },
  ssr: {
    // Bundle everything the server renders, so dist/ssr runs without Vite at run time.
    noExternal: true,
  },
}));
