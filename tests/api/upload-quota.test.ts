import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../src/db/schema/index.js";
import { sweepUnusedUploads } from "../../src/server/modules/projects/uploads.service.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";
import { greyPng } from "../support/images.js";
import { multipart } from "../support/multipart.js";

let t: TestContext;
let first: CourseFixture;
let second: CourseFixture;

const KB = 1024;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_MAX_MB: "1",
    UPLOAD_MAX_FILES_PER_PROJECT: "3",
    UPLOAD_MAX_MB_PER_PROJECT: "1",
    UPLOAD_MAX_FILES_PER_STUDENT: "5",
    UPLOAD_MAX_MB_PER_STUDENT: "1.5",
  });
  first = await createCourseWithContent(t.db, { title: "Free photo course" });
  second = await createCourseWithContent(t.db, { title: "Second free course" });
});
afterAll(() => t.close());

const PDF_HEAD = Buffer.from("%PDF-1.7\n");
const pdf = (size: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(size - PDF_HEAD.length, 32)]);

async function student() {
  const { user, cookie } = await signedInUser(t.app);
  const request = as(t.app, cookie);
  const upload = (project: CourseFixture, size = 100, name = "plan.pdf") =>
    request({ method: "POST", url: `/api/projects/${project.fileProject.id}/files`, ...multipart(name, pdf(size)) });
  return { user, request, upload };
}

/** The student's upload rows, and whether every one has its file and nothing else was left. */
async function stored(userId: string) {
  const rows = await t.db.select().from(uploads).where(eq(uploads.userId, userId));
  return {
    rows,
    files: rows.filter((row) => existsSync(join(t.config.uploadDir, row.id))).length,
    bytes: rows.reduce((sum, row) => sum + row.size, 0),
  };
}

const partFiles = () => readdirSync(t.config.uploadDir).filter((name) => name.endsWith(".part"));

describe("upload quotas", () => {
  it("refuses a project's file beyond its count, with a clear 413, keeping nothing of it", async () => {
    const { user, upload } = await student();
    for (let n = 0; n < 3; n++) expect((await upload(first)).statusCode).toBe(201);
    const refused = await upload(first);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message:
        "Upload quota reached: at most 3 files per project. Files you upload but don't submit are deleted after a day.",
    });
    const after = await stored(user.id);
    expect(after.rows).toHaveLength(3);
    expect(after.files).toBe(3);
    expect(after.rows.every((row) => row.state === "stored")).toBe(true);
    // Another project still takes files; another student is not affected.
    expect((await upload(second)).statusCode).toBe(201);
    expect((await (await student()).upload(first)).statusCode).toBe(201);
  });

  it("refuses a file beyond the student's count over all projects", async () => {
    const { upload } = await student();
    for (let n = 0; n < 3; n++) expect((await upload(first)).statusCode).toBe(201);
    for (let n = 0; n < 2; n++) expect((await upload(second)).statusCode).toBe(201);
    const refused = await upload(second);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      "Upload quota reached: at most 5 files in all your projects. Files you upload but don't submit are deleted after a day.",
    );
  });

  it("refuses bytes beyond the project's and the student's quota", async () => {
    const { user, upload } = await student();
    expect((await upload(first, 600 * KB)).statusCode).toBe(201);
    // 424 kB are left of the project's 1 MB.
    const overProject = await upload(first, 500 * KB);
    expect(overProject.statusCode).toBe(413);
    expect(overProject.json().message).toBe(
      "Upload quota reached: at most 1 MB per project. Files you upload but don't submit are deleted after a day.",
    );
    expect((await upload(first, 400 * KB)).statusCode).toBe(201);
    // 1,000 kB used; 536 kB are left of the student's 1.5 MB, all of the second project's 1 MB.
    const overStudent = await upload(second, 600 * KB);
    expect(overStudent.statusCode).toBe(413);
    expect(overStudent.json().message).toBe(
      "Upload quota reached: at most 1.5 MB in all your projects. Files you upload but don't submit are deleted after a day.",
    );
    expect((await upload(second, 500 * KB)).statusCode).toBe(201);
    const after = await stored(user.id);
    expect(after.rows.map((row) => row.size).sort()).toEqual([400 * KB, 500 * KB, 600 * KB].sort());
    expect(after.files).toBe(3);
    expect(partFiles()).toEqual([]);
  });

  it("holds under a burst of 20 concurrent uploads by one student: count", async () => {
    const { user, upload } = await student();
    const responses = await Promise.all(Array.from({ length: 20 }, () => upload(first, 10 * KB)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 413)).toHaveLength(17);
    const after = await stored(user.id);
    expect(after.rows).toHaveLength(3);
    expect(after.files).toBe(3);
  });

  it("holds under a burst of 20 concurrent uploads by one student: bytes", async () => {
    const { user, upload } = await student();
    // Two fit in the project's 1 MB; a third never can, whatever the order.
    const responses = await Promise.all(Array.from({ length: 20 }, () => upload(first, 400 * KB)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 413)).toHaveLength(18);
    const after = await stored(user.id);
    expect(after.rows).toHaveLength(2);
    expect(after.bytes).toBeLessThanOrEqual(MB);
    expect(after.files).toBe(2);
    expect(partFiles()).toEqual([]);
  });
});

/** Course images must be readable images (their header is read at upload). */
const COURSE_PNG = greyPng();

describe("sweeping unused uploads", () => {
  it("deletes day-old unsubmitted uploads and their files, keeps submitted, in-use and recent ones", async () => {
    const { user, request, upload } = await student();
    const submittedFile = (await upload(first, 100, "final.pdf")).json();
    const draft = (await upload(first, 100, "draft.pdf")).json();
    const submitted = await request({
      method: "POST",
      url: `/api/projects/${first.fileProject.id}/submissions`,
      payload: { content: submittedFile.content, fileUrl: submittedFile.fileUrl },
    });
    expect(submitted.statusCode).toBe(201);

    const staffUser = await signedInUser(t.app, { role: "instructor" });
    await joinCourseTeam(t.db, first.course.id, staffUser.user);
    await joinCourseTeam(t.db, second.course.id, staffUser.user);
    const staff = as(t.app, staffUser.cookie);
    const image = () =>
      staff({
        method: "POST",
        url: `/api/staff/courses/${second.course.id}/image`,
        ...multipart("cover.png", COURSE_PNG),
      });
    const replacedImage = (await image()).json().imageUrl as string;
    const currentImage = (await image()).json().imageUrl as string;
    const idOf = (address: string) => /uploads\/([0-9a-f-]{36})\//.exec(address)![1]!;

    // A reservation left by a process that stopped mid-upload, with its partial file.
    const [crashed] = await t.db
      .insert(uploads)
      .values({
        userId: user.id,
        kind: "project",
        projectId: first.fileProject.id,
        fileName: "lost.pdf",
        contentType: "application/octet-stream",
        size: MB,
        state: "reserved",
      })
      .returning();
    writeFileSync(join(t.config.uploadDir, `.${crashed!.id}.part`), "partial");

    const ids = [submittedFile.id, draft.id, idOf(replacedImage), idOf(currentImage), crashed!.id] as string[];
    const remaining = async () =>
      (await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).map((row) => row.id).sort();

    // Within the day nothing goes.
    await sweepUnusedUploads(t.db, t.config.uploadDir, new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await remaining()).toEqual([...ids].sort());

    // A day on: two processes sweep at once; each row and file goes once, and neither fails.
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const before = (await t.db.select({ id: uploads.id }).from(uploads)).length;
    const removed = await Promise.all([
      sweepUnusedUploads(t.db, t.config.uploadDir, later),
      sweepUnusedUploads(t.db, t.config.uploadDir, later),
    ]);
    const afterCount = (await t.db.select({ id: uploads.id }).from(uploads)).length;
    expect(removed[0] + removed[1]).toBe(before - afterCount);
    expect(await remaining()).toEqual([submittedFile.id, idOf(currentImage)].sort());
    for (const id of [draft.id, idOf(replacedImage), crashed!.id]) {
      expect(existsSync(join(t.config.uploadDir, id))).toBe(false);
    }
    expect(existsSync(join(t.config.uploadDir, `.${crashed!.id}.part`))).toBe(false);
    expect(existsSync(join(t.config.uploadDir, submittedFile.id))).toBe(true);
    expect(existsSync(join(t.config.uploadDir, idOf(currentImage)))).toBe(true);
    // The kept files are still served.
    expect((await t.app.inject({ method: "GET", url: currentImage })).statusCode).toBe(200);
    expect((await request({ method: "GET", url: `/api/${encodeURI(submittedFile.fileUrl)}` })).statusCode).toBe(200);

    // Deleted uploads stop counting: the student's quota is free again.
    const rows = await t.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), eq(uploads.projectId, first.fileProject.id)));
    expect(rows).toHaveLength(1);
    expect((await upload(first)).statusCode).toBe(201);
    expect((await upload(first)).statusCode).toBe(201);
  });
});
