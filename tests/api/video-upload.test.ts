import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import { Upload, type UploadOptions } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, lessons, videoJobs, videos } from "../../src/db/schema/index.js";
import { VIDEO_ID_HEADER, VIDEO_UPLOAD_PATH } from "../../src/shared/contracts/videos.forms.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";

/**
 * Issue 22: staff upload a video with tus (resumable), it is stored as the video's source, queued
 * for processing and shown in its lesson or as its course's preview. Then the staff routes: the
 * state the editor polls, Retry, detaching, captions and the transcript made from them.
 */

let t: TestContext;
let origin: string;
let instructorCookie: string;
let otherCookie: string;
let studentCookie: string;
let course: CourseFixture;
/** 300 kB that differ byte to byte. */
const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 31 + (index >> 9)) % 256));

beforeAll(async () => {
  // No worker: these tests look at a video as the upload leaves it (queued).
  t = await createTestApp({ VIDEO_MAX_MB: "1", VIDEO_WORKER: "off" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  origin = `http://127.0.0.1:${address.port}`;
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructorCookie = staffUser.cookie;
  otherCookie = (await signedInUser(t.app, { role: "admin" })).cookie;
  studentCookie = (await signedInUser(t.app)).cookie;
  course = await createCourseWithContent(t.db, { title: "Welding" });
  await joinCourseTeam(t.db, course.course.id, staffUser.user);
});
afterAll(() => t?.close());

/** An upload with tus-js-client, as the editor does it; resolves with the last answer's video id. */
function upload(data: Buffer, metadata: Record<string, string>, options: Partial<UploadOptions> = {}) {
  return new Promise<{ videoId: string | undefined; url: string | null }>((resolve, reject) => {
    const started: Upload = new Upload(data, {
      endpoint: `${origin}${VIDEO_UPLOAD_PATH}`,
      headers: { cookie: instructorCookie },
      metadata,
      chunkSize: 64 * 1024,
      retryDelays: null,
      ...options,
      onSuccess: ({ lastResponse }) => resolve({ videoId: lastResponse.getHeader(VIDEO_ID_HEADER), url: started.url }),
      onError: reject,
    });
    started.start();
  });
}

const tus = (url: string, init: RequestInit & { cookie?: string }) =>
  fetch(url.startsWith("http") ? url : `${origin}${url}`, {
    ...init,
    headers: {
      "tus-resumable": "1.0.0",
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** Upload-Metadata as tus writes it: key base64(value), comma separated. */
const metadataHeader = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

describe("the tus upload", () => {
  it("stores the file as the video's source, queues it and shows it in its lesson (the one before detached)", async () => {
    const lesson = course.lessons[0]!;
    const first = await upload(bytes, { filename: "first.mp4", lessonId: lesson.id });
    const second = await upload(bytes.subarray(0, 1000), { filename: "second.mov", lessonId: lesson.id });
    expect(first.videoId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, second.videoId!));
    expect(row).toMatchObject({
      status: "queued",
      fileName: "second.mov",
      sourceBytes: 1000,
      sourceKey: `videos/${second.videoId}/source`,
    });
    expect(await buffer(await t.app.storage.read(row!.sourceKey!))).toEqual(bytes.subarray(0, 1000));
    const firstSource = await buffer(await t.app.storage.read(`videos/${first.videoId}/source`));
    expect(firstSource.equals(bytes)).toBe(true);
    const jobs = await t.db
      .select()
      .from(videoJobs)
      .where(and(eq(videoJobs.videoId, second.videoId!), eq(videoJobs.state, "pending")));
    expect(jobs).toHaveLength(1);
    const [updated] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(updated!.videoId).toBe(second.videoId);
    // The replaced video is kept, shown nowhere.
    expect(await t.db.select().from(videos).where(eq(videos.id, first.videoId!))).toHaveLength(1);
    // The upload's parts are gone once it is stored.
    expect((await tus(first.url!, { method: "HEAD", cookie: instructorCookie })).status).toBe(404);
  });

  it("a course's preview video", async () => {
    const done = await upload(bytes.subarray(0, 5000), { filename: "preview.mp4", courseId: course.course.id });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.course.id));
    expect(row!.previewVideoId).toBe(done.videoId);
  });

  it("continues a dropped upload where it stopped", async () => {
    let url: string | null = null;
    await new Promise<void>((resolve, reject) => {
      const partial: Upload = new Upload(bytes, {
        endpoint: `${origin}${VIDEO_UPLOAD_PATH}`,
        headers: { cookie: instructorCookie },
        metadata: { filename: "long.mp4", lessonId: course.lessons[1]!.id },
        chunkSize: 64 * 1024,
        retryDelays: null,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= 128 * 1024) {
            url = partial.url;
            void partial.abort().then(resolve, reject);
          }
        },
        onError: reject,
      });
      partial.start();
    });
    const head = await tus(url!, { method: "HEAD", cookie: instructorCookie });
    const offset = Number(head.headers.get("upload-offset"));
    expect(head.status).toBe(200);
    expect(offset).toBeGreaterThanOrEqual(128 * 1024);
    expect(offset).toBeLessThan(bytes.length);
    const resumed = await upload(bytes, { filename: "long.mp4", lessonId: course.lessons[1]!.id }, { uploadUrl: url });
    const [row] = await t.db.select().from(videos).where(eq(videos.id, resumed.videoId!));
    expect(row!.sourceBytes).toBe(bytes.length);
    expect((await buffer(await t.app.storage.read(row!.sourceKey!))).equals(bytes)).toBe(true);
  });

  it("is staff's only, every request of it: 401 for visitors, 403 for students and for another's upload", async () => {
    const create = (cookie?: string) =>
      tus(VIDEO_UPLOAD_PATH, {
        method: "POST",
        ...(cookie ? { cookie } : {}),
        headers: {
          "upload-length": "10",
          "upload-metadata": metadataHeader({ filename: "a.mp4", lessonId: course.lessons[0]!.id }),
        },
      });
    expect((await create()).status).toBe(401);
    expect((await create(studentCookie)).status).toBe(403);
    const started = await create(instructorCookie);
    expect(started.status).toBe(201);
    const location = started.headers.get("location")!;
    expect(location.startsWith(`${VIDEO_UPLOAD_PATH}/`)).toBe(true);
    const patch = (cookie?: string) =>
      tus(location, {
        method: "PATCH",
        ...(cookie ? { cookie } : {}),
        headers: { "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: Buffer.from("0123456789"),
      });
    expect((await tus(location, { method: "HEAD" })).status).toBe(401);
    expect((await tus(location, { method: "HEAD", cookie: studentCookie })).status).toBe(403);
    expect((await patch(studentCookie)).status).toBe(403);
    expect((await patch(otherCookie)).status).toBe(403);
    expect((await tus(location, { method: "DELETE", cookie: otherCookie })).status).toBe(403);
    const finished = await patch(instructorCookie);
    expect(finished.status).toBe(204);
    expect(finished.headers.get(VIDEO_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(finished.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses an upload without its target, for a lesson that isn't there, and over VIDEO_MAX_MB", async () => {
    const start = (metadata: Record<string, string>, length = "10", language = "en") =>
      tus(VIDEO_UPLOAD_PATH, {
        method: "POST",
        cookie: instructorCookie,
        headers: { "upload-length": length, "upload-metadata": metadataHeader(metadata), "accept-language": language },
      });
    const untargeted = await start({ filename: "a.mp4" });
    expect(untargeted.status).toBe(400);
    expect(await messageOf(untargeted)).toContain("lessonId or courseId");
    const both = await start({ filename: "a.mp4", lessonId: course.lessons[0]!.id, courseId: course.course.id });
    expect(both.status).toBe(400);
    const spanish = await start({ filename: "a.mp4" }, "10", "es");
    expect(await messageOf(spanish)).toContain("Indica para qué lección o curso");
    const missing = await start({ filename: "a.mp4", lessonId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe("Lesson not found");
    // VIDEO_MAX_MB=1 in this app.
    expect(
      (await start({ filename: "big.mp4", lessonId: course.lessons[0]!.id }, String(1024 * 1024 + 1))).status,
    ).toBe(413);
    expect((await start({ filename: "ok.mp4", lessonId: course.lessons[0]!.id }, String(1024 * 1024))).status).toBe(
      201,
    );
  });
});

describe("the staff video routes", () => {
  let videoId: string;
  const instructor = () => as(t.app, instructorCookie);
  beforeAll(async () => {
    ({ videoId } = (await upload(bytes.subarray(0, 2000), {
      filename: "captions.mp4",
      lessonId: course.lessons[2]?.id ?? course.lessons[0]!.id,
    })) as { videoId: string });
  });

  it("tells staff the video's state, and only staff", async () => {
    const answer = await instructor()({ method: "GET", url: `/api/staff/videos/${videoId}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: videoId, status: "queued", progress: 0, error: null, renditions: [] });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect((await as(t.app, studentCookie)({ method: "GET", url: `/api/staff/videos/${videoId}` })).statusCode).toBe(
      403,
    );
    expect((await instructor()({ method: "GET", url: "/api/staff/videos/nope" })).statusCode).toBe(404);
  });

  it("retries a failed video only", async () => {
    const retry = () => instructor()({ method: "POST", url: `/api/staff/videos/${videoId}/retry` });
    const queued = await retry();
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe("Only a failed video can be retried.");
    await t.db.update(videos).set({ status: "failed", error: "This file is empty." }).where(eq(videos.id, videoId));
    await t.db.update(videoJobs).set({ state: "failed" }).where(eq(videoJobs.videoId, videoId));
    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "queued", error: null });
  });

  it("stores captions (SRT made WebVTT) under an address that changes, replaces and removes them", async () => {
    const put = (body: string, language = "en", contentType = "text/vtt", acceptLanguage = "en") =>
      instructor()({
        method: "PUT",
        url: `/api/staff/videos/${videoId}/captions/${language}`,
        headers: { "content-type": contentType, "accept-language": acceptLanguage },
        payload: body,
      });
    const srt =
      "1\r\n00:00:01,000 --> 00:00:03,500\r\nHello, welders.\r\n\r\n2\r\n00:00:06,000 --> 00:00:08,000\r\nSafety first.\r\n";
    const first = await put(srt, "en", "application/x-subrip");
    expect(first.statusCode).toBe(200);
    const url = first.json().captions[0].url as string;
    expect(url).toMatch(new RegExp(`^/media/videos/${videoId}/captions-en-[0-9a-f]+\\.vtt$`));
    const served = await instructor()({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(served.body).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nHello, welders.\n\n00:00:06.000 --> 00:00:08.000\nSafety first.\n",
    );

    const transcript = await instructor()({
      method: "GET",
      url: `/api/staff/videos/${videoId}/captions/en/transcript`,
    });
    expect(transcript.json()).toEqual({ transcript: "Hello, welders.\n\nSafety first." });

    const replaced = await put("WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n", "en", "text/vtt");
    const newUrl = replaced.json().captions[0].url as string;
    expect(newUrl).not.toBe(url);
    expect((await instructor()({ method: "GET", url })).statusCode).toBe(404);
    expect(await t.app.storage.stat(`videos/${videoId}/${url.split("/").pop()}`)).toBeUndefined();

    const spanish = await put("WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n", "es");
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json().captions.map((caption: { language: string }) => caption.language)).toEqual(["en", "es"]);

    const bad = await put("just some words", "en");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Captions must be a WebVTT file (starting with the line WEBVTT) or an SRT file.");
    const badEs = await put("WEBVTT\n\n00:05.000 --> 00:01.000\nAl revés\n", "en", "text/vtt", "es");
    expect(badEs.statusCode).toBe(400);
    expect(badEs.json().message).toContain("termina antes de empezar");
    expect((await put("WEBVTT\n", "fr")).statusCode).toBe(400);

    const removed = await instructor()({ method: "DELETE", url: `/api/staff/videos/${videoId}/captions/en` });
    expect(removed.json().captions.map((caption: { language: string }) => caption.language)).toEqual(["es"]);
    expect((await instructor()({ method: "DELETE", url: `/api/staff/videos/${videoId}/captions/en` })).statusCode).toBe(
      404,
    );
    expect(
      (await instructor()({ method: "GET", url: `/api/staff/videos/${videoId}/captions/en/transcript` })).statusCode,
    ).toBe(404);
  });

  it("detaches a lesson's video and a course's preview, the video kept", async () => {
    const lessonId = course.lessons[0]!.id;
    const detached = await instructor()({ method: "DELETE", url: `/api/staff/lessons/${lessonId}/video` });
    expect(detached.statusCode).toBe(204);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(lesson!.videoId).toBeNull();
    expect(
      (await instructor()({ method: "DELETE", url: `/api/staff/courses/${course.course.id}/preview-video` }))
        .statusCode,
    ).toBe(204);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.course.id));
    expect(row!.previewVideoId).toBeNull();
    expect(
      (await instructor()({ method: "DELETE", url: "/api/staff/lessons/00000000-0000-4000-8000-000000000000/video" }))
        .statusCode,
    ).toBe(404);
  });
});
