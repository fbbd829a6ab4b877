import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleUploadVariants } from "../../src/server/modules/images/index.js";
import { sweepUnusedUploads } from "../../src/server/modules/projects/index.js";
import { pageCacheKey } from "../../src/server/plugins/page-cache-key.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture, joinCourseTeam } from "../support/factories.js";
import { multipart } from "../support/multipart.js";

let t: TestContext;
let course: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db, { title: "Variant course" });
});
afterAll(async () => {
  await settleUploadVariants();
  await t.close();
});

/** A real 900 × 600 JPEG photo-like gradient. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0562a" } })
    .composite([
      {
        input: Buffer.from(`<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#2a7bc0"/></svg>`),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

describe("course image variants", () => {
  it("are made after the upload: AVIF, WebP and JPEG at each width, never upscaled", async () => {
    const staffUser = await signedInUser(t.app, { role: "instructor" });
    await joinCourseTeam(t.db, course.course.id, staffUser.user);
    const instructor = as(t.app, staffUser.cookie);
    const response = await instructor({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      ...multipart("bench photo.jpg", await photo()),
    });
    expect(response.statusCode).toBe(200);
    const imageUrl = response.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\/bench photo\.jpg$/);
    const base = encodeURI(imageUrl.replace(/\.jpg$/, ""));

    await settleUploadVariants();
    const expected = [
      [320, "avif", "image/avif", 320],
      [480, "webp", "image/webp", 480],
      [768, "jpg", "image/jpeg", 768],
      // Wider than the original: its own size, re-encoded.
      [1200, "avif", "image/avif", 900],
    ] as const;
    for (const [width, format, contentType, actualWidth] of expected) {
      const variant = await t.app.inject({ method: "GET", url: `${base}-${width}.${format}` });
      expect(variant.statusCode, `${width}.${format}`).toBe(200);
      expect(variant.headers["content-type"]).toBe(contentType);
      expect(variant.headers["cache-control"]).toBe("public, max-age=86400");
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta.width).toBe(actualWidth);
      expect(meta.height).toBe(Math.round((actualWidth * 600) / 900));
    }
    // The original is still there, and names that are no variant of it are not found.
    expect((await t.app.inject({ method: "GET", url: encodeURI(imageUrl) })).statusCode).toBe(200);
    for (const name of ["-500.avif", "-480.png", "-480.gif"]) {
      expect((await t.app.inject({ method: "GET", url: `${base}${name}` })).statusCode, name).toBe(404);
    }
  });

  it("a variant asked for before it exists is the original for now, and its asking makes them", async () => {
    const staffUser = await signedInUser(t.app, { role: "instructor" });
    await joinCourseTeam(t.db, course.course.id, staffUser.user);
    const instructor = as(t.app, staffUser.cookie);
    const bytes = await photo();
    const response = await instructor({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      ...multipart("cover.jpg", bytes),
    });
    const base = (response.json().imageUrl as string).replace(/\.jpg$/, "");
    const id = base.split("/")[3]!;
    await settleUploadVariants();
    // An image uploaded before variants existed (or whose variants were lost): none on disk.
    const variantsDir = join(t.config.uploadDir, "variants", id);
    await rm(variantsDir, { recursive: true });
    const early = await t.app.inject({ method: "GET", url: `${base}-480.avif` });
    expect(early.statusCode).toBe(200);
    expect(early.headers["content-type"]).toBe("image/jpeg");
    expect(early.headers["cache-control"]).toBe("public, max-age=60");
    expect(early.rawPayload.equals(bytes)).toBe(true);
    await settleUploadVariants();
    const made = await t.app.inject({ method: "GET", url: `${base}-480.avif` });
    expect(made.headers["content-type"]).toBe("image/avif");

    // Replaced by another image and unused for a day: the sweep deletes it with its variants.
    expect(existsSync(variantsDir)).toBe(true);
    await instructor({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      ...multipart("newer.jpg", bytes),
    });
    await settleUploadVariants();
    await sweepUnusedUploads(t.db, t.config.uploadDir, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(existsSync(variantsDir)).toBe(false);
    expect(existsSync(join(t.config.uploadDir, id))).toBe(false);
  });
});

describe("data saver pages", () => {
  it("have a page cache key of their own", () => {
    expect(pageCacheKey("/courses?utm=1", true)).toEqual({ url: "/courses", key: "html:data-saver:/courses" });
    expect(pageCacheKey("/courses", false).key).toBe("html:/courses");
    expect(pageCacheKey("/quiz/x", true).key).toBeNull();
  });
});
