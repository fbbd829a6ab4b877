import type { StorageConfig } from "../config.js";
import { LocalStorage } from "./local.js";
import { S3Storage } from "./s3.js";
import type { Storage } from "./storage.js";

export { sendStoredFile, type SendStoredFileOptions } from "./range-serve.js";
export { parseRange, type RangeRequest } from "./range.js";
export { LocalStorage } from "./local.js";
export { S3Storage, type S3StorageOptions } from "./s3.js";
export * from "./storage.js";

/** The storage the settings name: the local folder by default, a bucket with STORAGE_URL=s3://... */
export function createStorage(config: StorageConfig): Storage {
  if (config.kind === "local") return new LocalStorage(config.root);
  const { kind: _kind, ...options } = config;
  return new S3Storage(options);
}
