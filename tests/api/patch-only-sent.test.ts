import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  courseModules,
  courses,
  lessons,
  mentorBookings,
  mentors,
  projects,
  quizQuestions,
  quizzes,
  successStories,
  users,
} from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, createMentor, createUser, signedInUser } from "../support/factories.js";

/**
 * Every update route changes exactly the fields it receives: a record made with values other
 * than the create defaults keeps all of them when a PATCH sends one other field. Records are
 * read straight from the database, so no response shaping can hide a changed column.
 */

let t: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

/** The row with `id`, without updatedAt: recording when a change happened is the point of that column. */
async function readRow(table: PgTable & { id: unknown }, id: string): Promise<Row> {
  const [row] = await t.db
    .select()
    .from(table)
    .where(eq(table.id as never, id));
  if (!row) throw new Error(`no row ${id}`);
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
}

/** PATCHes `payload` and expects the row to differ from before in `changed` only. */
async function expectOnly(table: PgTable & { id: unknown }, id: string, url: string, payload: Row, changed: Row) {
  const before = await readRow(table, id);
  for (const [field, value] of Object.entries(changed)) expect(before[field], `${field} before`).not.toEqual(value);
  const response = await admin({ method: "PATCH", url, payload });
  expect(response.statusCode, response.body).toBe(200);
  expect(await readRow(table, id)).toEqual({ ...before, ...changed });
}

describe("a staff PATCH changes only what it sends", () => {
  it("course: a new duration leaves a paid, featured, inactive course paid, featured and inactive", async () => {
    const { course } = await createCourseWithContent(t.db, {
      isFree: false,
      price: "49.00",
      isFeatured: true,
      isActive: false,
      duration: "6 weeks",
    });
    await expectOnly(
      courses,
      course.id,
      `/api/staff/courses/${course.id}`,
      { duration: "8 weeks" },
      // The text is read into the structured duration too (issue 23, migration 0013).
      { duration: "8 weeks", durationValue: 8, durationUnit: "week" },
    );
  });

  it("course: a price sent alone is checked against the stored isFree", async () => {
    const { course } = await createCourseWithContent(t.db, { isFree: false, price: "49.00" });
    await expectOnly(courses, course.id, `/api/staff/courses/${course.id}`, { price: "59.50" }, { price: "59.50" });
    const zero = await admin({ method: "PATCH", url: `/api/staff/courses/${course.id}`, payload: { price: "0" } });
    expect(zero.statusCode).toBe(400);
    // A free course stays at 0, whatever price is sent with it.
    await expectOnly(
      courses,
      course.id,
      `/api/staff/courses/${course.id}`,
      { isFree: true },
      {
        isFree: true,
        price: "0.00",
      },
    );
  });

  it("module: a new title keeps its hours, required and active flags", async () => {
    const { modules } = await createCourseWithContent(t.db);
    const module = modules[0]!;
    await t.db
      .update(courseModules)
      .set({ estimatedHours: "3.25", isRequired: false, isActive: false })
      .where(eq(courseModules.id, module.id));
    await expectOnly(
      courseModules,
      module.id,
      `/api/staff/modules/${module.id}`,
      { title: "Hand tools" },
      {
        title: "Hand tools",
      },
    );
  });

  it("lesson: a new title keeps its required and active flags", async () => {
    const { lessons: rows } = await createCourseWithContent(t.db);
    const lesson = rows[0]!;
    await t.db.update(lessons).set({ isRequired: false, isActive: false }).where(eq(lessons.id, lesson.id));
    await expectOnly(
      lessons,
      lesson.id,
      `/api/staff/lessons/${lesson.id}`,
      { title: "Tape measures" },
      {
        title: "Tape measures",
      },
    );
  });

  it("quiz: a new title keeps its limits and flags", async () => {
    const { quiz } = await createCourseWithContent(
      t.db,
      {},
      {
        passThreshold: 70,
        maxAttempts: 5,
        isRequired: false,
        isActive: false,
      },
    );
    await expectOnly(
      quizzes,
      quiz.id,
      `/api/staff/quizzes/${quiz.id}`,
      { title: "Tool check" },
      {
        title: "Tool check",
      },
    );
  });

  it("question: a new explanation keeps a true/false question's type, answer and points", async () => {
    const { questions } = await createCourseWithContent(t.db);
    const question = questions.find((row) => row.questionType === "true_false")!;
    await t.db.update(quizQuestions).set({ points: 5 }).where(eq(quizQuestions.id, question.id));
    await expectOnly(
      quizQuestions,
      question.id,
      `/api/staff/questions/${question.id}`,
      { explanation: "Eyes don't grow back." },
      { explanation: "Eyes don't grow back." },
    );
  });

  it("project: a new title keeps a file project's format, limit and flags", async () => {
    const { fileProject } = await createCourseWithContent(t.db);
    await t.db
      .update(projects)
      .set({ maxSubmissions: 3, isRequired: false, isActive: false })
      .where(eq(projects.id, fileProject.id));
    await expectOnly(
      projects,
      fileProject.id,
      `/api/staff/projects/${fileProject.id}`,
      { title: "Joint photo" },
      {
        title: "Joint photo",
      },
    );
  });
});

describe("an admin PATCH changes only what it sends", () => {
  it("blog post: a new title keeps it published, with its date, excerpt and image", async () => {
    const created = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: {
        title: "Apprenticeships in 2026",
        content: "Where to start.",
        excerpt: "Where to start",
        category: "Careers",
        imageUrl: "/images/blog.svg",
        isPublished: true,
        publishedAt: "2026-01-05T10:00:00.000Z",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await expectOnly(
      blogPosts,
      id,
      `/api/admin/blog/${id}`,
      { title: "Apprenticeships this year" },
      {
        title: "Apprenticeships this year",
      },
    );
  });

  it("mentor: a new title keeps availability, rating, sessions and expertise", async () => {
    const mentor = await createMentor(t.db, { isAvailable: false, rating: "4.90", sessionCount: 12 });
    await expectOnly(
      mentors,
      mentor.id,
      `/api/admin/mentors/${mentor.id}`,
      { title: "Journeyman Carpenter" },
      {
        title: "Journeyman Carpenter",
      },
    );
  });

  it("success story: a new program keeps it hidden, with its details", async () => {
    const created = await admin({
      method: "POST",
      url: "/api/admin/success-stories",
      payload: {
        studentName: "Ana Ruiz",
        age: 31,
        program: "Electrical",
        currentJob: "Apprentice electrician",
        salary: "$52,000",
        testimonial: "It changed my life.",
        imageUrl: "/images/ana.svg",
        location: "Tucson, AZ",
        graduationYear: 2024,
        isVisible: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await expectOnly(
      successStories,
      id,
      `/api/admin/success-stories/${id}`,
      { program: "Electrical Systems" },
      {
        program: "Electrical Systems",
      },
    );
  });

  it("user: a new role changes nothing else", async () => {
    const user = await createUser(t.db, { role: "instructor", firstName: "Jo", lastName: "Park" });
    await expectOnly(users, user.id, `/api/admin/users/${user.id}/role`, { role: "admin" }, { role: "admin" });
  });

  it("booking: a new status keeps its time, length, topic and notes", async () => {
    const mentor = await createMentor(t.db);
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const booked = await student({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: "2099-03-04T15:00:00Z", duration: 90, topic: "Framing", notes: "Bring plans" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    await expectOnly(
      mentorBookings,
      id,
      `/api/admin/bookings/${id}`,
      { status: "cancelled" },
      // The cancellation's calendar update carries the next SEQUENCE of the same event (issue 26).
      { status: "cancelled", icsSequence: 1 },
    );
  });
});
