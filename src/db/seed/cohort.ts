import { sql } from "drizzle-orm";
import {
  certificates,
  cohortMembers,
  cohorts,
  enrollments,
  mentorBookings,
  projectSubmissions,
  quizAttempts,
  userProgress,
  users,
} from "../schema/index.js";
import { completionPercentage } from "../../shared/rules/completion.js";
import type { Transaction } from "../types.js";
import type { CatalogRows } from "./index.js";
import { mentorSeeds } from "./mentors.js";

/*
 * The demo academy's running cohort (issue 24): about 20 students of one course at varied
 * progress, so the progress board shows real shapes on a fresh `npm start`: some active this week,
 * some inactive for more than 7 days, one who failed a quiz with no attempts left, one whose
 * project has needed revision for more than 7 days, one who missed a mentor session (no-show), and
 * past completers of an earlier cohort with certificates. Ids are fixed and every insert skips
 * rows already there, so seeding again adds nothing; dates count back from the day it runs.
 * The demo students have no password: they can't sign in.
 */

const DAY = 24 * 60 * 60 * 1000;
/** A fixed id per demo row: "00000000-0024-4000-8000-" and a 12-digit number. */
const demoId = (kind: number, n: number) =>
  `00000000-0024-4000-8${String(kind).padStart(3, "0")}-${String(n).padStart(12, "0")}`;

const FIRST = ["Aaliyah", "Bruno", "Camila", "Darnell", "Esme", "Farid", "Gabriela", "Hector", "Imani", "Jamal"];
const LAST = ["Brooks", "Castillo", "Diaz", "Evans", "Foster", "Garcia", "Hughes", "Ibarra", "Jones", "Kim"];

type Item = { kind: "lesson" | "quiz" | "project"; id: string; moduleId: string; maxAttempts: number };

/** The course's counted items in order (active items of active modules), from the catalog rows. */
function courseItems(rows: CatalogRows, courseId: string): Item[] {
  const modules = rows.modules
    .filter((module) => module.courseId === courseId && module.isActive !== false)
    .sort((a, b) => a.orderIndex - b.orderIndex);
  return modules.flatMap((module) => {
    const inModule = [
      ...rows.lessons
        .filter((lesson) => lesson.moduleId === module.id && lesson.isActive !== false)
        .map((lesson) => ({ kind: "lesson" as const, id: lesson.id!, order: lesson.orderIndex ?? 0, maxAttempts: 0 })),
      ...rows.quizzes
        .filter((quiz) => quiz.moduleId === module.id && quiz.isActive !== false)
        .map((quiz) => ({
          kind: "quiz" as const,
          id: quiz.id!,
          order: quiz.orderIndex ?? 0,
          maxAttempts: quiz.maxAttempts ?? 3,
        })),
      ...rows.projects
        .filter((project) => project.moduleId === module.id && project.isActive !== false)
        .map((project) => ({
          kind: "project" as const,
          id: project.id!,
          order: project.orderIndex ?? 0,
          maxAttempts: 0,
        })),
    ].sort((a, b) => a.order - b.order);
    return inModule.map(({ kind, id, maxAttempts }) => ({ kind, id, moduleId: module.id!, maxAttempts }));
  });
}

interface DemoStudent {
  n: number;
  /** Items done, in order. */
  done: number;
  /** Days since their last activity. */
  idleDays: number;
  special?: "failed-quiz" | "needs-revision" | "no-show";
}

/** The running cohort's students: progress and idleness spread over the course. */
const RUNNING: DemoStudent[] = [
  { n: 1, done: 9, idleDays: 0 },
  { n: 2, done: 7, idleDays: 1 },
  { n: 3, done: 6, idleDays: 2 },
  { n: 4, done: 5, idleDays: 1 },
  { n: 5, done: 4, idleDays: 3 },
  { n: 6, done: 8, idleDays: 0 },
  { n: 7, done: 3, idleDays: 9 },
  { n: 8, done: 2, idleDays: 12 },
  { n: 9, done: 1, idleDays: 15 },
  { n: 10, done: 0, idleDays: 20 },
  { n: 11, done: 5, idleDays: 2, special: "failed-quiz" },
  { n: 12, done: 4, idleDays: 10, special: "needs-revision" },
  { n: 13, done: 3, idleDays: 4, special: "no-show" },
  { n: 14, done: 6, idleDays: 5 },
  { n: 15, done: 2, idleDays: 2 },
  { n: 16, done: 10, idleDays: 1 },
  { n: 17, done: 1, idleDays: 8 },
  { n: 18, done: 0, idleDays: 6 },
  { n: 19, done: 4, idleDays: 0 },
  { n: 20, done: 7, idleDays: 3 },
];
/** An earlier cohort's completers, certified months ago. */
const COMPLETERS = [21, 22, 23, 24, 25];

const nameOf = (n: number) => ({
  firstName: FIRST[(n - 1) % 10]!,
  lastName: LAST[(n * 3 + Math.floor((n - 1) / 10)) % 10]!,
});

export async function seedDemoCohort(tx: Transaction, rows: CatalogRows): Promise<void> {
  const course = rows.courses[0];
  if (!course?.id) return;
  const courseId = course.id;
  const items = courseItems(rows, courseId);
  if (items.length === 0) return;
  const now = Date.now();
  const day = (n: number) => new Date(now - n * DAY);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);

  const running = demoId(1, 1);
  const past = demoId(1, 2);
  await tx
    .insert(cohorts)
    .values([
      {
        id: running,
        courseId,
        name: "Spring cohort – evenings",
        startsOn: isoDay(day(35)),
        endsOn: isoDay(day(-56)),
        capacity: 24,
        memberCount: RUNNING.length,
      },
      {
        id: past,
        courseId,
        name: "Autumn cohort – weekends",
        startsOn: isoDay(day(300)),
        endsOn: isoDay(day(210)),
        capacity: null,
        memberCount: COMPLETERS.length,
      },
    ])
    .onConflictDoNothing();

  const everyone = [...RUNNING.map((student) => student.n), ...COMPLETERS];
  await tx
    .insert(users)
    .values(
      everyone.map((n) => ({
        id: demoId(2, n),
        email: `cohort.student${String(n).padStart(2, "0")}@example.org`,
        ...nameOf(n),
        role: "student" as const,
      })),
    )
    .onConflictDoNothing();

  const students: (DemoStudent & { cohortId: string; enrolledDaysAgo: number })[] = [
    ...RUNNING.map((student) => ({ ...student, cohortId: running, enrolledDaysAgo: 35 })),
    ...COMPLETERS.map((n) => ({ n, done: items.length, idleDays: 200 + n, cohortId: past, enrolledDaysAgo: 300 })),
  ];
  // Each table's rows for every student, then one insert per table (parents first).
  const rowsOf = {
    enrollments: [] as (typeof enrollments.$inferInsert)[],
    members: [] as (typeof cohortMembers.$inferInsert)[],
    progress: [] as (typeof userProgress.$inferInsert)[],
    attempts: [] as (typeof quizAttempts.$inferInsert)[],
    submissions: [] as (typeof projectSubmissions.$inferInsert)[],
    bookings: [] as (typeof mentorBookings.$inferInsert)[],
    certificates: [] as (typeof certificates.$inferInsert)[],
  };
  for (const student of students) {
    const userId = demoId(2, student.n);
    const isComplete = student.done >= items.length;
    const lastActive = day(student.idleDays);
    const enrolledAt = day(student.enrolledDaysAgo);
    rowsOf.enrollments.push({
      id: demoId(3, student.n),
      userId,
      courseId,
      progress: completionPercentage(Math.min(student.done, items.length), items.length),
      completed: isComplete,
      completedAt: isComplete ? lastActive : null,
      enrolledAt,
    });
    rowsOf.members.push({ cohortId: student.cohortId, courseId, userId, addedAt: enrolledAt });

    // Their completed items, spread evenly from enrolment to their last activity: a passed quiz
    // has its attempt, a project its approved submission.
    const done = items.slice(0, student.done);
    const span = Math.max(1, student.enrolledDaysAgo - student.idleDays);
    for (const [index, item] of done.entries()) {
      const at = new Date(lastActive.getTime() - ((done.length - 1 - index) * span * DAY) / Math.max(1, done.length));
      rowsOf.progress.push({
        userId,
        courseId,
        moduleId: item.moduleId,
        ...(item.kind === "lesson" ? { lessonId: item.id } : {}),
        ...(item.kind === "quiz" ? { quizId: item.id } : {}),
        ...(item.kind === "project" ? { projectId: item.id } : {}),
        completedAt: at,
        createdAt: at,
      });
      if (item.kind === "quiz") {
        rowsOf.attempts.push({
          userId,
          quizId: item.id,
          answers: {},
          score: 80 + (student.n % 3) * 10,
          maxScore: 100,
          passed: true,
          attemptNumber: 1,
          completedAt: at,
        });
      }
      if (item.kind === "project") {
        rowsOf.submissions.push({
          userId,
          projectId: item.id,
          content: "My work for this project, with photos of each step.",
          status: "approved",
          grade: student.n % 2 === 0 ? "excellent" : "pass",
          feedback: "Well done: clean and careful work.",
          submissionNumber: 1,
          submittedAt: at,
          reviewedAt: at,
        });
      }
    }

    // What puts a student at risk beyond idleness: every attempt of the next quiz failed, a
    // project sent back, a missed mentor session.
    if (student.special === "failed-quiz") {
      const quiz = items.slice(student.done).find((item) => item.kind === "quiz");
      for (let attempt = 1; quiz && attempt <= quiz.maxAttempts; attempt += 1) {
        rowsOf.attempts.push({
          userId,
          quizId: quiz.id,
          answers: {},
          score: 30 + attempt * 5,
          maxScore: 100,
          passed: false,
          attemptNumber: attempt,
          completedAt: day(student.idleDays + quiz.maxAttempts - attempt),
        });
      }
    }
    if (student.special === "needs-revision") {
      const project = items.slice(student.done).find((item) => item.kind === "project") ?? items[student.done];
      if (project?.kind === "project") {
        rowsOf.submissions.push({
          userId,
          projectId: project.id,
          content: "First try at the project.",
          status: "needs_revision",
          feedback: "Good start. Add the measurements and a photo of the finished joint, then send it again.",
          submissionNumber: 1,
          submittedAt: day(student.idleDays + 1),
          reviewedAt: day(student.idleDays),
        });
      }
    }
    if (student.special === "no-show" && mentorSeeds[0]) {
      const at = day(6);
      rowsOf.bookings.push({
        id: demoId(4, student.n),
        userId,
        mentorId: mentorSeeds[0].id,
        scheduledAt: at,
        endsAt: new Date(at.getTime() + 60 * 60 * 1000),
        duration: 60,
        topic: "Planning my first project",
        status: "no_show",
      });
    }
    if (isComplete) {
      rowsOf.certificates.push({
        id: demoId(5, student.n),
        userId,
        courseId,
        // A fixed id in the certificates' alphabet (TSA-XXXX-XXXX).
        certId: `TSA-CHRT-${"2345678ABC"[student.n % 10]}${"CDEFGHJKMN"[Math.floor(student.n / 10) % 10]}PQ`,
        studentName: `${nameOf(student.n).firstName} ${nameOf(student.n).lastName}`,
        courseTitle: course.title,
        issueDate: lastActive,
        createdAt: lastActive,
      });
    }
  }
  const insertAll = async <T extends Parameters<Transaction["insert"]>[0]>(table: T, values: T["$inferInsert"][]) => {
    if (values.length > 0) await tx.insert(table).values(values).onConflictDoNothing();
  };
  await insertAll(enrollments, rowsOf.enrollments);
  await insertAll(cohortMembers, rowsOf.members);
  await insertAll(userProgress, rowsOf.progress);
  await insertAll(quizAttempts, rowsOf.attempts);
  await insertAll(projectSubmissions, rowsOf.submissions);
  await insertAll(mentorBookings, rowsOf.bookings);
  await insertAll(certificates, rowsOf.certificates);
  // Keep the member counts true when the seed runs over rows already there.
  await tx.execute(sql`
    update ${cohorts} set member_count = (select count(*) from ${cohortMembers} where ${cohortMembers.cohortId} = ${cohorts.id})
    where ${cohorts.id} in (${running}, ${past})`);
}
