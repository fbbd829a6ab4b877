import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments } from "../../src/db/schema/index.js";
import { TAP_REPLAY_SCRIPT } from "../../src/shared/tap-replay.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture } from "../support/factories.js";

/** Issue 23: taps before the page's script has run. */
let t: TestContext;
let free: CourseFixture;
let paid: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  free = await createCourseWithContent(t.db, { title: "Free course" });
  paid = await createCourseWithContent(t.db, { title: "Paid course", isFree: false, price: "79.00" });
});
afterAll(() => t.close());

const form = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
const post = (courseId: string, cookie?: string, headers: Record<string, string> = form) =>
  as(t.app, cookie)({ method: "POST", url: `/api/courses/${courseId}/enroll/form`, payload: "", headers });

async function isEnrolled(userId: string, courseId: string) {
  const rows = await t.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return rows.length === 1;
}

describe("the Enroll Now form", () => {
  it("enrols a student in a free course and comes back to it with the toast's parameter", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const response = await post(free.course.id, cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/courses/${free.course.id}?enrolled=1`);
    expect(await isEnrolled(user.id, free.course.id)).toBe(true);
    // Again (a second tap, Back then resubmit): still one enrolment, same answer.
    const again = await post(free.course.id, cookie);
    expect(again.headers.location).toBe(`/courses/${free.course.id}?enrolled=1`);
  });

  it("sends a paid course to checkout without enrolling", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const response = await post(paid.course.id, cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/checkout?courseId=${paid.course.id}&amount=79.00`);
    expect(await isEnrolled(user.id, paid.course.id)).toBe(false);
  });

  it("sends a visitor to sign in, coming back to the course to enrol", async () => {
    const response = await post(free.course.id);
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("returnTo")).toBe(`/courses/${free.course.id}?enroll=1`);
  });

  it("sends a missing course to its page, which says it is not found", async () => {
    const { cookie } = await signedInUser(t.app);
    const response = await post("00000000-0000-4000-8000-000000000000", cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/courses/00000000-0000-4000-8000-000000000000");
  });

  it("refuses a post from another site", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const response = await post(free.course.id, cookie, { ...form, "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(await isEnrolled(user.id, free.course.id)).toBe(false);
  });

  it("takes form bodies on this route only", async () => {
    const { cookie } = await signedInUser(t.app);
    const json = await as(
      t.app,
      cookie,
    )({
      method: "POST",
      url: `/api/courses/${free.course.id}/enroll`,
      payload: "",
      headers: form,
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("the pages' inline tap script", () => {
  it("is the one inline script the Content-Security-Policy allows, by its hash", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses" });
    const policy = response.headers["content-security-policy"] as string;
    const hash = createHash("sha256").update(TAP_REPLAY_SCRIPT).digest("base64");
    const scripts = /script-src ([^;]+)/.exec(policy)![1]!.split(" ");
    expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy).toContain("script-src-attr 'none'");
  });
});
