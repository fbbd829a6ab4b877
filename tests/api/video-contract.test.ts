import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, enrollments, lessons, videos } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";

/**
 * Issue 22's contract: every read of a lesson carries `video` (null or the academy's own video),
 * a course carries `previewVideo`; students see ready videos only, staff every status.
 */
let t: TestContext;
let instructor: ReturnType<typeof as>;
let student: ReturnType<typeof as>;
let free: CourseFixture;
let paid: CourseFixture;
let readyId: string;
let queuedId: string;

const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructor = as(t.app, staffUser.cookie);
  const studentUser = await signedInUser(t.app);
  student = as(t.app, studentUser.cookie);
  free = await createCourseWithContent(t.db, { title: "Free course" });
  paid = await createCourseWithContent(t.db, { title: "Paid course", isFree: false, price: "79.00" });
  await joinCourseTeam(t.db, free.course.id, staffUser.user);
  await joinCourseTeam(t.db, paid.course.id, staffUser.user);
  await t.db.insert(enrollments).values({ userId: studentUser.user.id, courseId: paid.course.id });
  const [ready] = await t.db
    .insert(videos)
    .values({
      status: "ready",
      durationSeconds: 42,
      posterKey: "videos/v1/poster.jpg",
      renditions: [
        { height: 360, width: 640, key: "videos/v1/360.mp4", bytes: 2_000_000, bitrateKbps: 450 },
        { height: 240, width: 426, key: "videos/v1/240.mp4", bytes: 1_200_000, bitrateKbps: 250 },
      ],
      captions: [{ language: "es", key: "videos/v1/captions-es.vtt" }],
    })
    .returning();
  readyId = ready!.id;
  const [queued] = await t.db.insert(videos).values({ status: "queued" }).returning();
  queuedId = queued!.id;
  await t.db.update(lessons).set({ videoId: readyId }).where(eq(lessons.id, free.lessons[0]!.id));
  await t.db.update(lessons).set({ videoId: queuedId }).where(eq(lessons.id, free.lessons[1]!.id));
  await t.db.update(lessons).set({ videoId: readyId }).where(eq(lessons.id, paid.lessons[0]!.id));
  await t.db.update(courses).set({ previewVideoId: readyId }).where(eq(courses.id, free.course.id));
  await t.db.update(courses).set({ previewVideoId: queuedId }).where(eq(courses.id, paid.course.id));
});
afterAll(() => t.close());

const readyView = () => ({
  id: readyId,
  status: "ready",
  progress: 100,
  error: null,
  durationSeconds: 42,
  posterUrl: `/media/videos/${readyId}/poster.jpg`,
  renditions: [
    { height: 240, url: `/media/videos/${readyId}/240.mp4`, bytes: 1_200_000, bitrateKbps: 250 },
    { height: 360, url: `/media/videos/${readyId}/360.mp4`, bytes: 2_000_000, bitrateKbps: 450 },
  ],
  captions: [{ language: "es", url: `/media/videos/${readyId}/captions-es.vtt` }],
});

describe("the video contract", () => {
  it("lesson lists carry video: the ready one in full, ascending heights; none for an unready or absent one", async () => {
    const listed = (await get(`/api/modules/${free.modules[0]!.id}/lessons`)).json<{ id: string; video: unknown }[]>();
    const byId = new Map(listed.map((lesson) => [lesson.id, lesson.video]));
    expect(byId.get(free.lessons[0]!.id)).toEqual(readyView());
    expect(byId.get(free.lessons[1]!.id)).toBeNull();
    for (const lesson of listed) expect(lesson).toHaveProperty("video");
  });

  it("the lesson call carries video; students see a queued one as null, staff see its status (privately)", async () => {
    const readyLesson = await get(`/api/lessons/${free.lessons[0]!.id}`);
    expect(readyLesson.json().video).toEqual(readyView());

    const queuedLesson = free.lessons[1]!.id;
    expect((await get(`/api/lessons/${queuedLesson}`)).json().video).toBeNull();
    expect((await student({ method: "GET", url: `/api/lessons/${queuedLesson}` })).json().video).toBeNull();
    const staffRead = await instructor({ method: "GET", url: `/api/lessons/${queuedLesson}` });
    expect(staffRead.json().video).toMatchObject({ id: queuedId, status: "queued", renditions: [], captions: [] });
    expect(staffRead.headers["cache-control"]).toBe("private, no-store");

    const paidLesson = await student({ method: "GET", url: `/api/lessons/${paid.lessons[0]!.id}` });
    expect(paidLesson.json().video).toEqual(readyView());
  });

  it("a course carries previewVideo (ready only for the public), and the authoring tree every status", async () => {
    expect((await get(`/api/courses/${free.course.id}`)).json().previewVideo).toEqual(readyView());
    expect((await get(`/api/courses/${paid.course.id}`)).json().previewVideo).toBeNull();
    const catalog = (await get("/api/courses")).json<{ id: string; previewVideo: unknown }[]>();
    expect(catalog.find((course) => course.id === free.course.id)?.previewVideo).toEqual(readyView());

    const tree = (await instructor({ method: "GET", url: `/api/staff/courses/${paid.course.id}` })).json();
    expect(tree.previewVideo).toMatchObject({ id: queuedId, status: "queued" });
    const freeTree = (await instructor({ method: "GET", url: `/api/staff/courses/${free.course.id}` })).json();
    const treeLessons = freeTree.modules.flatMap(
      (module: { lessons: { id: string; video: unknown }[] }) => module.lessons,
    );
    expect(treeLessons.find((lesson: { id: string }) => lesson.id === free.lessons[1]!.id)?.video).toMatchObject({
      status: "queued",
    });
  });
});
