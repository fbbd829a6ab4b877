import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "tsa-config-"));

/** The problems loadConfig names for these settings. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("storage settings", () => {
  it("stores in the upload folder by default", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: "local", root: join(dir, "uploads") });
    expect(loadConfig({ DATA_DIR: dir, UPLOAD_DIR: join(dir, "files") }).storage).toEqual({
      kind: "local",
      root: join(dir, "files"),
    });
  });

  it("stores in a bucket with STORAGE_URL=s3://bucket/prefix and the S3 settings", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE_URL: "s3://academy-media/prod/videos/",
      S3_ENDPOINT: "https://s3.example.org",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-example",
      S3_FORCE_PATH_STYLE: "true",
      STORAGE_PRESIGN_SECONDS: "300",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "academy-media",
      prefix: "prod/videos",
      region: "eu-west-1",
      endpoint: "https://s3.example.org",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret-example" },
      presignSeconds: 300,
    });
    // Without keys the SDK's own chain (environment, instance role) applies; AWS by default.
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE_URL: "s3://academy-media" }).storage).toEqual({
      kind: "s3",
      bucket: "academy-media",
      prefix: "",
      region: "us-east-1",
      forcePathStyle: false,
      presignSeconds: 3600,
    });
  });

  it("names a bad bucket address, half a key pair and S3 settings without a bucket, never the secret", () => {
    for (const url of ["s3://", "s3://A_Bucket", "s3://ab", "https://bucket", "s3://bucket/../up", "s3://bucket//x"]) {
      expect(problems({ STORAGE_URL: url }), url).toEqual([
        expect.stringMatching(/^STORAGE_URL must be s3:\/\/bucket/),
      ]);
    }
    expect(problems({ STORAGE_URL: "s3://bucket", S3_SECRET_ACCESS_KEY: "very-secret-value" })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
    ]);
    const withoutBucket = problems({
      S3_ENDPOINT: "https://s3.example.org",
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "very-secret-value",
    });
    expect(withoutBucket).toEqual([
      expect.stringMatching(/^S3_ENDPOINT is set but STORAGE_URL is not/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID is set but STORAGE_URL is not/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY is set but STORAGE_URL is not/),
    ]);
    expect(withoutBucket.join("\n")).not.toContain("very-secret-value");
    expect(problems({ STORAGE_URL: "s3://bucket", S3_ENDPOINT: "not a url" })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT must be an absolute http\(s\) URL/),
    ]);
    expect(problems({ STORAGE_URL: "s3://bucket", STORAGE_PRESIGN_SECONDS: "5" })).toEqual([
      expect.stringMatching(/^STORAGE_PRESIGN_SECONDS must be 10 to 604800/),
    ]);
  });
});
