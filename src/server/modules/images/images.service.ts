/**
 * Variants of uploaded course images. The upload is stored first and the record points at it
 * (/api/uploads/{id}/{name}); the variants are made after the response, one upload at a time,
 * into uploadDir/variants/{id}/{width}.{format}. Until a variant exists the original is served
 * in its place, so the page works from the first moment.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fallbackFormat, type VariantFormat } from "../../../shared/rules/images.js";
import { encodeVariants } from "./variants.js";

export interface VariantLog {
  error(details: object, message: string): void;
}

const variantsDir = (uploadDir: string, id: string) => join(uploadDir, "variants", id);

/** Work under way, by upload id: a second request for the same upload waits for the first. */
const making = new Map<string, Promise<void>>();
/** One upload at a time: encoding takes both cores' worth of libvips threads already. */
let queue: Promise<unknown> = Promise.resolve();

async function make(uploadDir: string, upload: { id: string; fileName: string }, log: VariantLog) {
  const fallback = fallbackFormat(`/${upload.fileName}`);
  if (!fallback) return;
  const dir = variantsDir(uploadDir, upload.id);
  if (await stat(join(dir, "done")).catch(() => null)) return;
  const partial = `${dir}.${process.pid}.part`;
  try {
    const input = await readFile(join(uploadDir, upload.id));
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    const size = await encodeVariants(input, fallback, (width, format, data) =>
      writeFile(join(partial, `${width}.${format}`), data),
    );
    await writeFile(join(partial, "done"), JSON.stringify(size));
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // The original keeps being served; the next request for a variant tries again.
    log.error({ err: error, uploadId: upload.id }, "Making image variants failed");
  }
}

/**
 * Starts making the upload's variants (once, whoever asks) and returns the promise of that work,
 * which never rejects. Callers on a request's path don't wait for it.
 */
export function makeUploadVariants(uploadDir: string, upload: { id: string; fileName: string }, log: VariantLog) {
  const running = making.get(upload.id);
  if (running) return running;
  const work = queue.then(() => make(uploadDir, upload, log)).finally(() => making.delete(upload.id));
  queue = work;
  making.set(upload.id, work);
  return work;
}

/** Waits until no variants are being made (tests). An interrupted set is made again on first view. */
export async function settleUploadVariants(): Promise<void> {
  while (making.size > 0) await Promise.all(making.values());
}

/** The variant's file if it has been made, else null. */
export async function findUploadVariant(
  uploadDir: string,
  id: string,
  width: number,
  format: VariantFormat,
): Promise<{ path: string; size: number } | null> {
  const path = join(variantsDir(uploadDir, id), `${width}.${format}`);
  const info = await stat(path).catch(() => null);
  return info ? { path, size: info.size } : null;
}

/** Deletes an upload's variants (with the upload itself, when it is swept). */
export async function removeUploadVariants(uploadDir: string, id: string) {
  await rm(variantsDir(uploadDir, id), { recursive: true, force: true });
}
