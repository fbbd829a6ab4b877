/**
 * An uploaded image's size, read from its header before the upload is kept. libvips decodes a
 * whole image to make its variants: a small file that declares 20000 × 20000 pixels (a
 * decompression bomb) would take gigabytes, so it is refused at the door, never stored nor served.
 */
import sharp from "sharp";
import { AppError, msg } from "../../errors.js";
import type { ImageSize } from "./variants.js";

/** The most pixels (width × height) an uploaded image may have: 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Formats libvips reads that the course image field accepts (its file type check comes first). */
const READABLE_FORMATS = new Set(["jpeg", "png", "webp"]);

const unreadable = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "This image can't be read. Upload a JPEG, PNG or WebP picture.");

/**
 * Reads the image's width and height from its header only (sharp's metadata does not decode the
 * pixels) and refuses it with 415 when it is not an image libvips can read, 413 when it has more
 * than MAX_IMAGE_PIXELS.
 */
export async function checkImageDimensions(path: string): Promise<ImageSize> {
  // limitInputPixels off here only: this check is what tells the size, with its own message.
  const metadata = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width, height, format } = metadata;
  if (!width || !height || !READABLE_FORMATS.has(format)) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      msg(
        "This image is {width} × {height} pixels. Course images can have at most {max} megapixels: make it smaller and upload it again.",
        { width, height, max: MAX_IMAGE_PIXELS / 1_000_000 },
      ),
    );
  }
  return { width, height };
}
