import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  checkKey,
  checkPrefix,
  contentTypeOfKey,
  StorageNotFoundError,
  type ByteRange,
  type PresignOptions,
  type PutSource,
  type Storage,
  type StoredFile,
} from "./storage.js";

export interface S3StorageOptions {
  bucket: string;
  /** Keys live under it ("academy/" + key); "" for the bucket's root. */
  prefix: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Spaces...); AWS itself when unset. */
  endpoint?: string;
  /** bucket in the path (endpoint/bucket/key) rather than the host name: most non-AWS services. */
  forcePathStyle: boolean;
  /** Without them, the SDK's default chain (environment, instance role...) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long a presigned address lasts, in seconds. */
  presignSeconds: number;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

/**
 * An S3-compatible bucket, through the AWS SDK v3. Files are served by presigned redirects
 * (range-serve.ts), so the bucket or a CDN in front of it carries the bytes, not the app.
 */
export class S3Storage implements Storage {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly presignSeconds: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
    this.presignSeconds = options.presignSeconds;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: since SDK 3.729 every upload carries a CRC32 by
      // default, which several S3-compatible services refuse.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private objectKey(key: string) {
    return this.prefix + checkKey(key);
  }

  async put(key: string, source: PutSource, contentType = contentTypeOfKey(key)): Promise<StoredFile> {
    const Key = this.objectKey(key);
    if ("stream" in source && source.size === undefined) {
      // A single PUT needs the length first: a stream of unknown size is spooled to a file.
      const folder = await mkdtemp(join(tmpdir(), "tsa-s3-put-"));
      try {
        const path = join(folder, "file");
        await pipeline(source.stream, createWriteStream(path));
        return await this.put(key, { path }, contentType);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }
    const body =
      "path" in source
        ? { Body: createReadStream(source.path), ContentLength: (await stat(source.path)).size }
        : { Body: source.stream, ContentLength: source.size };
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, ContentType: contentType, ...body }));
    const stored = await this.stat(key);
    if (!stored) throw new StorageNotFoundError(key);
    return stored;
  }

  async copy(fromKey: string, toKey: string, contentType = contentTypeOfKey(toKey)): Promise<StoredFile> {
    // Keys are plain segments (checkKey), so the source needs no escaping beyond its slashes.
    const CopySource = `${this.bucket}/${this.objectKey(fromKey)}`;
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(toKey),
          CopySource,
          ContentType: contentType,
          MetadataDirective: "REPLACE",
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(fromKey);
      throw error;
    }
    const stored = await this.stat(toKey);
    if (!stored) throw new StorageNotFoundError(toKey);
    return stored;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeOfKey(key),
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the body is the HTTP response, a Readable.
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const Prefix = this.prefix + checkPrefix(prefix);
    let deleted = 0;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        // At most 1000 keys a page, as DeleteObjects takes.
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        deleted += keys.length;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return deleted;
  }

  presignedUrl(key: string, options: PresignOptions = {}): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
        ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
      }),
      { expiresIn: options.expiresInSeconds ?? this.presignSeconds },
    );
  }

  /** Closes the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
