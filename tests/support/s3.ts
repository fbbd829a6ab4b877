import { mkdtempSync, rmSync } from "node:fs";
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
