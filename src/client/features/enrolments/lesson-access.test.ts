import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { refusedCourseId } from "./lesson-access";

describe("refusedCourseId", () => {
  it("reads the course from the lesson call's 403 body", () => {
    const body = JSON.stringify({ message: "Enroll in this course to open its lessons", courseId: "c-1" });
    expect(refusedCourseId(new ApiError(403, `403: ${body}`))).toBe("c-1");
  });

  it("is undefined for other answers and bodies without a course", () => {
    expect(refusedCourseId(new ApiError(401, `401: {"message":"Unauthorized","courseId":"c-1"}`))).toBeUndefined();
    expect(refusedCourseId(new ApiError(403, `403: {"message":"No"}`))).toBeUndefined();
    expect(refusedCourseId(new ApiError(403, "403: Forbidden"))).toBeUndefined();
    expect(refusedCourseId(new Error("offline"))).toBeUndefined();
  });
});
