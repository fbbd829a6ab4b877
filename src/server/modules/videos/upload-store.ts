import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { S3Store, type MetadataValue } from "@tus/s3-store";
import { ERRORS, type DataStore, type KvStore, type ServerOptions, type Upload } from "@tus/server";
import type { StorageConfig } from "../../config.js";
import type { Storage } from "../../storage/index.js";

/*
 * Where tus keeps an upload until it is whole (issue 22), beside the app's storage driver:
 * - local folder: @tus/file-store in DATA_DIR/tus-uploads (one machine; processes sharing DATA_DIR
 *   share the folder, and the upload locker keeps their writes apart);
 * - S3: @tus/s3-store in the bucket under `{prefix}/tus-uploads/`: one multipart upload per tus
 *   upload (a part per 5 MiB), `{id}.info` with its size and metadata, `{id}.part` for a tail
 *   shorter than a part. Any process can then continue any upload: nothing is kept in one.
 * Either way, unfinished uploads are forgotten a day after they began.
 */

/** Unfinished uploads are forgotten after a day. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The folder of unfinished uploads: DATA_DIR/tus-uploads, or `tus-uploads/` under the bucket's prefix. */
export const UPLOADS_FOLDER = "tus-uploads";
/** An upload's id in its URL: tus's default, 32 hex digits. */
const URL_ID = /^[0-9a-f]{32}$/;

export interface UploadStore {
  readonly datastore: DataStore;
  /** How tus names uploads and finds them from their URL, where the driver needs it. */
  readonly serverOptions: Pick<ServerOptions, "namingFunction" | "generateUrl" | "getFileIdFromRequest">;
  /** The upload id of an upload URL's last segment; undefined when it can't name one. */
  idOf(urlId: string): string | undefined;
  /** Puts a whole upload into the app's storage at `key` (a server-side copy on S3). */
  copyToStorage(upload: Upload, key: string, contentType: string): Promise<void>;
  /** Removes a finished upload's parts; a failure is logged (the sweep removes them later). */
  removeParts(upload: Upload): Promise<void>;
  /** Forgets expired unfinished uploads; safe with several processes at once. Returns how many. */
  sweep(): Promise<number>;
  close(): void;
}

export interface UploadStoreOptions {
  storage: Storage;
  storageConfig: StorageConfig;
  dataDir: string;
  expiryMs?: number;
  /** Logs a leftover that could not be removed (the next sweep tries again). */
  warn: (error: unknown, message: string) => void;
}

export function createUploadStore(options: UploadStoreOptions): UploadStore {
  return options.storageConfig.kind === "s3" ? bucketUploadStore(options) : folderUploadStore(options);
}

const isNotFound = (error: unknown) =>
  error === ERRORS.FILE_NOT_FOUND ||
  (typeof error === "object" &&
    error !== null &&
    "name" in error &&
    ["NotFound", "NoSuchKey", "NoSuchUpload"].includes(String(error.name)));

function folderUploadStore({ storage, dataDir, expiryMs = UPLOAD_EXPIRY_MS, warn }: UploadStoreOptions): UploadStore {
  const directory = join(dataDir, UPLOADS_FOLDER);
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const idOf = (urlId: string) => (URL_ID.test(urlId) ? urlId : undefined);
  return {
    datastore,
    // tus sees the same id as the route's owner check (uploads.ts), or none.
    serverOptions: {
      getFileIdFromRequest: (_request, lastPath) => (lastPath === undefined ? undefined : idOf(lastPath)),
    },
    idOf,
    async copyToStorage(upload, key, contentType) {
      await storage.put(key, { path: join(directory, upload.id) }, contentType);
    },
    async removeParts(upload) {
      await datastore.remove(upload.id).catch((error: unknown) => {
        warn(error, "A finished video upload's parts could not be removed");
      });
    },
    async sweep() {
      // Another process sweeping the shared folder may remove a file first: that is the same result.
      return datastore.deleteExpired().catch((error: unknown) => {
        if (isNotFound(error)) return 0;
        throw error;
      });
    },
    close() {},
  };
}

/**
 * @tus/s3-store whose objects live under the app's prefix, with no cache of an upload's .info in
 * the process (every request reads it, so another process's finish or removal is seen), and a
 * sweep that touches only the uploads' folder of the bucket.
 */
class BucketUploadStore extends S3Store {
  constructor(
    config: Extract<StorageConfig, { kind: "s3" }>,
    /** The object keys' start: `{prefix}/tus-uploads/`. */
    readonly keyPrefix: string,
    expiryMs: number,
  ) {
    super({
      s3ClientConfig: {
        bucket: config.bucket,
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // As storage/s3.ts: checksums only where S3 requires them (S3-compatible services).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      },
      // Parts of 5 MiB (S3's least but for the last), as the editor's chunks: a PATCH is one part.
      partSize: 5 * 1024 * 1024,
      expirationPeriodInMilliseconds: expiryMs,
      // Expiry by the sweep below; object tags are not supported by every S3-compatible service.
      useTags: false,
      cache: noCache,
    });
  }

  /**
   * The expired uploads of this app's folder only (the bucket may hold others' multipart
   * uploads): their multipart uploads aborted, then every object of the folder older than the
   * expiry (.info, .part, a finished upload left by a failure). Another process doing the same
   * at once finds them gone, which is fine.
   */
  override async deleteExpired(): Promise<number> {
    const expiry = this.getExpiration();
    if (expiry === 0) return 0;
    const before = Date.now() - expiry;
    let deleted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        Prefix: this.keyPrefix,
        ...(KeyMarker ? { KeyMarker } : {}),
        ...(UploadIdMarker ? { UploadIdMarker } : {}),
      });
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated.getTime() > before) continue;
        await this.client
          .abortMultipartUpload({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId })
          .then(() => deleted++)
          .catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
          });
      }
      [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [];
    } while (KeyMarker);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: this.keyPrefix,
        ...(ContinuationToken ? { ContinuationToken } : {}),
      });
      const old = (page.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified && object.LastModified.getTime() <= before ? [{ Key: object.Key }] : [],
      );
      if (old.length > 0) {
        await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: old, Quiet: true } });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return deleted;
  }

  close(): void {
    this.client.destroy();
  }
}

/** A KvStore that keeps nothing: s3-store then reads an upload's .info from the bucket each time. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

function bucketUploadStore({
  storage,
  storageConfig,
  expiryMs = UPLOAD_EXPIRY_MS,
  warn,
}: UploadStoreOptions): UploadStore {
  if (storageConfig.kind !== "s3") throw new Error("The bucket upload store needs S3 storage");
  // As S3Storage keys its objects: "{prefix}/" + key, or the key alone without a prefix.
  const storagePrefix = storageConfig.prefix ? `${storageConfig.prefix.replace(/\/+$/, "")}/` : "";
  const keyPrefix = `${storagePrefix}${UPLOADS_FOLDER}/`;
  const datastore = new BucketUploadStore(storageConfig, keyPrefix, expiryMs);
  const idOf = (urlId: string) => (URL_ID.test(urlId) ? keyPrefix + urlId : undefined);
  /** An upload's object as a storage key (relative to the prefix), with a suffix. */
  const storageKey = (upload: Upload, suffix = "") => `${upload.id.slice(storagePrefix.length)}${suffix}`;
  return {
    datastore,
    serverOptions: {
      namingFunction: () => keyPrefix + randomBytes(16).toString("hex"),
      // The URL names the upload by its last segment; the folder is the server's business.
      generateUrl: (_request, { path, id }) => `${path}/${id.slice(keyPrefix.length)}`,
      getFileIdFromRequest: (_request, lastPath) => (lastPath === undefined ? undefined : idOf(lastPath)),
    },
    idOf,
    async copyToStorage(upload, key, contentType) {
      // The multipart upload was completed by the last PATCH: the whole file is one object now.
      await storage.copy(storageKey(upload), key, contentType);
    },
    async removeParts(upload) {
      for (const leftover of [storageKey(upload), storageKey(upload, ".info"), storageKey(upload, ".part")]) {
        await storage.delete(leftover).catch((error: unknown) => {
          warn(error, "A finished video upload's parts could not be removed");
        });
      }
    },
    sweep: () => datastore.deleteExpired(),
    close: () => datastore.close(),
  };
}
