import type { Readable } from "node:stream";

/** What a stored file is: enough to answer a request for it (range-serve.ts). */
export interface StoredFile {
  size: number;
  contentType: string;
  lastModified: Date;
  /** A strong validator: it changes whenever the bytes may have (If-Range compares it exactly). */
  etag: string;
}

/** Inclusive byte offsets, as in a Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file on this machine (moved into storage by copy), or a stream with its size when known. */
export type PutSource = { path: string } | { stream: Readable; size?: number };

/**
 * Uploaded files and video renditions, wherever they live: the local folder (local.ts) or an
 * S3-compatible bucket (s3.ts). Keys are relative paths ("videos/{id}/240.mp4", checked by
 * checkKey); a key's extension gives its type where the driver keeps none.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, source: PutSource, contentType?: string): Promise<StoredFile>;
  /**
   * Copies a stored file to another key within the store: on S3 a server-side copy (the bytes
   * never pass through the app; S3 copies up to 5 GB at once). Throws StorageNotFoundError when
   * the file is gone.
   */
  copy(fromKey: string, toKey: string, contentType?: string): Promise<StoredFile>;
  /** undefined when there is no such file. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The file's bytes, or the range's; throws StorageNotFoundError when it is gone. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deleting a missing file is fine. */
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder ("videos/{id}/"); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * S3 only: a short-lived address the client fetches the file from (the route has checked
   * access), answering with the given type and disposition.
   */
  presignedUrl?(key: string, options?: PresignOptions): Promise<string>;
  /** Local only: the file's path, for tools that read files (ffmpeg, sharp). */
  localPath?(key: string): string;
  /** Lets go of connections (S3); the app calls it on close. */
  close?(): void;
}

export interface PresignOptions {
  expiresInSeconds?: number;
  contentType?: string;
  contentDisposition?: string;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Not in storage: ${key}`);
    this.name = "StorageNotFoundError";
  }
}

export class StorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Storage key ${JSON.stringify(key.slice(0, 200))} ${reason}`);
    this.name = "StorageKeyError";
  }
}

const KEY_MAX = 512;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A key is a relative path of plain segments (letters, digits, ".", "_", "-"): no "..", no
 * absolute path, no backslash, no empty segment. The same key then means the same file on disk
 * and in a bucket, and can't reach outside the storage root.
 */
export function checkKey(key: string): string {
  if (key.length === 0 || key.length > KEY_MAX) throw new StorageKeyError(key, `must be 1 to ${KEY_MAX} characters`);
  for (const segment of key.split("/")) {
    if (segment === "." || segment === "..") throw new StorageKeyError(key, "must not hold . or .. segments");
    if (!SEGMENT.test(segment)) {
      throw new StorageKeyError(key, "must be a relative path of letters, digits, '.', '_' and '-' segments");
    }
  }
  return key;
}

/** A folder prefix for deletePrefix: a valid key followed by "/". */
export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith("/")) throw new StorageKeyError(prefix, "must end with / (a folder)");
  checkKey(prefix.slice(0, -1));
  return prefix;
}

const TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4a: "audio/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
  srt: "application/x-subrip",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
};

/** The type a key's extension names; application/octet-stream for any other. */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf(".");
  const extension = dot > key.lastIndexOf("/") ? key.slice(dot + 1).toLowerCase() : "";
  return TYPES[extension] ?? "application/octet-stream";
}
