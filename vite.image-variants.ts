import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { encodeVariants, type ImageSize } from "./src/server/modules/images/variants.js";
import { IMAGE_WIDTHS, fallbackFormat, variantPath } from "./src/shared/rules/images.js";

/** What the build made: each raster image's address and size, written to images/variants.json. */
export interface VariantsManifest {
  widths: readonly number[];
  images: Record<string, ImageSize>;
}

export interface BuildVariantsResult {
  manifest: VariantsManifest;
  /** Images encoded this time; the others came from the cache. */
  encoded: string[];
  reused: string[];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested: string[][] = [];
  for (const entry of entries) {
    nested.push(entry.isDirectory() ? await filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]);
  }
  return nested.flat().sort();
}

/**
 * Makes the variants of every raster image under publicDir/images (SVGs stay as they are) into
 * outDir/images, beside the original: "courses/bench.jpg" → "courses/bench-480.avif" and so on
 * (src/shared/rules/images.ts names them). Encoding is slow, so each image's variants are kept
 * in cacheDir under the hash of its bytes, and a rebuild only copies them.
 */
export async function buildImageVariants(options: {
  publicDir: string;
  outDir: string;
  cacheDir: string;
}): Promise<BuildVariantsResult> {
  const root = join(options.publicDir, "images");
  const result: BuildVariantsResult = { manifest: { widths: IMAGE_WIDTHS, images: {} }, encoded: [], reused: [] };
  for (const file of await filesUnder(root)) {
    const src = `/images/${relative(root, file).split(sep).join("/")}`;
    const fallback = fallbackFormat(src);
    if (!fallback) continue;
    const bytes = await readFile(file);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    const cached = join(options.cacheDir, `${hash}-${fallback}`);
    const sizeFile = join(cached, "size.json");
    let size = await readFile(sizeFile, "utf8").then(
      (text) => JSON.parse(text) as ImageSize,
      () => null,
    );
    if (size) {
      result.reused.push(src);
    } else {
      const partial = `${cached}.${process.pid}.part`;
      await mkdir(partial, { recursive: true });
      size = await encodeVariants(bytes, fallback, (width, format, data) =>
        writeFile(join(partial, `${width}.${format}`), data),
      );
      await writeFile(join(partial, "size.json"), JSON.stringify(size));
      await mkdir(dirname(cached), { recursive: true });
      // Whole or not at all: another build that got there first is as good.
      await rename(partial, cached).catch(async () => undefined);
      result.encoded.push(src);
    }
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["avif", "webp", fallback] as const) {
        const target = join(options.outDir, variantPath(src, width, format).slice(1));
        await mkdir(dirname(target), { recursive: true });
        await copyFile(join(cached, `${width}.${format}`), target);
      }
    }
    result.manifest.images[src] = size;
  }
  await mkdir(join(options.outDir, "images"), { recursive: true });
  await writeFile(join(options.outDir, "images", "variants.json"), `${JSON.stringify(result.manifest, null, 2)}\n`);
  return result;
}

/** The client build's step: variants of public/images into dist/client/images (not in the SSR build). */
export function imageVariants(): Plugin {
  let config: { root: string; outDir: string; publicDir: string; cacheDir: string; ssr: boolean } | undefined;
  return {
    name: "tsa-image-variants",
    apply: "build",
    configResolved(resolved) {
      config = {
        root: resolved.root,
        outDir: resolve(resolved.root, resolved.build.outDir),
        publicDir: resolved.publicDir,
        cacheDir: join(resolved.cacheDir, "image-variants"),
        ssr: Boolean(resolved.build.ssr),
      };
    },
    async writeBundle() {
      if (!config || config.ssr || !config.publicDir) return;
      const { encoded, reused } = await buildImageVariants(config);
      this.info(`image variants: ${encoded.length} encoded, ${reused.length} from the cache`);
    },
  };
}
