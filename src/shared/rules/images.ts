/**
 * Responsive images: the widths we make of every raster image (at build for public/images, after
 * the upload for course images) and the variant file names, which the page code and the server
 * share. Zod-free, so the page bundles can import it.
 *
 * A variant's name follows from the image's address alone ("/images/courses/bench.jpg" →
 * "/images/courses/bench-480.avif"), so a page needs no lookup to write its srcset. Images are
 * never upscaled: a width above the original's is the original's size, re-encoded, so every
 * name exists for every image.
 */

/** The widths we make, narrowest first. */
export const IMAGE_WIDTHS = [320, 480, 768, 1200] as const;
/** With "Data saver" on, pages offer only these. */
export const DATA_SAVER_WIDTHS = [320, 480] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The fallback for browsers without AVIF/WebP: PNG for PNG originals (keeps transparency), JPEG otherwise. */
export type FallbackFormat = "jpg" | "png";
export type VariantFormat = "avif" | "webp" | FallbackFormat;

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The fallback format for an image address or file name, or null when we make no variants of it:
 * SVGs (sharp vectors stay as they are), GIFs (may be animated), addresses with a query or a
 * fragment, and other sites' images.
 */
export function fallbackFormat(src: string): FallbackFormat | null {
  if (!src.startsWith("/") || src.startsWith("//") || /[?#]/.test(src)) return null;
  const match = RASTER.exec(src);
  if (!match) return null;
  return match[1]!.toLowerCase() === "png" ? "png" : "jpg";
}

/** The variant's address: the extension replaced by "-{width}.{format}". */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return `${src.replace(RASTER, "")}-${width}.${format}`;
}

/** The srcset of one format: "/a-320.avif 320w, /a-480.avif 480w, …". */
export function srcSet(src: string, format: VariantFormat, widths: readonly number[]): string {
  return widths.map((width) => `${variantPath(src, width, format)} ${width}w`).join(", ");
}

/**
 * Reads a variant's file name back: "bench-480.avif" with original "bench.jpg" is width 480 in
 * AVIF. Null when it names no variant we make of that original.
 */
export function parseVariantName(name: string, original: string): { width: ImageWidth; format: VariantFormat } | null {
  const fallback = fallbackFormat(`/${original}`);
  if (!fallback) return null;
  const match = /^(.*)-(\d{3,4})\.(avif|webp|jpg|png)$/.exec(name);
  if (!match || match[1] !== original.replace(RASTER, "")) return null;
  const width = Number(match[2]);
  const format = match[3] as VariantFormat;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  if (format !== "avif" && format !== "webp" && format !== fallback) return null;
  return { width: width as ImageWidth, format };
}

/**
 * A variant's path read back: "/images/bench-480.avif" is the image "/images/bench" at width 480
 * in AVIF. Null when the path names no variant (an SVG, another file).
 */
export function readVariantPath(path: string): { image: string; width: ImageWidth; format: VariantFormat } | null {
  const match = /^(.+)-(\d{3,4})\.(avif|webp|jpg|png)$/.exec(path);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { image: match[1]!, width: width as ImageWidth, format: match[3] as VariantFormat };
}

/**
 * Of the variants kept of one image, the one to show where another was asked for: the narrowest
 * at least as wide as wanted, else the widest there is. Any format will do: browsers decode an
 * image by its bytes, not by the address that asked for it.
 */
export function closestVariant<Kept extends { width: number }>(kept: readonly Kept[], wanted: number): Kept | null {
  const wideEnough = kept.filter((variant) => variant.width >= wanted).sort((a, b) => a.width - b.width);
  if (wideEnough[0]) return wideEnough[0];
  return [...kept].sort((a, b) => b.width - a.width)[0] ?? null;
}
