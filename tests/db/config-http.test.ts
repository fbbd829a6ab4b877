import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "tsa-config-")), ...env });
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("configuration of timeouts, connections and password hashing", () => {
  it("has defaults that let the largest upload through at the minimum body rate", () => {
    const { http, passwordHashing, uploadMaxBytes } = load();
    expect(http).toEqual({
      headersTimeoutMs: 20_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      minBodyBytesPerSecond: 1024,
      // 10 MB at 1 KiB/s is 10,240 s; plus the headers' 20 s and a minute.
      requestTimeoutMs: 10_320_000,
      maxConnectionsPerAddress: 300,
    });
    expect(http.requestTimeoutMs).toBeGreaterThan((uploadMaxBytes / http.minBodyBytesPerSecond) * 1000);
    expect(passwordHashing.queue).toBe(32);
    // Production's scrypt cost (N = 2^15) unless PASSWORD_HASH_COST says otherwise (test servers).
    expect(passwordHashing.cost).toBe(15);
    expect(passwordHashing.threads).toBeGreaterThanOrEqual(2);
    expect(passwordHashing.threads).toBeLessThanOrEqual(4);
  });

  it("reads each setting, in seconds", () => {
    const { http, passwordHashing } = load({
      HTTP_HEADERS_TIMEOUT_SECONDS: "10",
      HTTP_IDLE_TIMEOUT_SECONDS: "30",
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "2.5",
      HTTP_MIN_BODY_BYTES_PER_SECOND: "4096",
      HTTP_REQUEST_TIMEOUT_SECONDS: "3600",
      MAX_CONNECTIONS_PER_ADDRESS: "50",
      PASSWORD_HASH_THREADS: "3",
      PASSWORD_HASH_QUEUE: "0",
      PASSWORD_HASH_COST: "12",
    });
    expect(http).toEqual({
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 2_500,
      minBodyBytesPerSecond: 4096,
      requestTimeoutMs: 3_600_000,
      maxConnectionsPerAddress: 50,
    });
    expect(passwordHashing).toEqual({ threads: 3, queue: 0, cost: 12 });
  });

  it("follows UPLOAD_MAX_MB and the minimum rate in the default request timeout", () => {
    const { http } = load({ UPLOAD_MAX_MB: "1", HTTP_MIN_BODY_BYTES_PER_SECOND: "2048" });
    expect(http.requestTimeoutMs).toBe((512 + 20 + 60) * 1000);
  });

  it("counts connections per address only when serving directly, not behind a trusted proxy", () => {
    expect(load({ TRUST_PROXY: "false" }).http.maxConnectionsPerAddress).toBe(300);
    for (const trustProxy of ["true", "1", "10.0.0.1,10.0.0.2"]) {
      expect(load({ TRUST_PROXY: trustProxy }).http.maxConnectionsPerAddress, trustProxy).toBeUndefined();
    }
  });

  it("refuses a request timeout that would cut the largest upload, or shorter than the headers' timeout", () => {
    expect(problems({ HTTP_REQUEST_TIMEOUT_SECONDS: "600" })).toEqual([
      "HTTP_REQUEST_TIMEOUT_SECONDS must be at least 10240: an upload of UPLOAD_MAX_MB at HTTP_MIN_BODY_BYTES_PER_SECOND takes that long, and would be cut",
    ]);
    expect(
      problems({ HTTP_REQUEST_TIMEOUT_SECONDS: "5", HTTP_HEADERS_TIMEOUT_SECONDS: "10", UPLOAD_MAX_MB: "0.001" }),
    ).toEqual([
      "HTTP_REQUEST_TIMEOUT_SECONDS must be at least HTTP_HEADERS_TIMEOUT_SECONDS (the headers are part of the request)",
    ]);
  });

  it("names bad values", () => {
    expect(
      problems({
        HTTP_HEADERS_TIMEOUT_SECONDS: "0",
        HTTP_IDLE_TIMEOUT_SECONDS: "soon",
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "-1",
        HTTP_MIN_BODY_BYTES_PER_SECOND: "1.5",
        MAX_CONNECTIONS_PER_ADDRESS: "0",
        PASSWORD_HASH_THREADS: "0",
        PASSWORD_HASH_QUEUE: "-1",
        PASSWORD_HASH_COST: "9",
      }),
    ).toEqual([
      "HTTP_HEADERS_TIMEOUT_SECONDS must be 1 to 600",
      "HTTP_IDLE_TIMEOUT_SECONDS must be a number of seconds",
      "HTTP_KEEP_ALIVE_TIMEOUT_SECONDS must be 0.1 to 600",
      "HTTP_MIN_BODY_BYTES_PER_SECOND must be a whole number",
      "MAX_CONNECTIONS_PER_ADDRESS must be 1 to 100000",
      "PASSWORD_HASH_THREADS must be 1 to 64",
      "PASSWORD_HASH_QUEUE must be 0 to 10000",
      "PASSWORD_HASH_COST must be 10 to 20",
    ]);
  });
});
