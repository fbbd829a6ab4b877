import { describe, expect, it } from "vitest";
import { isSafeImageUrl, isSafeMediaUrl } from "./records.js";

describe("isSafeMediaUrl", () => {
  it("accepts the media folders, uploaded files and https addresses", () => {
    for (const value of [
      "/images/default-course.svg",
      "/images/blog/tape-measure-tricks.svg",
      "/images/courses/a%20b.jpg?v=2",
      "/videos/intro.mp4",
      "/api/uploads/0b6f4a3e-8f1c-4d2a-9c3b-1a2b3c4d5e6f/my joint.png",
      "https://cdn.example.org/a.jpg",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://example.org/images/api.png",
    ]) {
      expect(isSafeMediaUrl(value), value).toBe(true);
    }
  });

  it("refuses every way of pointing at the API, and other origins", () => {
    for (const value of [
      "/api/logout",
      "/api",
      "/api/",
      "/API/logout",
      "/Api/auth/logout",
      "/./api/logout",
      "/images/../api/logout",
      "/images/%2e%2e/api/logout",
      "/images/..%2fapi/logout",
      "/%61pi/logout",
      "/%2561pi/logout",
      "/\\api/logout",
      "/images\\..\\api/logout",
      "//localhost:3000/api/logout",
      "/\\evil.example/a.png",
      "/api/uploads/0b6f4a3e-8f1c-4d2a-9c3b-1a2b3c4d5e6f/../../logout",
      "/api/uploads/not-a-uuid/a.png",
      "/api/courses/0b6f4a3e-8f1c-4d2a-9c3b-1a2b3c4d5e6f/enroll",
      "/logout",
      "/favicon.svg",
      "https://tradeskills.example/api/logout",
      "https://tradeskills.example/API/auth/logout",
      "https://tradeskills.example/%61pi/logout",
      "https://tradeskills.example//api/logout",
      "https://tradeskills.example/images/../api/logout",
      "http://example.org/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "images/a.png",
      "/images/%E0%A4%A",
    ]) {
      expect(isSafeMediaUrl(value), value).toBe(false);
    }
  });

  it("is the image check too", () => {
    expect(isSafeImageUrl("/api/logout")).toBe(false);
    expect(isSafeImageUrl("/images/mentors/mei-chen.svg")).toBe(true);
  });
});
