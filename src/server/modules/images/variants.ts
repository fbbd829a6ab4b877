/**
 * Makes the variants of one raster image with sharp: AVIF, WebP and a JPEG or PNG fallback at
 * each of IMAGE_WIDTHS, never wider than the original. Shared by the client build
 * (vite.image-variants.ts: public/images) and the uploads (course images staff upload).
 */
import sharp, { type Sharp } from "sharp";
import {
  IMAGE_WIDTHS,
  type FallbackFormat,
  type ImageWidth,
  type VariantFormat,
} from "../../../shared/rules/images.js";
import { MAX_IMAGE_PIXELS } from "./dimensions.js";

export interface ImageSize {
  width: number;
  height: number;
}

export type WriteVariant = (width: ImageWidth, format: VariantFormat, data: Buffer) => Promise<void>;

/** Encodes every variant of `input` and hands each to `write`; returns the original's size (upright). */
export async function encodeVariants(input: Buffer, fallback: FallbackFormat, write: WriteVariant): Promise<ImageSize> {
  // rotate(): a phone photo's EXIF orientation applied, so width and height are as shown.
  // Uploads are checked at the door (dimensions.ts); the limit stays for files stored before that.
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const { info } = await base.clone().toBuffer({ resolveWithObject: true });
  for (const width of IMAGE_WIDTHS) {
    const resized = base.clone().resize({ width, withoutEnlargement: true });
    const encoders: Record<VariantFormat, () => Sharp> = {
      avif: () => resized.clone().avif({ quality: 50, effort: 4 }),
      webp: () => resized.clone().webp({ quality: 75 }),
      jpg: () => resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }),
      png: () => resized.clone().png({ compressionLevel: 9 }),
    };
    for (const format of ["avif", "webp", fallback] as const) {
      await write(width, format, await encoders[format]().toBuffer());
    }
  }
  return { width: info.width, height: info.height };
}
