/**
 * A video's poster through the image variants (issue 22): the JPEG frame transcode.ts makes is
 * encoded by the images module as course images are (AVIF, WebP and JPEG at each of IMAGE_WIDTHS,
 * never upscaled), and the variants are stored beside it, named as shared/rules/images.ts names
 * them ("poster.jpg" → "poster-480.webp"). The poster's URL stays the JPEG's; a page asks for a
 * variant by its name, and until one exists (a video made before variants were) the JPEG is served.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseVariantName, variantPath, VARIANT_CONTENT_TYPES } from "../../../shared/rules/images.js";
import type { Storage } from "../../storage/index.js";
import { encodeVariants } from "../images/index.js";

export const POSTER_FILE = "poster.jpg";

/** A made variant of the poster: its file name (as in storage) and where it is on this machine. */
export interface PosterVariantFile {
  name: string;
  path: string;
}

/** Encodes the poster's variants into `outDir` (made if missing); answers them, ready for storePosterVariants. */
export async function makePosterVariants(posterPath: string, outDir: string): Promise<PosterVariantFile[]> {
  await mkdir(outDir, { recursive: true });
  const made: PosterVariantFile[] = [];
  await encodeVariants(await readFile(posterPath), "jpg", async (width, format, data) => {
    const name = variantPath(POSTER_FILE, width, format);
    const path = join(outDir, name);
    await writeFile(path, data);
    made.push({ name, path });
  });
  return made;
}

/** Puts the variants into storage beside the poster (`videos/{id}/poster-480.webp`). */
export async function storePosterVariants(storage: Storage, posterKey: string, variants: readonly PosterVariantFile[]) {
  const folder = posterKey.slice(0, posterKey.lastIndexOf("/") + 1);
  for (const { name, path } of variants) {
    const format = name.slice(name.lastIndexOf(".") + 1) as keyof typeof VARIANT_CONTENT_TYPES;
    await storage.put(`${folder}${name}`, { path }, VARIANT_CONTENT_TYPES[format]);
  }
}

/** The storage key a variant's file name stands for beside the poster, or undefined when it names none. */
export function posterVariantKey(posterKey: string, file: string): string | undefined {
  const slash = posterKey.lastIndexOf("/");
  if (!parseVariantName(file, posterKey.slice(slash + 1))) return undefined;
  return `${posterKey.slice(0, slash + 1)}${file}`;
}
