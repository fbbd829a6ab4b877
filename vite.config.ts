import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { MIN_COMPRESS_BYTES } from "./src/server/plugins/compression";
import { iconCopies } from "./vite.icon-copies";
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

/**
 * Client build only: query-core's infinite-query behaviour (which query.js imports for every query)
 * becomes src/client/lib/no-infinite-queries.ts, 0.6 kB gzip less on every page's first load. The
 * app has no infinite queries; a client module that starts using one fails the build here.
 */
function withoutInfiniteQueries(): Plugin {
  let ssr = false;
  return {
    name: "tsa-without-infinite-queries",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(source, importer) {
      if (ssr || source !== "./infiniteQueryBehavior.js" || !importer?.includes("/@tanstack/query-core/")) return null;
      return resolve(import.meta.dirname, "src/client/lib/no-infinite-queries.ts");
    },
    transform(code, id) {
      if (ssr || id.includes("/node_modules/") || !/\.tsx?$/.test(id)) return null;
      if (/\b(?:useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|InfiniteQueryObserver)\b/.test(code))
        this.error(`${id} uses an infinite query: remove withoutInfiniteQueries from vite.config.ts first`);
      return null;
    },
  };
}

/** The modules the entry loads statically: rolldown's app chunk holds them, and the entry stays out of it. */
const ENTRY_MODULES = /\/src\/client\/(?:entry-client\.tsx|index\.html)$/;
/** Small modules most pages load: in the app chunk although the entry doesn't import them. */
const APP_KIT =
  /\/src\/client\/(?:components\/(?:page-states|ui\/(?:skeleton|card|badge|progress|responsive-image))\.tsx|components\/ui\/use-toast\.ts|lib\/(?:use-hydrated|query-outcome)\.ts)$/;
/**
 * useMutation and what every write does after it (cache updates, the staff managers' mutation),
 * with the light part of offline learning the writing pages use (online state, the completion
 * that queues on the phone, the names shared with the service worker; IndexedDB code stays lazy),
 * and the shared rule of who may read or work on a course's items (the course and quiz pages, both
 * writing pages, show it: a chunk of its own would be one more on each).
 */
const MUTATIONS =
  /\/(?:src\/shared\/rules\/course-access\.ts|src\/client\/lib\/(?:cache-updates|use-admin-mutation)\.ts|src\/client\/features\/offline\/(?:index|names|online|completion|sync-events|use-pending-sync|idempotency|format)\.ts|@tanstack\/react-query\/build\/modern\/useMutation\.js|@tanstack\/query-core\/build\/modern\/mutationObserver\.js)$/;
/**
 * The stars and the language badge, which course cards and the course page show together (/, /courses,
 * /courses/:id): one chunk, not two. /mentorship (stars only) and /blog (badge only) load about
 * 0.5 kB more; /courses/:id comes to 10 chunks, the budget.
 */
const CARD_KIT = /\/src\/client\/components\/ui\/(?:stars|language-badge)\.tsx$/;
/** What the staff list pages share: their list states and the staff queries. */
const STAFF_KIT = /\/src\/client\/(?:components\/staff\/ListState\.tsx|lib\/admin-queries\.ts)$/;

/**
 * How the client build splits its code (measured with `npm run bench`, js: first-load JavaScript
 * per route, gzip, and its chunk count; bench/first-load-baseline.json has the figures).
 *
 * Rolldown puts each module in exactly one chunk, one chunk per set of pages (and dialogs) that
 * load it. A chunk costs about 100-200 B gzip beyond its code on every page that loads it: its
 * import and export lines with hashed file names, the gzip frame, and its file name and index in
 * the preload lists the app chunk carries for every lazy import. Small modules shared by several
 * pages (icons, page states, the form kit, cache helpers) became many chunks of a few hundred
 * bytes, and every route loaded more than before (issue 9). So:
 *
 *  1. app: everything the entry loads statically goes into one chunk. Without this, each module
 *     that a lazy page shares with the entry (an icon, a helper) becomes a chunk of its own: some
 *     twenty requests on every first visit (rolldown/rolldown#10731). The entry (index.html and
 *     entry-client.tsx) stays out: it awaits the page's chunk, which imports from this one, so
 *     sharing a chunk with it would deadlock. The app chunk also takes APP_KIT, the whole-page
 *     states and the skeleton (18 and 22 of the 27 routes load them, the 404 page too): about
 *     150 B more for the routes without them, one chunk less for the others. Issue 11 added the
 *     toast store (the toaster loads after hydration, pages raise toasts), card and badge (17 of
 *     the 20 public routes), progress and query-outcome: about 0.3 kB more for /certificates,
 *     /newsletter/confirm and the 404 page, and two to four chunks fewer for the others, which
 *     brought every public route to 10 chunks or fewer (the budget, bench/first-load-budget.json).
 *     The responsive image (components/ui/responsive-image.tsx) is on most public pages too.
 *  2. mutations: react-query's useMutation with lib/cache-updates and lib/use-admin-mutation,
 *     which the pages that write load together. The student pages that write don't need the
 *     staff helper (about 110 B more for them) and the sign-in page needs useMutation only (about
 *     270 B); the staff pages load one or two chunks less.
 *  3. card-kit: the stars and the language badge, which the course cards and the course page show.
 *  4. staff-kit: ListState and admin-queries, which the staff list pages load together.
 *
 * A group takes the modules its modules import unless an earlier group holds them (rolldown's
 * includeDependenciesRecursively): a module added here must not pull a widely shared one into
 * its chunk (ListState imports the skeleton; with the skeleton outside the app chunk, every
 * page with a skeleton would load the staff kit). Lucide icons are not grouped: each module has
 * its own copy (vite.icon-copies.ts), which did most of the work.
 *
 * Tried and dropped: `entriesAware` groups over lib/ and components/ (with merge thresholds of
 * 0 to 4000 B most routes grew by 0.5-16 kB: subgroups merge by size, not by the pages that
 * load them first); rolldown's experimentalInlineCommonChunks (it needs strictExecutionOrder,
 * whose module wrappers cost more than the chunks it saves); these groups without icon copies
 * (most routes stayed above their size before issue 9).
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
    { name: "card-kit", test: CARD_KIT },
    { name: "staff-kit", test: STAFF_KIT },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "../../public",
  plugins: [
    iconCopies(),
    withoutInfiniteQueries(),
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
