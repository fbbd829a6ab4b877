import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../src/server/plugins/errors.js";
import {
  createStorage,
  LocalStorage,
  parseRange,
  S3Storage,
  sendStoredFile,
  StorageKeyError,
  StorageNotFoundError,
  type Storage,
} from "../../src/server/storage/index.js";
import { createTestApp } from "../support/app.js";
import { startTestBucket, type TestBucket } from "../support/s3.js";

/** 100 kB that differ byte to byte, so a wrong offset shows. */
const video = Buffer.from(Array.from({ length: 100_000 }, (_, index) => (index * 7 + (index >> 8)) % 256));
const captions = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n");
const VIDEO = "videos/v1/240.mp4";

/** [name, Range header, first byte, last byte]: the ranges a player asks for. */
const RANGES: [string, string, number, number][] = [
  ["first byte", "bytes=0-0", 0, 0],
  ["first 64 kB", "bytes=0-65535", 0, 65_535],
  ["middle", "bytes=40000-49999", 40_000, 49_999],
  ["last byte", "bytes=99999-99999", 99_999, 99_999],
  ["open-ended", "bytes=90000-", 90_000, 99_999],
  ["past the end, clamped", "bytes=99000-200000", 99_000, 99_999],
  ["suffix", "bytes=-500", 99_500, 99_999],
];

/** A route that serves any stored file, as the video routes will after their access checks. */
async function serve(storage: Storage): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get<{ Params: { "*": string } }>("/files/*", (request, reply) =>
    sendStoredFile(request, reply, storage, request.params["*"]),
  );
  await app.ready();
  return app;
}

/** A storage of the driver with the test files in it. */
async function openStorage(driver: "local" | "s3") {
  const folder = mkdtempSync(join(tmpdir(), "tsa-storage-"));
  const bucket: TestBucket | undefined = driver === "s3" ? await startTestBucket() : undefined;
  const storage = createStorage(bucket ? bucket.storage : { kind: "local", root: join(folder, "uploads") });
  const source = join(folder, "source.mp4");
  writeFileSync(source, video);
  await storage.put(VIDEO, { path: source });
  await storage.put("videos/v1/en.vtt", { stream: Readable.from([captions]) }, "text/vtt; charset=utf-8");
  return {
    storage,
    async close() {
      if (storage instanceof S3Storage) storage.close();
      await bucket?.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.each(["local", "s3"] as const)("the %s storage driver", (driver) => {
  let opened: Awaited<ReturnType<typeof openStorage>>;
  let storage: Storage;
  beforeAll(async () => {
    opened = await openStorage(driver);
    storage = opened.storage;
    expect(storage).toBeInstanceOf(driver === "s3" ? S3Storage : LocalStorage);
  });
  afterAll(() => opened?.close());

  it("stores from a path or a stream and tells size and type", async () => {
    expect(await storage.stat(VIDEO)).toMatchObject({ size: video.length, contentType: "video/mp4" });
    const vtt = await storage.stat("videos/v1/en.vtt");
    expect(vtt).toMatchObject({ size: captions.length, contentType: "text/vtt; charset=utf-8" });
    expect(vtt!.etag).toMatch(/^"/);
    expect(await storage.stat("videos/v1/none.mp4")).toBeUndefined();
    expect((await buffer(await storage.read(VIDEO))).equals(video)).toBe(true);
  });

  // s3rver 3.7 reads "bytes=0-0" as the whole file (S3 itself doesn't): that one on the local driver only.
  it.each(RANGES.filter(([name]) => driver === "local" || name !== "first byte"))(
    "reads the range the app computes (%s)",
    async (_name, header, start, end) => {
      const wanted = parseRange(header, video.length);
      expect(wanted).toEqual({ kind: "range", start, end });
      const bytes = await buffer(await storage.read(VIDEO, { start, end }));
      expect(bytes.equals(video.subarray(start, end + 1))).toBe(true);
    },
  );

  it("copies a file within the store (on S3 server-side), with the type it is given", async () => {
    const copied = await storage.copy(VIDEO, "videos/v7/source", "application/octet-stream");
    expect(copied).toMatchObject({ size: video.length, contentType: "application/octet-stream" });
    expect((await buffer(await storage.read("videos/v7/source"))).equals(video)).toBe(true);
    expect(await storage.stat(VIDEO)).toMatchObject({ size: video.length });
    await expect(storage.copy("videos/v7/none.mp4", "videos/v7/other")).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.stat("videos/v7/other")).toBeUndefined();
  });

  it("deletes one file, or a folder and everything under it", async () => {
    await storage.put("videos/v9/a.mp4", { stream: Readable.from([video.subarray(0, 10)]), size: 10 });
    await storage.put("videos/v9/sub/b.vtt", { stream: Readable.from([captions]) });
    await storage.put("videos/v90/c.mp4", { stream: Readable.from([captions]) });
    await storage.delete("videos/v9/a.mp4");
    // Deleting what is gone is fine.
    await storage.delete("videos/v9/a.mp4");
    expect(await storage.stat("videos/v9/a.mp4")).toBeUndefined();
    expect(await storage.deletePrefix("videos/v9/")).toBe(1);
    expect(await storage.stat("videos/v9/sub/b.vtt")).toBeUndefined();
    // A folder prefix is a folder: v90 is not under v9/.
    expect(await storage.stat("videos/v90/c.mp4")).toBeDefined();
    expect(await storage.deletePrefix("videos/none/")).toBe(0);
  });

  it("refuses keys that could leave the storage root", async () => {
    for (const key of [
      "../secret",
      "videos/../../etc/passwd",
      "/etc/passwd",
      "a//b",
      "a\\b",
      "",
      "./a",
      "a/.",
      ".hidden",
    ]) {
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    await expect(storage.deletePrefix("videos")).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe("serving from the local folder", () => {
  let opened: Awaited<ReturnType<typeof openStorage>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await openStorage("local");
    app = await serve(opened.storage);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("sends the whole file with Accept-Ranges, its type, length and validators", async () => {
    const answer = await get(`/files/${VIDEO}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["accept-ranges"]).toBe("bytes");
    expect(answer.headers["content-type"]).toBe("video/mp4");
    expect(answer.headers["content-length"]).toBe(String(video.length));
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(answer.headers["last-modified"]).toBeTruthy();
    expect(answer.rawPayload.equals(video)).toBe(true);

    const vtt = await get("/files/videos/v1/en.vtt");
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(vtt.rawPayload.equals(captions)).toBe(true);
  });

  it.each(RANGES)("answers a range (%s) with 206 and its Content-Range", async (_name, range, start, end) => {
    const answer = await get(`/files/${VIDEO}`, { range });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(answer.headers["content-length"]).toBe(String(end - start + 1));
    expect(answer.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range outside the file with 416 and the file's size", async () => {
    for (const range of ["bytes=100000-100010", "bytes=100000-", "bytes=-0"]) {
      const answer = await get(`/files/${VIDEO}`, { range });
      expect(answer.statusCode, range).toBe(416);
      expect(answer.headers["content-range"]).toBe(`bytes */${video.length}`);
      expect(answer.rawPayload.length).toBe(0);
    }
  });

  it("answers several ranges in one request with the whole file", async () => {
    const answer = await get(`/files/${VIDEO}`, { range: "bytes=0-9,20-29" });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(video)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const whole = await app.inject({ method: "HEAD", url: `/files/${VIDEO}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe(String(video.length));
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.length).toBe(0);
    const part = await app.inject({ method: "HEAD", url: `/files/${VIDEO}`, headers: { range: "bytes=10-19" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${video.length}`);
    expect(part.headers["content-length"]).toBe("10");
    expect(part.rawPayload.length).toBe(0);
  });

  it("sends the range only while If-Range names this file, and 304 for a copy that is current", async () => {
    const first = await get(`/files/${VIDEO}`);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect((await get(`/files/${VIDEO}`, { range: "bytes=0-9", "if-range": etag })).statusCode).toBe(206);
    expect((await get(`/files/${VIDEO}`, { range: "bytes=0-9", "if-range": lastModified })).statusCode).toBe(206);
    for (const stale of ['"another"', `W/${etag}`, "Thu, 01 Jan 2015 00:00:00 GMT"]) {
      const changed = await get(`/files/${VIDEO}`, { range: "bytes=0-9", "if-range": stale });
      expect(changed.statusCode, stale).toBe(200);
      expect(changed.rawPayload.length).toBe(video.length);
    }
    const notModified = await get(`/files/${VIDEO}`, { "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect((await get(`/files/${VIDEO}`, { "if-modified-since": lastModified })).statusCode).toBe(304);
    expect((await get(`/files/${VIDEO}`, { "if-none-match": '"another"' })).statusCode).toBe(200);
  });

  it("answers 404 for a missing file and for an address that is no key", async () => {
    expect((await get("/files/videos/v2/240.mp4")).statusCode).toBe(404);
    for (const url of ["/files/videos/%2e%2e/%2e%2e/package.json", "/files/..%2f..%2fpackage.json", "/files/"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain("trade-skills-academy");
    }
  });
});

/**
 * With S3 the app answers with a presigned redirect and the bucket serves the bytes. s3rver
 * answers ranges within the file correctly, so those are checked end to end; it gets a first-byte
 * range ("bytes=0-0"), a suffix range, If-Range and a 416's Content-Range wrong, and checks no
 * presigned signature (s3rver 3.7's lib/controllers/object.js), all of which S3 itself gets
 * right. The driver's reads of the ranges the app computes are checked above.
 */
describe("serving from a bucket by presigned redirect", () => {
  let opened: Awaited<ReturnType<typeof openStorage>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await openStorage("s3");
    app = await serve(opened.storage);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.close();
  });

  /** The app's redirect, then the bucket's answer to the same request at the presigned address. */
  async function follow(url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") {
    const redirect = await app.inject({ method, url, headers });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers["cache-control"]).toBe("no-store");
    const location = String(redirect.headers.location);
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/tsa-test\/academy\/videos\/v1\/.*X-Amz-Expires=60&.*X-Amz-Signature=/,
    );
    const response = await fetch(location, { method, headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  it("redirects to the bucket, which sends the whole file with its type", async () => {
    const { response, body } = await follow(`/files/${VIDEO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(body.equals(video)).toBe(true);
    const vtt = await follow("/files/videos/v1/en.vtt");
    expect(vtt.response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(vtt.body.equals(captions)).toBe(true);
  });

  it.each(RANGES.filter(([name]) => !["first byte", "suffix"].includes(name)))(
    "the bucket answers a range (%s) with 206 and its Content-Range",
    async (_name, range, start, end) => {
      const { response, body } = await follow(`/files/${VIDEO}`, { range });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(body.equals(video.subarray(start, end + 1))).toBe(true);
    },
  );

  it("the bucket answers a range outside the file with 416, and HEAD with the length", async () => {
    expect((await follow(`/files/${VIDEO}`, { range: "bytes=100000-100010" })).response.status).toBe(416);
    const head = await follow(`/files/${VIDEO}`, {}, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-length")).toBe(String(video.length));
  });
});

describe("the app's storage", () => {
  it("is the upload folder by default", async () => {
    const local = await createTestApp();
    try {
      expect(local.app.storage).toBeInstanceOf(LocalStorage);
      expect(local.app.storage.localPath!("videos/v1/240.mp4")).toBe(join(local.config.uploadDir, "videos/v1/240.mp4"));
    } finally {
      await local.close();
    }
  });

  it("is the bucket STORAGE_URL names", async () => {
    const bucket = await startTestBucket();
    const remote = await createTestApp(bucket.env);
    try {
      expect(remote.app.storage).toBeInstanceOf(S3Storage);
      await remote.app.storage.put("videos/v1/en.vtt", { stream: Readable.from([captions]) });
      expect(await opened(bucket, "videos/v1/en.vtt")).toEqual(captions);
    } finally {
      await remote.close();
      await bucket.close();
    }
  });
});

/** A file as the bucket holds it, read with a storage of its own. */
async function opened(bucket: TestBucket, key: string) {
  const storage = new S3Storage({ ...bucket.storage });
  try {
    return await buffer(await storage.read(key));
  } finally {
    storage.close();
  }
}
