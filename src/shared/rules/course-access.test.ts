import { describe, expect, it } from "vitest";
import { lessonReadNeeds, mayReadLessons, mayWorkOn, workNeeds } from "./course-access.js";

const free = { isFree: true };
const paid = { isFree: false };
const student = { role: "student" } as const;
const instructor = { role: "instructor" } as const;
const admin = { role: "admin" } as const;

describe("who may read a course's lessons", () => {
  it("opens a free course's lessons to everyone, visitors included", () => {
    expect(lessonReadNeeds(free, null)).toBe("open");
    expect(mayReadLessons(free, student, false)).toBe(true);
  });

  it("asks a visitor to sign in for a paid course, and a student to enrol", () => {
    expect(lessonReadNeeds(paid, null)).toBe("sign-in");
    expect(mayReadLessons(paid, null, false)).toBe(false);
    expect(lessonReadNeeds(paid, student)).toBe("enrolment");
    expect(mayReadLessons(paid, student, false)).toBe(false);
    expect(mayReadLessons(paid, student, true)).toBe(true);
  });

  it("lets staff read a paid course's lessons without an enrolment", () => {
    expect(mayReadLessons(paid, instructor, false)).toBe(true);
    expect(mayReadLessons(paid, admin, false)).toBe(true);
  });
});

describe("who may work on a course's items", () => {
  it("needs a sign-in, then an enrolment in a paid course only", () => {
    expect(workNeeds(free, false)).toBe("sign-in");
    expect(workNeeds(paid, true)).toBe("enrolment");
    expect(mayWorkOn(free, student, false)).toBe(true);
    expect(mayWorkOn(paid, student, false)).toBe(false);
    expect(mayWorkOn(paid, student, true)).toBe(true);
  });

  it("gives staff no exception", () => {
    expect(mayWorkOn(paid, admin, false)).toBe(false);
    expect(mayWorkOn(paid, instructor, true)).toBe(true);
  });
});
