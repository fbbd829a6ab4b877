import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../src/db/schema/index.js";
import { settleUploadVariants } from "../../src/server/modules/images/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";
import { variantPath } from "../../src/shared/rules/images.js";
import { greyPng, pngDeclaring } from "../support/images.js";
import { multipart } from "../support/multipart.js";

let t: TestContext;
let course: CourseFixture;
let staff: ReturnType<typeof as>;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db, { title: "Bench building" });
  const instructor = await signedInUser(t.app, { role: "instructor" });
  await joinCourseTeam(t.db, course.course.id, instructor.user);
  staff = as(t.app, instructor.cookie);
  staffId = instructor.user.id;
});
afterAll(async () => {
  await settleUploadVariants();
  await t.close();
});

const upload = (fileName: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = multipart(fileName, bytes);
  return staff({
    method: "POST",
    url: `/api/staff/courses/${course.course.id}/image`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

/** Files in the upload folder (the variants folder aside): none may be left by a refused upload. */
const storedFiles = () =>
  existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir).filter((name) => name !== "variants") : [];
const courseImageRows = () => t.db.select().from(uploads).where(eq(uploads.courseId, course.course.id));
const courseImageUrl = async () =>
  (await t.app.inject({ method: "GET", url: `/api/courses/${course.course.id}` })).json().imageUrl as string | null;

describe("course image dimensions, checked at upload", () => {
  it("refuses a decompression bomb with 413, keeps nothing of it and never serves it", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const before = { files: storedFiles(), rows: (await courseImageRows()).length, imageUrl: await courseImageUrl() };

    const response = await upload("bomb.png", bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message:
        "This image is 20000 × 20000 pixels. Course images can have at most 40 megapixels: make it smaller and upload it again.",
    });
    expect(storedFiles()).toEqual(before.files);
    expect(await courseImageRows()).toHaveLength(before.rows);
    expect(await courseImageUrl()).toBe(before.imageUrl);
  });

  it("refuses one pixel over 40 megapixels, by its header alone", async () => {
    const response = await upload("wide.png", pngDeclaring(40_001, 1_000));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain("40001 × 1000 pixels");
  });

  it("answers 415 for a file that only starts like a PNG", async () => {
    const fake = Buffer.concat([pngDeclaring(1, 1).subarray(0, 8), Buffer.alloc(200, 7)]);
    const response = await upload("fake.png", fake);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "This image can't be read. Upload a JPEG, PNG or WebP picture." });
    expect(storedFiles().filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("says so in Spanish to a staff member who reads Spanish", async () => {
    const bomb = await upload("bomb.png", pngDeclaring(20_000, 20_000), { "accept-language": "es" });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe(
      "Esta imagen mide 20000 × 20000 píxeles. Las imágenes de un curso pueden tener como máximo 40 megapíxeles: redúcela y vuelve a subirla.",
    );
    const fake = await upload("fake.png", Buffer.concat([pngDeclaring(1, 1).subarray(0, 8), Buffer.alloc(50, 1)]), {
      "accept-language": "es",
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("No podemos leer esta imagen. Sube una imagen JPEG, PNG o WebP.");
  });

  it("never serves a bomb stored before uploads were checked, as itself or for a variant", async () => {
    // As an upload from before the check would have left it: the row and the file, no variants.
    const [row] = await t.db
      .insert(uploads)
      .values({
        userId: staffId,
        kind: "course_image",
        courseId: course.course.id,
        fileName: "old-bomb.png",
        contentType: "image/png",
        size: 0,
      })
      .returning();
    const bomb = pngDeclaring(20_000, 20_000);
    mkdirSync(t.config.uploadDir, { recursive: true });
    writeFileSync(join(t.config.uploadDir, row!.id), bomb);
    const original = `/uploads/${row!.id}/old-bomb.png`;
    for (const url of [original, variantPath(original, 480, "webp"), original]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).not.toMatch(/^image\//);
      expect(response.rawPayload.includes(bomb), url).toBe(false);
    }
    await settleUploadVariants();
    expect(existsSync(join(t.config.uploadDir, "variants", row!.id))).toBe(false);
  });

  it("keeps and serves a real image within the limit", async () => {
    const png = greyPng(16, 9);
    const response = await upload("cover.png", png);
    expect(response.statusCode).toBe(200);
    const imageUrl = response.json().imageUrl as string;
    const image = await t.app.inject({ method: "GET", url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 16, height: 9 });
  });
});
