import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  courseModules,
  courses,
  lessons,
  mentors,
  projects,
  quizQuestions,
  quizzes,
  type UserRole,
} from "../../src/db/schema/index.js";
import type { Executor } from "../../src/db/types.js";
import { hashPassword } from "../../src/server/modules/auth/password.js";
import { addCourseInstructor } from "../../src/server/modules/teams/index.js";
import { insertUser } from "../../src/server/modules/auth/users.queries.js";
import { sessionCookie } from "./app.js";

export const TEST_PASSWORD = "correct-horse-battery-staple";
let passwordHash: Promise<string> | undefined;

export async function createUser(
  db: Executor,
  overrides: { email?: string; firstName?: string; lastName?: string; role?: UserRole; password?: string } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return insertUser(db, {
    email: overrides.email ?? `student-${randomBytes(5).toString("hex")}@example.org`,
    firstName: overrides.firstName ?? "Test",
    lastName: overrides.lastName ?? "Student",
    role: overrides.role ?? "student",
    passwordHash: overrides.password ? await hashPassword(overrides.password) : await passwordHash,
  });
}

/** A user and the Cookie header of a signed-in session for them. */
export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: overrides.password ?? TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { user, cookie: sessionCookie(response) };
}

export interface CourseFixture {
  course: typeof courses.$inferSelect;
  modules: (typeof courseModules.$inferSelect)[];
  lessons: (typeof lessons.$inferSelect)[];
  quiz: typeof quizzes.$inferSelect;
  questions: (typeof quizQuestions.$inferSelect)[];
  project: typeof projects.$inferSelect;
  fileProject: typeof projects.$inferSelect;
}

/**
 * A course with two modules: the first has two lessons and a quiz of three questions
 * (points 1, 1, 2), the second a lesson, a text project and a file project.
 */
export async function createCourseWithContent(
  db: Executor,
  overrides: Partial<typeof courses.$inferInsert> = {},
  quizOverrides: Partial<typeof quizzes.$inferInsert> = {},
  projectOverrides: Partial<typeof projects.$inferInsert> = {},
): Promise<CourseFixture> {
  const [course] = await db
    .insert(courses)
    .values({
      title: "Intro to Carpentry",
      description: "Measure, cut and join wood safely.",
      category: "Carpentry & Woodworking",
      modules: [
        { title: "Tools", objective: "Know your tools" },
        { title: "Joints", objective: "Make joints" },
      ],
      ...overrides,
    })
    .returning();
  const moduleRows = await db
    .insert(courseModules)
    .values([
      { courseId: course!.id, title: "Tools", description: "Know your tools", orderIndex: 1, estimatedHours: "1.50" },
      { courseId: course!.id, title: "Joints", description: "Make joints", orderIndex: 2, estimatedHours: "2.00" },
    ])
    .returning();
  const [first, second] = moduleRows as [typeof courseModules.$inferSelect, typeof courseModules.$inferSelect];
  const lessonRows = await db
    .insert(lessons)
    .values([
      { moduleId: first.id, title: "Measuring", content: "# Measure twice", duration: "10 min", orderIndex: 1 },
      { moduleId: first.id, title: "Saws", content: "# Cut once", duration: "12 min", orderIndex: 2 },
      { moduleId: second.id, title: "Butt joints", content: "# Glue and screw", duration: "8 min", orderIndex: 1 },
    ])
    .returning();
  const [quiz] = await db
    .insert(quizzes)
    .values({ moduleId: first.id, title: "Tools quiz", timeLimit: 10, orderIndex: 3, ...quizOverrides })
    .returning();
  const questions = await db
    .insert(quizQuestions)
    .values([
      {
        quizId: quiz!.id,
        question: "How many times do you measure?",
        options: ["Once", "Twice", "Never"],
        correctAnswer: "Twice",
        explanation: "Measure twice, cut once.",
        orderIndex: 1,
      },
      {
        quizId: quiz!.id,
        question: "Safety glasses are optional.",
        questionType: "true_false",
        options: ["True", "False"],
        correctAnswer: "False",
        explanation: "Always wear eye protection.",
        orderIndex: 2,
      },
      {
        quizId: quiz!.id,
        question: "Which saw cuts curves?",
        options: ["Jigsaw", "Hand saw", "Mitre saw"],
        correctAnswer: "Jigsaw",
        explanation: "A jigsaw's narrow blade turns.",
        points: 2,
        orderIndex: 3,
      },
    ])
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      moduleId: second.id,
      title: "Build a box",
      requirements: "Describe your box",
      orderIndex: 2,
      ...projectOverrides,
    })
    .returning();
  const [fileProject] = await db
    .insert(projects)
    .values({ moduleId: second.id, title: "Photo of your joint", submissionFormat: "file", orderIndex: 3 })
    .returning();
  return {
    course: course!,
    modules: moduleRows,
    lessons: lessonRows,
    quiz: quiz!,
    questions,
    project: project!,
    fileProject: fileProject!,
  };
}

/** Answers that score 100 on the fixture's quiz. */
export function correctAnswers(fixture: CourseFixture): Record<string, string> {
  return Object.fromEntries(fixture.questions.map((question) => [question.id, question.correctAnswer]));
}

export async function createMentor(db: Executor, overrides: Partial<typeof mentors.$inferInsert> = {}) {
  const [mentor] = await db
    .insert(mentors)
    .values({
      name: "Maria Lopez",
      title: "Master Carpenter",
      bio: "Twenty years of framing and finish work.",
      expertise: ["Framing", "Finish carpentry"],
      rating: "4.90",
      ...overrides,
    })
    .returning();
  return mentor!;
}

/** What POST /api/mentors/:id/book takes (duration 90 unless said). */
export interface BookingRequest {
  scheduledAt: Date;
  duration?: number;
  topic?: string;
  notes?: string;
  timeZone?: string;
}

/** Books a session as the signed-in student (cookie) and expects it made (201). */
export async function bookMentor(app: FastifyInstance, cookie: string, mentorId: string, booking: BookingRequest) {
  const { scheduledAt, duration = 90, ...rest } = booking;
  const response = await app.inject({
    method: "POST",
    url: `/api/mentors/${mentorId}/book`,
    payload: { scheduledAt: scheduledAt.toISOString(), duration, ...rest },
    headers: { cookie },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>();
}

/**
 * Puts instructors on a course's team (issue 24: an instructor acts only on their team's courses),
 * as an admin would on /admin/courses/:id.
 */
export async function joinCourseTeam(db: Executor, courseId: string, ...users: { id: string }[]) {
  for (const user of users) await addCourseInstructor(db, courseId, user.id);
}

/** createCourseWithContent, with these instructors on the new course's team. */
export async function createTeamCourse(
  db: Executor,
  team: { id: string }[],
  ...rest: Parameters<typeof createCourseWithContent> extends [Executor, ...infer Rest] ? Rest : never
): Promise<CourseFixture> {
  const fixture = await createCourseWithContent(db, ...rest);
  await joinCourseTeam(db, fixture.course.id, ...team);
  return fixture;
}
