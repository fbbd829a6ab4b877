import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { StorageConfig } from "../../src/server/config.js";

export interface TestBucket {
  /** The S3 settings for this bucket, as loadConfig would make them. */
  env: Record<string, string>;
  storage: Extract<StorageConfig, { kind: "s3" }>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port with one bucket, its files in a temporary
 * folder removed on close. It takes any keys; path-style addresses, as most S3-compatible services.
 * s3rver stores multipart uploads but can't list or abort them, which @tus/s3-store needs: those
 * three calls are answered by `multipartListing` below, from s3rver's own upload folders.
 */
export async function startTestBucket(bucket = "tsa-test", prefix = "academy"): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), "tsa-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Before s3rver's own routes, which answer these with 405 or NotImplemented.
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(
    multipartListing(join(directory, bucket, `._S3rver_uploads`), bucket),
  );
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    storage: {
      kind: "s3",
      bucket,
      prefix,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials,
      presignSeconds: 60,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The part of a Koa context (s3rver is a Koa app) that the listing below uses. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * ListParts (GET ?uploadId), AbortMultipartUpload (DELETE ?uploadId) and ListMultipartUploads
 * (GET bucket?uploads, with prefix) as S3 answers them, over s3rver's folder of multipart uploads
 * (one folder per upload id holding `key`, and each part `N` with `N.md5`). One page each.
 */
function multipartListing(uploadsFolder: string, bucket: string): Middleware {
  const uploadFolder = (uploadId: string) => join(uploadsFolder, uploadId.replace(/[^0-9a-f]/g, ""));
  const noSuchUpload = (ctx: KoaContext) => {
    ctx.status = 404;
    ctx.type = "application/xml";
    ctx.body = xml("<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>");
  };
  return async (ctx, next) => {
    const [, pathBucket, ...keyParts] = ctx.path.split("/");
    if (pathBucket !== bucket) return next();
    const key = keyParts.map(decodeURIComponent).join("/");
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : undefined;
    if (key && uploadId && (ctx.method === "GET" || ctx.method === "DELETE")) {
      const folder = uploadFolder(uploadId);
      const storedKey = await readFile(join(folder, "key"), "utf8").catch(() => undefined);
      if (storedKey !== key) return noSuchUpload(ctx);
      if (ctx.method === "DELETE") {
        await rm(folder, { recursive: true, force: true });
        ctx.status = 204;
        return;
      }
      const numbers = (await readdir(folder))
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (number) => {
          const info = await stat(join(folder, String(number)));
          const md5 = await readFile(join(folder, `${number}.md5`), "utf8");
          return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      ctx.type = "application/xml";
      ctx.body = xml(
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
      );
      return;
    }
    if (!key && ctx.method === "GET" && "uploads" in ctx.query) {
      const prefix = typeof ctx.query.prefix === "string" ? ctx.query.prefix : "";
      const ids = await readdir(uploadsFolder).catch(() => [] as string[]);
      const uploads = (
        await Promise.all(
          ids.map(async (id) => {
            const keyFile = join(uploadFolder(id), "key");
            const stored = await readFile(keyFile, "utf8").catch(() => undefined);
            if (stored === undefined || !stored.startsWith(prefix)) return [];
            const initiated = (await stat(keyFile)).mtime.toISOString();
            return [
              `<Upload><Key>${escapeXml(stored)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
            ];
          }),
        )
      ).flat();
      ctx.type = "application/xml";
      ctx.body = xml(
        `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><Prefix>${escapeXml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join("")}</ListMultipartUploadsResult>`,
      );
      return;
    }
    return next();
  };
}
