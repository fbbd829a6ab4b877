import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createTeamCourse, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let team: { id: string }[] = [];
let instructor: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let fixture: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructor = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
  fixture = await createTeamCourse(t.db, team);
});
afterAll(() => t.close());

/** Addresses that would make every visitor's browser call the API with their cookies. */
const apiAddresses = [
  "/api/logout",
  "/api",
  "/API/logout",
  "/./api/logout",
  "/images/../api/logout",
  "/%61pi/logout",
  "/\\api/logout",
  "//localhost:3000/api/logout",
  "https://localhost:3000/api/logout",
];
const UPLOADED = "/api/uploads/0b6f4a3e-8f1c-4d2a-9c3b-1a2b3c4d5e6f/photo.png";

describe("course media addresses", () => {
  it("refuse a course image or video that points at the API, with the field's message", async () => {
    const url = `/api/staff/courses/${fixture.course.id}`;
    for (const value of apiAddresses) {
      const image = await instructor({ method: "PATCH", url, payload: { imageUrl: value } });
      expect(image.statusCode, value).toBe(400);
      expect(image.json().errors, value).toEqual([
        {
          path: "body.imageUrl",
          message:
            "Image address must be an https:// address, a site path under /images/ or /videos/ or an uploaded file, and may not point at the API",
        },
      ]);
      const video = await instructor({ method: "PATCH", url, payload: { videoUrl: value } });
      expect(video.statusCode, value).toBe(400);
      expect(video.json().errors[0].path, value).toBe("body.videoUrl");
    }
    const stored = (await instructor({ method: "GET", url })).json();
    expect(stored.imageUrl).toBeNull();
    expect(stored.videoUrl).toBeNull();
  });

  it("refuse a lesson video that points at the API", async () => {
    const url = `/api/staff/lessons/${fixture.lessons[0]!.id}`;
    for (const value of apiAddresses) {
      const response = await instructor({ method: "PATCH", url, payload: { videoUrl: value } });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors[0].path, value).toBe("body.videoUrl");
    }
  });

  it("still take the seed's images, uploaded images, videos and https addresses", async () => {
    const url = `/api/staff/courses/${fixture.course.id}`;
    for (const [imageUrl, videoUrl] of [
      ["/images/default-course.svg", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      [UPLOADED, "/videos/intro.mp4"],
      ["https://cdn.example.org/a.jpg", "https://vimeo.com/123456789"],
    ]) {
      const response = await instructor({ method: "PATCH", url, payload: { imageUrl, videoUrl } });
      expect(response.statusCode, imageUrl).toBe(200);
      expect(response.json()).toMatchObject({ imageUrl, videoUrl });
    }
    const lesson = await instructor({
      method: "PATCH",
      url: `/api/staff/lessons/${fixture.lessons[0]!.id}`,
      payload: { videoUrl: "/videos/measuring.mp4" },
    });
    expect(lesson.statusCode).toBe(200);
  });
});

describe("blog, mentor and story images", () => {
  it("refuse addresses that point at the API and keep the site's images", async () => {
    const post = { title: "News", content: "Body", excerpt: "Short", category: "News" };
    for (const imageUrl of apiAddresses) {
      const response = await admin({ method: "POST", url: "/api/admin/blog", payload: { ...post, imageUrl } });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: "body.imageUrl" });
    }
    const mentor = await admin({
      method: "POST",
      url: "/api/admin/mentors",
      payload: { name: "Dee", title: "Chef", bio: "Cooks", imageUrl: "/api/logout" },
    });
    expect(mentor.statusCode).toBe(400);
    expect(mentor.json().errors[0]).toMatchObject({ path: "body.imageUrl" });

    const valid = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: { ...post, imageUrl: "/images/blog/tape-measure-tricks.svg" },
    });
    expect(valid.statusCode).toBe(201);
  });
});
