/**
 * Copies the local upload folder into the bucket STORAGE_URL names, through the app's own storage
 * driver (the same keys, types and checks as the app): `npx tsx scripts/storage-sync.ts`, with
 * the settings the app will run with (STORAGE_URL, S3_*, and DATA_DIR or UPLOAD_DIR for the source).
 * A file already in the bucket with the same size is skipped, so it can run again after a
 * change, or be stopped and restarted. Nothing is deleted on either side. `--dry-run` lists only.
 * docs/operations.md, "Files in a bucket", has the whole move.
 */
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { loadConfig } from "../src/server/config.js";
import { checkKey, createStorage, StorageKeyError, type S3Storage } from "../src/server/storage/index.js";

const dryRun = process.argv.includes("--dry-run");
const config = loadConfig();
if (config.storage.kind !== "s3") {
  console.error("STORAGE_URL is not set to a bucket (s3://bucket/prefix): nothing to copy to.");
  process.exit(2);
}
const source = config.uploadDir;
const bucket = createStorage(config.storage) as S3Storage;
let copied = 0;
let skipped = 0;
const refused: string[] = [];
for (const entry of await readdir(source, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const key = relative(source, path).split(sep).join("/");
  // Files half-written when the copy began (".{id}.part", "*.part").
  if (key.split("/").some((segment) => segment.startsWith(".")) || key.endsWith(".part")) continue;
  try {
    checkKey(key);
  } catch (error) {
    if (!(error instanceof StorageKeyError)) throw error;
    refused.push(key);
    continue;
  }
  const { size } = await stat(path);
  if ((await bucket.stat(key))?.size === size) {
    skipped += 1;
    continue;
  }
  if (!dryRun) await bucket.put(key, { path });
  copied += 1;
  console.log(`${dryRun ? "would copy" : "copied"} ${key} (${size} bytes)`);
}
bucket.close();
console.log(`${copied} ${dryRun ? "to copy" : "copied"}, ${skipped} already there, from ${source}`);
if (refused.length > 0) {
  console.error(`Not copied, names that are not storage keys:\n  ${refused.join("\n  ")}`);
  process.exit(1);
}
