import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, enrollments, lessons, videos } from "../../src/db/schema/index.js";
import { getLessonPlace } from "../../src/server/modules/courses/index.js";
import { findMediaFile } from "../../src/server/modules/videos/videos.routes.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, createUser } from "../support/factories.js";
import { recordingDatabase } from "../support/statements.js";

/**
 * Issue 22: a player sends many Range requests, each checked before it is served. The file and
 * who may fetch it are read in one statement, whatever the answer (the viewer's session is read
 * before, once per request, by the auth plugin). Marking a lesson complete reads its place only.
 */
let t: TestContext;
const ids = { free: "", paid: "", preview: "", orphan: "", queued: "", paidLesson: "" };
let enrolledId = "";
let studentId = "";

async function readyVideo(status: "ready" | "queued" = "ready") {
  const [row] = await t.db
    .insert(videos)
    .values({ status, posterKey: "videos/x/poster.jpg" })
    .returning({ id: videos.id });
  const key = `videos/${row!.id}/240p.mp4`;
  await t.db
    .update(videos)
    .set({ renditions: [{ height: 240, width: 426, key, bytes: 1, bitrateKbps: 1 }] })
    .where(eq(videos.id, row!.id));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  const free = await createCourseWithContent(t.db, { title: "Free" });
  const paid = await createCourseWithContent(t.db, { title: "Paid", isFree: false, price: "20.00" });
  const enrolled = await createUser(t.db, { email: `enrolled-${Date.now()}@example.org` });
  const student = await createUser(t.db, { email: `student-${Date.now()}@example.org` });
  enrolledId = enrolled.id;
  studentId = student.id;
  await t.db.insert(enrollments).values({ userId: enrolled.id, courseId: paid.course.id });
  Object.assign(ids, {
    free: await readyVideo(),
    paid: await readyVideo(),
    preview: await readyVideo(),
    orphan: await readyVideo(),
    queued: await readyVideo("queued"),
    paidLesson: paid.lessons[0]!.id,
  });
  await t.db.update(lessons).set({ videoId: ids.free }).where(eq(lessons.id, free.lessons[0]!.id));
  await t.db.update(lessons).set({ videoId: ids.queued }).where(eq(lessons.id, free.lessons[1]!.id));
  await t.db.update(lessons).set({ videoId: ids.paid }).where(eq(lessons.id, paid.lessons[0]!.id));
  await t.db.update(courses).set({ previewVideoId: ids.preview }).where(eq(courses.id, paid.course.id));
});
afterAll(() => t.close());

describe("the media route's access check", () => {
  it("is one statement for every answer: open, private, refused, staff only and not found", async () => {
    const visitor = null;
    const enrolled = { id: enrolledId, role: "student" as const };
    const student = { id: studentId, role: "student" as const };
    const cases: [string, () => Promise<unknown>, unknown][] = [
      ["free lesson", () => findMediaFile(db, ids.free, "240p.mp4", visitor), "private, no-cache"],
      ["preview", () => findMediaFile(db, ids.preview, "poster.jpg", visitor), "private, no-cache"],
      ["paid, enrolled", () => findMediaFile(db, ids.paid, "240p.mp4", enrolled), "private, no-store"],
      ["paid, visitor", () => findMediaFile(db, ids.paid, "240p.mp4", visitor), 401],
      ["paid, not enrolled", () => findMediaFile(db, ids.paid, "240p.mp4", student), 403],
      ["shown nowhere", () => findMediaFile(db, ids.orphan, "240p.mp4", enrolled), 404],
      ["not ready", () => findMediaFile(db, ids.queued, "240p.mp4", student), 404],
      ["no such file", () => findMediaFile(db, ids.free, "source.mp4", visitor), 404],
    ];
    const { db, statements } = recordingDatabase(t);
    for (const [name, call, expected] of cases) {
      statements.length = 0;
      const answer = await call().then(
        (found) => (found as { cacheControl: string }).cacheControl,
        (error: { status?: number }) => error.status,
      );
      expect(answer, name).toBe(expected);
      expect(statements, name).toHaveLength(1);
    }
  });
});

describe("marking a lesson complete", () => {
  it("looks the lesson's place up in one statement, without its video", async () => {
    const { db, statements } = recordingDatabase(t);
    const place = await getLessonPlace(db, ids.paidLesson);
    expect(place).toMatchObject({ id: ids.paidLesson });
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/"videos"/);
  });
});
