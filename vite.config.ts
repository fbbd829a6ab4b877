import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { MIN_COMPRESS_BYTES } from "./src/server/plugins/compression";

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

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), precompress()],
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
          output: {
            // Everything the entry loads statically goes into one chunk. Without this, each module
            // that a lazy page shares with the entry (an icon, a helper) becomes a chunk of its own:
            // some twenty requests on every first visit (rolldown/rolldown#10731). The entry
            // (index.html and entry-client.tsx) stays out: it awaits the page's chunk, which imports
            // from this one, so sharing a chunk with it would deadlock.
            codeSplitting: {
              groups: [
                {
                  name: "app",
                  tags: ["$initial" as const],
                  test: (id: string) => !/\/(?:entry-client\.tsx|index\.html)$/.test(id),
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundle everything the server renders, so dist/ssr runs without Vite at run time.
    noExternal: true,
  },
}));
