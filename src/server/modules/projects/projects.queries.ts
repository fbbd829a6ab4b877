import { and, asc, desc, eq, getTableColumns, gt, inArray, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { courseModules, courses, projects, projectSubmissions, users } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import type { CourseScope } from "../teams/index.js";
import { findServedItem } from "../courses/index.js";

// Projects as the catalog serves them

/** A project's columns but isActive: inactive projects are never served, so the flag is not either. */
const { isActive: _isActive, ...servedProjectColumns } = getTableColumns(projects);

export function listActiveProjects(db: Executor, moduleId: string) {
  return db
    .select(servedProjectColumns)
    .from(projects)
    .where(and(eq(projects.moduleId, moduleId), eq(projects.isActive, true)))
    .orderBy(asc(projects.orderIndex), asc(projects.createdAt));
}

/** A project the catalog serves (it, its module and its course active), with its course. */
export const findServedProject = (db: Executor, id: string) => findServedItem(db, projects, servedProjectColumns, id);

// A student's submissions

/**
 * The one definition of "sent back for changes, and the student's next step": the submission was
 * marked needs_revision and no later submission of the same student to the same project exists.
 * The submissions read marks it (revisionRequested, the project page's banner) and the dashboard's
 * list filters by it: both screens say the same because there is no second definition.
 */
function isRevisionRequested(db: Executor): SQL {
  const newer = alias(projectSubmissions, "newer");
  return and(
    eq(projectSubmissions.status, "needs_revision"),
    notExists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(
          and(
            eq(newer.userId, projectSubmissions.userId),
            eq(newer.projectId, projectSubmissions.projectId),
            gt(newer.submissionNumber, projectSubmissions.submissionNumber),
          ),
        ),
    ),
  )!;
}

export function listOwnSubmissions(db: Executor, userId: string, projectId: string) {
  return db
    .select({
      ...getTableColumns(projectSubmissions),
      revisionRequested: sql<boolean>`coalesce(${isRevisionRequested(db)}, false)`.mapWith(Boolean),
    })
    .from(projectSubmissions)
    .where(and(eq(projectSubmissions.userId, userId), eq(projectSubmissions.projectId, projectId)))
    .orderBy(asc(projectSubmissions.submissionNumber));
}

/**
 * The student's projects whose newest submission was sent back for changes, newest review first:
 * projects still served (they, their module and their course active), a later submission ends it.
 */
export function listChangesRequested(db: Executor, userId: string) {
  return db
    .select({
      submissionId: projectSubmissions.id,
      submissionNumber: projectSubmissions.submissionNumber,
      projectId: projects.id,
      projectTitle: projects.title,
      courseId: courses.id,
      courseTitle: courses.title,
      feedback: projectSubmissions.feedback,
      reviewedAt: projectSubmissions.reviewedAt,
    })
    .from(projectSubmissions)
    .innerJoin(projects, eq(projects.id, projectSubmissions.projectId))
    .innerJoin(courseModules, eq(courseModules.id, projects.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(
      and(
        eq(projectSubmissions.userId, userId),
        eq(projects.isActive, true),
        eq(courseModules.isActive, true),
        eq(courses.isActive, true),
        isRevisionRequested(db),
      ),
    )
    .orderBy(desc(projectSubmissions.reviewedAt), asc(projects.title));
}

export async function insertSubmission(tx: Executor, values: typeof projectSubmissions.$inferInsert) {
  const [row] = await tx.insert(projectSubmissions).values(values).returning();
  return row!;
}

// Authoring (every project, active or not)

export async function findProject(db: Executor, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function insertProject(db: Executor, values: typeof projects.$inferInsert) {
  await db.insert(projects).values(values);
}

export async function updateProject(db: Executor, id: string, values: Partial<typeof projects.$inferInsert>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

// Review

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

export type SubmissionQueueStatus = "pending" | "approved" | "needs_revision" | "all";

/** The review queue of the courses `scope` keeps: oldest first for pending work, newest first otherwise. */
export function listSubmissionQueue(db: Executor, status: SubmissionQueueStatus, scope?: CourseScope) {
  const query = selectSubmissions(
    db,
    and(status === "all" ? undefined : eq(projectSubmissions.status, status), scope?.(courses.id)),
  );
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

/** Instructors and admins: who gets the review digest. */
export function listReviewers(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, locale: users.locale, role: users.role })
    .from(users)
    .where(inArray(users.role, ["instructor", "admin"]))
    .orderBy(asc(users.createdAt));
}

/**
 * Serialises digest refreshes (transaction-scoped): each one then reads the queue after the one
 * before committed, so the last digest written lists every submission waiting.
 */
export async function lockReviewDigest(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('review-digest'))`);
}
