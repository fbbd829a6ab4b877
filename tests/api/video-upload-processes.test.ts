import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { videoJobs, videos } from "../../src/db/schema/index.js";
import { createUploadStore, UPLOADS_FOLDER } from "../../src/server/modules/videos/upload-store.js";
import { buildApp } from "../../src/server/app.js";
import { VIDEO_ID_HEADER, VIDEO_UPLOAD_PATH } from "../../src/shared/contracts/videos.forms.js";
import { createTestApp, testConfig, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";
import { startTestBucket, type TestBucket } from "../support/s3.js";

/*
 * Issue 22: a resumable upload that continues in another app process, as behind a load balancer
 * with no sticky sessions. With S3 storage the unfinished upload lives in the bucket
 * (@tus/s3-store); with the local folder, processes share DATA_DIR; on PostgreSQL one request at a
 * time touches an upload, whichever process it reaches (advisory locks). The embedded database
 * is one process by design, so there the S3 upload stops and continues in the same process.
 */

const MiB = 1024 * 1024;
/** The editor's chunk (VIDEO_UPLOAD_CHUNK_BYTES) is S3's least part: 5 MiB. */
const CHUNK = 5 * MiB;
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Instance {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The first process, on a fresh database; the second opens the same database (PostgreSQL only),
 * with the same settings, and the first's DATA_DIR when `shareDataDir`.
 */
async function twoProcesses(env: Record<string, string>, { shareDataDir = false } = {}) {
  const t = await createTestApp({ VIDEO_WORKER: "off", ...env });
  const first: Instance = { app: t.app, origin: await listen(t.app), close: () => t.close() };
  if (!onPostgres) return { t, first, second: first };
  const handle: DatabaseHandle = await openDatabase({ kind: "postgres", url: t.handle.url!, poolSize: 4 });
  const secondEnv = { VIDEO_WORKER: "off", ...env, ...(shareDataDir ? { DATA_DIR: t.config.dataDir } : {}) };
  const app = await buildApp(testConfig(secondEnv), handle, { logger: false });
  await app.ready();
  const second: Instance = {
    app,
    origin: await listen(app),
    async close() {
      await app.close();
      await handle.close();
    },
  };
  return { t, first, second };
}

/** Starts an upload through `instance` with tus-js-client, as the editor does, and drops it once `stopAt` bytes are in. */
function startAndDrop(
  instance: Instance,
  cookie: string,
  data: Buffer,
  metadata: Record<string, string>,
  stopAt: number,
) {
  return new Promise<string>((resolve, reject) => {
    const upload: Upload = new Upload(data, {
      endpoint: `${instance.origin}${VIDEO_UPLOAD_PATH}`,
      headers: { cookie },
      metadata,
      chunkSize: CHUNK,
      retryDelays: null,
      onChunkComplete: (_chunk, accepted) => {
        if (accepted >= stopAt) void upload.abort().then(() => resolve(upload.url!), reject);
      },
      onSuccess: () => reject(new Error("The upload finished before it was dropped")),
      onError: reject,
    });
    upload.start();
  });
}

/** Continues an upload at its URL through `instance`; resolves with the video id the last answer names. */
function resume(instance: Instance, cookie: string, data: Buffer, uploadUrl: string, metadata: Record<string, string>) {
  return new Promise<string | undefined>((resolve, reject) => {
    new Upload(data, {
      endpoint: `${instance.origin}${VIDEO_UPLOAD_PATH}`,
      uploadUrl,
      headers: { cookie },
      metadata,
      chunkSize: CHUNK,
      retryDelays: null,
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader(VIDEO_ID_HEADER)),
      onError: reject,
    }).start();
  });
}

/** The upload's URL as another process answers it (the same path, that process's address). */
const at = (instance: Instance, url: string) => `${instance.origin}${new URL(url).pathname}`;
const head = (url: string, cookie: string) =>
  fetch(url, { method: "HEAD", headers: { "tus-resumable": "1.0.0", cookie } });

/** The upload is resumed on `second` after `first` took its first chunk, and stored whole, once. */
async function dropAndResume(
  { t, first, second }: { t: TestContext; first: Instance; second: Instance },
  course: CourseFixture,
  cookie: string,
) {
  const data = randomBytes(2 * CHUNK + 2 * MiB);
  const metadata = { filename: `resumed-${randomBytes(4).toString("hex")}.mp4`, lessonId: course.lessons[0]!.id };
  const url = await startAndDrop(first, cookie, data, metadata, CHUNK);
  const answer = await head(at(second, url), cookie);
  expect(answer.status).toBe(200);
  expect(Number(answer.headers.get("upload-offset"))).toBe(CHUNK);
  const videoId = await resume(second, cookie, data, at(second, url), metadata);
  expect(videoId).toMatch(/^[0-9a-f-]{36}$/);
  const rows = await t.db.select().from(videos).where(eq(videos.fileName, metadata.filename));
  expect(rows.map((row) => row.id)).toEqual([videoId]);
  expect(rows[0]).toMatchObject({ sourceBytes: data.length, sourceKey: `videos/${videoId}/source` });
  expect(await t.db.select().from(videoJobs).where(eq(videoJobs.videoId, videoId!))).toHaveLength(1);
  const stored = await buffer(await t.app.storage.read(`videos/${videoId}/source`));
  expect(stored.equals(data)).toBe(true);
  // The parts are gone, for every process.
  for (const instance of new Set([first, second])) {
    expect((await head(at(instance, url), cookie)).status).toBe(404);
  }
  return { url, videoId: videoId! };
}

describe("with S3 storage, the unfinished upload lives in the bucket", () => {
  let bucket: TestBucket;
  let processes: Awaited<ReturnType<typeof twoProcesses>>;
  let course: CourseFixture;
  let cookie: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    processes = await twoProcesses(bucket.env);
    course = await createCourseWithContent(processes.t.db, { title: "Pipe fitting" });
    const staffUser = await signedInUser(processes.t.app, { role: "instructor" });
    await joinCourseTeam(processes.t.db, course.course.id, staffUser.user);
    cookie = staffUser.cookie;
  });
  afterAll(async () => {
    if (processes?.second !== processes?.first) await processes?.second.close();
    await processes?.first.close();
    await bucket?.close();
  });

  it(`continues ${onPostgres ? "in another process" : "after a drop"}: one video, one job, the same bytes, no parts left`, async () => {
    const { url } = await dropAndResume(processes, course, cookie);
    const id = new URL(url).pathname.split("/").at(-1)!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const storage = processes.t.app.storage;
    for (const suffix of ["", ".info", ".part"]) {
      expect(await storage.stat(`${UPLOADS_FOLDER}/${id}${suffix}`)).toBeUndefined();
    }
  });

  it("an abandoned upload is kept in the bucket (any process can continue it) until the sweep forgets it", async () => {
    const data = randomBytes(CHUNK + MiB);
    const metadata = { filename: "abandoned.mp4", lessonId: course.lessons[1]!.id };
    const url = await startAndDrop(processes.first, cookie, data, metadata, CHUNK);
    const id = new URL(url).pathname.split("/").at(-1)!;
    const storage = processes.t.app.storage;
    expect(await storage.stat(`${UPLOADS_FOLDER}/${id}.info`)).toBeDefined();
    // A sweep of the bucket's uploads as an app process runs it, with an expiry already past.
    const sweeper = createUploadStore({
      storage,
      storageConfig: bucket.storage,
      dataDir: processes.t.config.dataDir,
      expiryMs: 1,
      warn: () => {},
    });
    const other = createUploadStore({
      storage,
      storageConfig: bucket.storage,
      dataDir: processes.t.config.dataDir,
      expiryMs: 1,
      warn: () => {},
    });
    try {
      // Two processes sweeping at once: each upload is forgotten once, neither fails.
      const [removed, alsoRemoved] = await Promise.all([sweeper.sweep(), other.sweep()]);
      expect(removed + alsoRemoved).toBeGreaterThanOrEqual(1);
      expect(await storage.stat(`${UPLOADS_FOLDER}/${id}.info`)).toBeUndefined();
      expect((await head(at(processes.second, url), cookie)).status).toBe(404);
      expect(await sweeper.sweep()).toBe(0);
    } finally {
      sweeper.close();
      other.close();
    }
  });
});

/** Resolves when the check passes, checking every 20 ms. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let turn = 0; turn < 3000; turn++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("Never happened");
}

// Processes sharing a folder and one PostgreSQL server. PGlite is one process by design.
if (onPostgres) {
  describe("with the local folder shared by processes (PostgreSQL)", () => {
    let processes: Awaited<ReturnType<typeof twoProcesses>>;
    let course: CourseFixture;
    let cookie: string;
    let folder: string;

    beforeAll(async () => {
      processes = await twoProcesses({}, { shareDataDir: true });
      folder = processes.t.config.dataDir;
      course = await createCourseWithContent(processes.t.db, { title: "Bricklaying" });
      const staffUser = await signedInUser(processes.t.app, { role: "instructor" });
      await joinCourseTeam(processes.t.db, course.course.id, staffUser.user);
      cookie = staffUser.cookie;
    });
    afterAll(async () => {
      await processes?.second.close();
      await processes?.first.close();
    });

    it("continues in another process: one video, one job, the same bytes", async () => {
      await dropAndResume(processes, course, cookie);
    });

    it("two PATCHes of one upload in two processes never both write: the second waits its turn", async () => {
      const { first, second } = processes;
      const x = randomBytes(MiB);
      const y = randomBytes(MiB / 2);
      const created = await fetch(`${first.origin}${VIDEO_UPLOAD_PATH}`, {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          cookie,
          "upload-length": String(x.length + y.length),
          "upload-metadata": `filename ${Buffer.from("race.mp4").toString("base64")},lessonId ${Buffer.from(course.lessons[2]!.id).toString("base64")}`,
        },
      });
      expect(created.status).toBe(201);
      const path = new URL(created.headers.get("location")!, first.origin).pathname;
      const id = path.split("/").at(-1)!;
      const partFile = join(folder, UPLOADS_FOLDER, id);

      // Process 1 receives the first quarter of a PATCH, which stays open.
      const quarter = x.length / 4;
      const slow = httpRequest(`${first.origin}${path}`, {
        method: "PATCH",
        headers: {
          "tus-resumable": "1.0.0",
          cookie,
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
          "content-length": String(x.length),
        },
      });
      const slowAnswer = new Promise<{ status: number; offset: string | undefined } | "cut">((resolve) => {
        slow.on("response", (response) => {
          response.resume();
          resolve({ status: response.statusCode!, offset: response.headers["upload-offset"] as string | undefined });
        });
        slow.on("error", () => resolve("cut"));
      });
      slow.write(x.subarray(0, quarter));
      await until(async () => (await stat(partFile)).size === quarter);

      // Process 2 gets a PATCH at the offset the file shows now. It must wait for process 1's
      // request, which tus ends (it was asked to let go) keeping the quarter it wrote; then it
      // continues from there. Without a lock shared by the processes it would write at once.
      const fast = await fetch(`${second.origin}${path}`, {
        method: "PATCH",
        headers: {
          "tus-resumable": "1.0.0",
          cookie,
          "upload-offset": String(quarter),
          "content-type": "application/offset+octet-stream",
        },
        body: y,
      });
      expect(fast.status).toBe(204);
      expect(Number(fast.headers.get("upload-offset"))).toBe(quarter + y.length);
      // The rest of process 1's PATCH comes too late: tus ended that request, which answers (if it
      // still can) with the quarter it wrote, and writes nothing more.
      slow.end(x.subarray(quarter));
      const slowEnd = await slowAnswer;
      if (slowEnd !== "cut" && slowEnd.status === 204) expect(slowEnd.offset).toBe(String(quarter));
      const written = await readFile(partFile);
      expect(written.equals(Buffer.concat([x.subarray(0, quarter), y]))).toBe(true);
      const offset = Number((await head(`${second.origin}${path}`, cookie)).headers.get("upload-offset"));
      expect(offset).toBe(written.length);
    });
  });
}
