import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";
import { greyPng } from "../support/images.js";
import { multipart } from "../support/multipart.js";

let t: TestContext;
let course: CourseFixture;
let paid: CourseFixture;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: "1" });
  course = await createCourseWithContent(t.db, { title: "Photo course" });
  paid = await createCourseWithContent(t.db, { title: "Paid photo course", isFree: false, price: "49.00" });
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
/** Course images must be readable images (their header is read at upload). */
const COURSE_PNG = greyPng();
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(100, 32)]);

async function enrolledStudent() {
  const student = await signedInUser(t.app);
  const request = as(t.app, student.cookie);
  await request({ method: "POST", url: `/api/courses/${course.course.id}/enroll` });
  return { ...student, request };
}

describe("project file uploads", () => {
  it("stores an accepted file and submits it by its address", async () => {
    const { request } = await enrolledStudent();
    const upload = await request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/files`,
      ...multipart("my joint.png", PNG),
    });
    expect(upload.statusCode).toBe(201);
    const file = upload.json();
    expect(file).toMatchObject({
      fileName: "my joint.png",
      content: "File submitted: my joint.png",
      contentType: "image/png",
      size: PNG.length,
    });
    expect(file.fileUrl).toBe(`uploads/${file.id}/my joint.png`);
    expect(existsSync(`${t.config.uploadDir}/${file.id}`)).toBe(true);

    const submitted = await request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/submissions`,
      payload: { content: file.content, fileUrl: file.fileUrl },
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({ fileUrl: file.fileUrl, content: "File submitted: my joint.png" });

    const download = await request({ method: "GET", url: `/api/${encodeURI(file.fileUrl)}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it("serves a student's file to them and to staff only", async () => {
    const owner = await enrolledStudent();
    const file = (
      await owner.request({
        method: "POST",
        url: `/api/projects/${course.fileProject.id}/files`,
        ...multipart("plan.pdf", PDF),
      })
    ).json();
    const url = `/api/${file.fileUrl}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const other = await enrolledStudent();
    expect((await other.request({ method: "GET", url })).statusCode).toBe(404);
    const staffUser = await signedInUser(t.app, { role: "instructor" });
    await joinCourseTeam(t.db, course.course.id, staffUser.user);
    await joinCourseTeam(t.db, paid.course.id, staffUser.user);
    const instructor = as(t.app, staffUser.cookie);
    const staffView = await instructor({ method: "GET", url });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers["content-disposition"]).toContain('inline; filename="plan.pdf"');
    expect((await owner.request({ method: "GET", url: `/api/uploads/${file.id}/other-name.pdf` })).statusCode).toBe(
      404,
    );

    // Another student can't submit the owner's upload as their own.
    const stolen = await other.request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/submissions`,
      payload: { content: file.content, fileUrl: file.fileUrl },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it("keeps a file whose bytes don't prove its type as a download only", async () => {
    const { request } = await enrolledStudent();
    const upload = await request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/files`,
      ...multipart("evil.png", Buffer.from("<script>alert(1)</script>")),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().contentType).toBe("application/octet-stream");
    const download = await request({ method: "GET", url: `/api/${upload.json().fileUrl}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="evil.png"/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("sandbox");

    const heic = await request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/files`,
      ...multipart("IMG_0042.HEIC", Buffer.alloc(300, 9)),
    });
    expect(heic.statusCode).toBe(201);
    expect(heic.json()).toMatchObject({ fileName: "IMG_0042.HEIC", contentType: "application/octet-stream" });
  });

  it("matches a file submitted by name only to the student's upload of that name", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/projects/${course.fileProject.id}`;
    const first = (await request({ method: "POST", url: `${url}/files`, ...multipart("deck.pdf", PDF) })).json();
    const latest = (await request({ method: "POST", url: `${url}/files`, ...multipart("deck.pdf", PDF) })).json();
    expect(latest.id).not.toBe(first.id);
    const submitted = await request({
      method: "POST",
      url: `${url}/submissions`,
      payload: { fileUrl: "uploads/deck.pdf", content: "File submitted: deck.pdf" },
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({ fileUrl: latest.fileUrl, content: "File submitted: deck.pdf" });

    // The browser's own name is matched as the server stored it (reserved marks dropped).
    const marked = await enrolledStudent();
    const stored = (
      await marked.request({ method: "POST", url: `${url}/files`, ...multipart("my:plan?.pdf", PDF) })
    ).json();
    expect(stored.fileName).toBe("myplan.pdf");
    const byName = await marked.request({
      method: "POST",
      url: `${url}/submissions`,
      payload: { fileUrl: "uploads/my:plan?.pdf", content: "File submitted: my:plan?.pdf" },
    });
    expect(byName.statusCode).toBe(201);
    expect(byName.json().fileUrl).toBe(stored.fileUrl);

    // Without an upload of that name the spec's address is kept as it came.
    const other = await enrolledStudent();
    const named = await other.request({
      method: "POST",
      url: `${url}/submissions`,
      payload: { fileUrl: "uploads/deck.pdf", content: "File submitted: deck.pdf" },
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().fileUrl).toBe("uploads/deck.pdf");
  });

  it("refuses other types, oversized files and strangers", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/projects/${course.fileProject.id}/files`;
    const before = readdirSync(t.config.uploadDir).length;
    const script = await request({ method: "POST", url, ...multipart("evil.js", Buffer.from("alert(1)")) });
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toMatch(/can't be uploaded/);
    const html = await request({ method: "POST", url, ...multipart("page.html", Buffer.from("<html></html>")) });
    expect(html.statusCode).toBe(415);
    const program = await request({ method: "POST", url, ...multipart("setup.exe", Buffer.from("MZ\x90\x00")) });
    expect(program.statusCode).toBe(415);
    const huge = await request({
      method: "POST",
      url,
      ...multipart("big.png", Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)])),
    });
    expect(huge.statusCode).toBe(413);
    const empty = await request({ method: "POST", url, ...multipart("empty.txt", Buffer.alloc(0)) });
    expect(empty.statusCode).toBe(400);
    expect(readdirSync(t.config.uploadDir).length).toBe(before);

    const json = await request({ method: "POST", url, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    const textProject = await request({
      method: "POST",
      url: `/api/projects/${course.project.id}/files`,
      ...multipart("a.png", PNG),
    });
    expect(textProject.statusCode).toBe(400);
    // Anyone signed in may send a file to a free course's project (submitting enrols them); a paid
    // course's project takes files from its enrolled students only.
    const stranger = as(t.app, (await signedInUser(t.app)).cookie);
    expect((await stranger({ method: "POST", url, ...multipart("a.png", PNG) })).statusCode).toBe(201);
    const paidUrl = `/api/projects/${paid.fileProject.id}/files`;
    const refused = await stranger({ method: "POST", url: paidUrl, ...multipart("a.png", PNG) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Enroll in this course first");
    expect((await t.app.inject({ method: "POST", url, ...multipart("a.png", PNG) })).statusCode).toBe(401);
  });
});

describe("course images", () => {
  it("are uploaded by staff and shown to everyone", async () => {
    const staffUser = await signedInUser(t.app, { role: "instructor" });
    await joinCourseTeam(t.db, course.course.id, staffUser.user);
    await joinCourseTeam(t.db, paid.course.id, staffUser.user);
    const instructor = as(t.app, staffUser.cookie);
    const response = await instructor({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      ...multipart("cover.png", COURSE_PNG),
    });
    expect(response.statusCode).toBe(200);
    const imageUrl = response.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\/cover\.png$/);
    const publicCourse = (await t.app.inject({ method: "GET", url: `/api/courses/${course.course.id}` })).json();
    expect(publicCourse.imageUrl).toBe(imageUrl);
    const image = await t.app.inject({ method: "GET", url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toContain("public");

    const pdf = await instructor({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      ...multipart("c.pdf", PDF),
    });
    expect(pdf.statusCode).toBe(415);
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    expect(
      (
        await student({
          method: "POST",
          url: `/api/staff/courses/${course.course.id}/image`,
          ...multipart("c.png", PNG),
        })
      ).statusCode,
    ).toBe(403);
  });
});
