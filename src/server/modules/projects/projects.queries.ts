import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import {
  courseModules,
  courses,
  projects,
  projectSubmissions,
  quizAttempts,
  quizzes,
  users,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

const staffSubmissionColumns = {
  id: projectSubmissions.id,
  userId: projectSubmissions.userId,
  projectId: projectSubmissions.projectId,
  content: projectSubmissions.content,
  fileUrl: projectSubmissions.fileUrl,
  status: projectSubmissions.status,
  feedback: projectSubmissions.feedback,
  grade: projectSubmissions.grade,
  submissionNumber: projectSubmissions.submissionNumber,
  submittedAt: projectSubmissions.submittedAt,
  reviewedAt: projectSubmissions.reviewedAt,
  student: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  project: {
    id: projects.id,
    title: projects.title,
    submissionFormat: projects.submissionFormat,
    requirements: projects.requirements,
  },
  course: { id: courses.id, title: courses.title },
  moduleId: projects.moduleId,
};

function selectSubmissions(db: Executor, where: SQL | undefined) {
  return db
    .select(staffSubmissionColumns)
    .from(projectSubmissions)
    .innerJoin(users, eq(users.id, projectSubmissions.userId))
    .innerJoin(projects, eq(projects.id, projectSubmissions.projectId))
    .innerJoin(courseModules, eq(courseModules.id, projects.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(where);
}

/** The review queue: oldest first for pending work, newest first otherwise. */
export function listSubmissions(db: Executor, status: "pending" | "approved" | "needs_revision" | "all") {
  const query = selectSubmissions(db, status === "all" ? undefined : eq(projectSubmissions.status, status));
  return status === "pending"
    ? query.orderBy(asc(projectSubmissions.submittedAt)).limit(500)
    : query.orderBy(desc(projectSubmissions.submittedAt)).limit(500);
}

export async function findSubmission(db: Executor, id: string) {
  const [row] = await selectSubmissions(db, eq(projectSubmissions.id, id)).limit(1);
  return row;
}

export async function lockSubmission(tx: Executor, id: string) {
  const [row] = await tx.select().from(projectSubmissions).where(eq(projectSubmissions.id, id)).for("update");
  return row;
}

export function updateSubmissionReview(
  tx: Executor,
  id: string,
  values: Pick<typeof projectSubmissions.$inferInsert, "status" | "grade" | "feedback" | "reviewedAt" | "reviewedBy">,
) {
  return tx
    .update(projectSubmissions)
    .set(values)
    .where(and(eq(projectSubmissions.id, id)));
}

export async function findQuiz(db: Executor, id: string) {
  const [row] = await db
    .select({ id: quizzes.id, title: quizzes.title, timeLimit: quizzes.timeLimit })
    .from(quizzes)
    .where(eq(quizzes.id, id))
    .limit(1);
  return row;
}

/** A quiz's attempts with their students, newest first. */
export function listQuizAttempts(db: Executor, quizId: string) {
  return db
    .select({
      id: quizAttempts.id,
      attemptNumber: quizAttempts.attemptNumber,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      completedAt: quizAttempts.completedAt,
      timeSpent: quizAttempts.timeSpent,
      serverTimeSpent: quizAttempts.serverTimeSpent,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.quizId, quizId))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.attemptNumber))
    .limit(500);
}
