import { randomBytes } from "node:crypto";
import { createWriteStream, type Stats } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  checkKey,
  checkPrefix,
  contentTypeOfKey,
  StorageKeyError,
  StorageNotFoundError,
  type ByteRange,
  type PutSource,
  type Storage,
  type StoredFile,
} from "./storage.js";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Size and modification time in hex, as nginx's ETag: it changes when the file is replaced. */
const etagOf = (info: Stats) => `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/**
 * Files in a folder on this machine (the default: UPLOAD_DIR, under DATA_DIR). The type comes
 * from the key's extension; a file is written beside its place and renamed into it, so a reader
 * never sees half of one.
 */
export class LocalStorage implements Storage {
  readonly kind = "local";
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  localPath(key: string): string {
    const path = resolve(this.root, checkKey(key));
    // checkKey already refuses "..": this is the second lock on the same door.
    if (!path.startsWith(this.root + sep)) throw new StorageKeyError(key, "leaves the storage folder");
    return path;
  }

  async put(key: string, source: PutSource, contentType = contentTypeOfKey(key)): Promise<StoredFile> {
    const path = this.localPath(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString("hex")}.part`;
    try {
      if ("path" in source) await copyFile(source.path, temporary);
      else await pipeline(source.stream, createWriteStream(temporary, { flags: "wx", mode: 0o600 }));
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
    const info = await stat(path);
    return { size: info.size, contentType, lastModified: info.mtime, etag: etagOf(info) };
  }

  async copy(fromKey: string, toKey: string, contentType = contentTypeOfKey(toKey)): Promise<StoredFile> {
    const from = this.localPath(fromKey);
    await stat(from).catch((error: unknown) => {
      throw isMissing(error) ? new StorageNotFoundError(fromKey) : error;
    });
    return this.put(toKey, { path: from }, contentType);
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    const info = await stat(this.localPath(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!info?.isFile()) return undefined;
    return { size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime, etag: etagOf(info) };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    // Opened first, so a missing file is an error here rather than on the stream.
    const handle = await open(this.localPath(key), "r").catch((error: unknown) => {
      throw isMissing(error) ? new StorageNotFoundError(key) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const folder = this.localPath(checkPrefix(prefix).slice(0, -1));
    const files = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    await rm(folder, { recursive: true, force: true });
    return files.filter((entry) => entry.isFile()).length;
  }
}
