/**
 * Variants of uploaded course images. The upload is stored first and the record points at it
 * (/api/uploads/{id}/{name}); the variants are made after the response, one upload at a time,
 * into uploadDir/variants/{id}/{width}.{format}. Until a variant exists the original is served
 * in its place, so the page works from the first moment.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fallbackFormat, type VariantFormat } from "../../../shared/rules/images.js";
import { encodeVariants } from "./variants.js";

export interface VariantLog {
  error(details: object, message: string): void;
}

const variantsDir = (uploadDir: string, id: string) => join(uploadDir, "variants", id);
/** Says the last try failed, and when (its time): the original is served until the next try. */
const failedMarker = (dir: string) => `${dir}.failed`;

/**
 * A set that failed is tried again this much later, not on every request for one of its
 * variants: a file libvips can't read fails the same way each time, and a course list asks for
 * a dozen variants of each image.
 */
export const VARIANT_RETRY_AFTER_MS = 6 * 60 * 60 * 1000;
/** A set half made this long ago belongs to a process that died making it. */
export const PARTIAL_VARIANTS_MAX_AGE_MS = 60 * 60 * 1000;

/** Work under way, by upload id: a second request for the same upload waits for the first. */
const making = new Map<string, Promise<void>>();
/** One upload at a time: encoding takes both cores' worth of libvips threads already. */
let queue: Promise<unknown> = Promise.resolve();

async function make(uploadDir: string, upload: { id: string; fileName: string }, log: VariantLog) {
  const fallback = fallbackFormat(`/${upload.fileName}`);
  if (!fallback) return;
  const dir = variantsDir(uploadDir, upload.id);
  if (await stat(join(dir, "done")).catch(() => null)) return;
  const failed = await stat(failedMarker(dir)).catch(() => null);
  if (failed && Date.now() - failed.mtimeMs < VARIANT_RETRY_AFTER_MS) return;
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
    await rm(failedMarker(dir), { force: true });
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // The original keeps being served; a request for a variant after VARIANT_RETRY_AFTER_MS tries again.
    await mkdir(join(uploadDir, "variants"), { recursive: true }).catch(() => undefined);
    await writeFile(failedMarker(dir), new Date().toISOString()).catch(() => undefined);
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
  const dir = variantsDir(uploadDir, id);
  await Promise.all([rm(dir, { recursive: true, force: true }), rm(failedMarker(dir), { force: true })]);
}

/**
 * Deletes half-made sets ("{id}.{pid}.part") left by a process that was killed while making them
 * (kill -9, a container stopped). Only old ones: another process may be making one right now.
 * Returns how many it deleted.
 */
export async function sweepPartialVariants(uploadDir: string, now = Date.now()): Promise<number> {
  const root = join(uploadDir, "variants");
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".part"))) {
    const info = await stat(join(root, name)).catch(() => null);
    if (!info || now - info.mtimeMs < PARTIAL_VARIANTS_MAX_AGE_MS) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
