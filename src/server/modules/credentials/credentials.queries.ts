import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  certificateCredentials,
  certificates,
  courseModules,
  courses,
  credentialKeys,
  credentialStatusLists,
  projects,
  quizzes,
  users,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export async function findCurrentKey(db: Executor) {
  const [row] = await db.select().from(credentialKeys).where(eq(credentialKeys.isCurrent, true)).limit(1);
  return row;
}

/** Inserts a current key unless one exists (the unique index on the current key decides a race). */
export async function insertCurrentKey(
  db: Executor,
  key: { publicKeyMultibase: string; secretKeyEncrypted: string | null },
) {
  await db
    .insert(credentialKeys)
    .values({ ...key, isCurrent: true })
    .onConflictDoNothing();
}

/** Retires the current key and makes `key` current, in one transaction. */
export async function rotateTo(db: Executor, key: { publicKeyMultibase: string; secretKeyEncrypted: string | null }) {
  await db.transaction(async (tx) => {
    await tx
      .update(credentialKeys)
      .set({ isCurrent: false, retiredAt: new Date() })
      .where(eq(credentialKeys.isCurrent, true));
    await tx
      .insert(credentialKeys)
      .values({ ...key, isCurrent: true })
      .onConflictDoUpdate({ target: credentialKeys.publicKeyMultibase, set: { isCurrent: true, retiredAt: null } });
  });
}

export function listKeys(db: Executor) {
  return db
    .select({ publicKeyMultibase: credentialKeys.publicKeyMultibase, isCurrent: credentialKeys.isCurrent })
    .from(credentialKeys)
    .orderBy(desc(credentialKeys.isCurrent), asc(credentialKeys.createdAt));
}

export async function findKey(db: Executor, publicKeyMultibase: string) {
  const [row] = await db
    .select({ publicKeyMultibase: credentialKeys.publicKeyMultibase })
    .from(credentialKeys)
    .where(eq(credentialKeys.publicKeyMultibase, publicKeyMultibase))
    .limit(1);
  return row;
}

/** A certificate with what its credential names: the recipient's email and the course. */
export async function findCertificateForCredential(db: Executor, certId: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      certId: certificates.certId,
      courseId: certificates.courseId,
      studentName: certificates.studentName,
      courseTitle: certificates.courseTitle,
      standards: certificates.standards,
      issueDate: certificates.issueDate,
      revokedAt: certificates.revokedAt,
      email: users.email,
      courseDescription: courses.description,
      courseImageUrl: courses.imageUrl,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.certId, certId))
    .limit(1);
  return row;
}

/** The course's active modules with their counts of quizzes and projects, in order: the criteria. */
export function listCriteriaModules(db: Executor, courseId: string) {
  const quizCount = db
    .select({ moduleId: quizzes.moduleId, n: count().as("quiz_n") })
    .from(quizzes)
    .where(eq(quizzes.isActive, true))
    .groupBy(quizzes.moduleId)
    .as("quiz_counts");
  const projectCount = db
    .select({ moduleId: projects.moduleId, n: count().as("project_n") })
    .from(projects)
    .where(eq(projects.isActive, true))
    .groupBy(projects.moduleId)
    .as("project_counts");
  return db
    .select({
      title: courseModules.title,
      quizzes: sql<number>`coalesce(${quizCount.n}, 0)`.mapWith(Number),
      projects: sql<number>`coalesce(${projectCount.n}, 0)`.mapWith(Number),
    })
    .from(courseModules)
    .leftJoin(quizCount, eq(quizCount.moduleId, courseModules.id))
    .leftJoin(projectCount, eq(projectCount.moduleId, courseModules.id))
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true)))
    .orderBy(asc(courseModules.orderIndex));
}

export async function findCredentialRow(db: Executor, certificateId: string) {
  const [row] = await db
    .select()
    .from(certificateCredentials)
    .where(eq(certificateCredentials.certificateId, certificateId))
    .limit(1);
  return row;
}

export async function insertCredentialRow(db: Executor, certificateId: string, salt: string) {
  await db.insert(certificateCredentials).values({ certificateId, salt }).onConflictDoNothing();
}

/** Stores the signed credential unless another request stored one first (theirs is kept). */
export async function storeSignedCredential(db: Executor, certificateId: string, signed: string) {
  await db
    .update(certificateCredentials)
    .set({ signed })
    .where(and(eq(certificateCredentials.certificateId, certificateId), isNull(certificateCredentials.signed)));
}

/** Status list indexes of the revoked certificates' credentials. */
export async function listRevokedIndexes(db: Executor) {
  const rows = await db
    .select({ statusIndex: certificateCredentials.statusIndex })
    .from(certificateCredentials)
    .innerJoin(certificates, eq(certificates.id, certificateCredentials.certificateId))
    .where(isNotNull(certificates.revokedAt));
  return rows.map((row) => row.statusIndex);
}

export async function findStatusList(db: Executor, id: number) {
  const [row] = await db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, id)).limit(1);
  return row;
}

/** Locks the status list's row (made if absent) so revocations remake it one at a time. */
export async function lockStatusList(db: Executor, id: number) {
  await db.insert(credentialStatusLists).values({ id, signed: "" }).onConflictDoNothing();
  await db
    .select({ id: credentialStatusLists.id })
    .from(credentialStatusLists)
    .where(eq(credentialStatusLists.id, id))
    .for("update");
}

export async function saveStatusList(db: Executor, id: number, signed: string) {
  await db
    .insert(credentialStatusLists)
    .values({ id, signed })
    .onConflictDoUpdate({ target: credentialStatusLists.id, set: { signed, updatedAt: new Date() } });
}

/** Marks a certificate revoked; false when it already was (or is unknown). */
export async function markRevoked(
  db: Executor,
  certId: string,
  revocation: { reason: string; note: string | null; at: Date },
) {
  const rows = await db
    .update(certificates)
    .set({
      revokedAt: revocation.at,
      revocationReason: revocation.reason as typeof certificates.$inferInsert.revocationReason,
      revocationNote: revocation.note,
    })
    .where(and(eq(certificates.certId, certId), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** LIKE treats %, _ and \ specially: a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Certificates as admins find them (issue 25): by id, the student's name (on the certificate or
 * the account) or email, or the course's title; valid, revoked or both; newest first.
 */
export function searchCertificates(
  db: Executor,
  filters: { search?: string; status?: "all" | "valid" | "revoked" },
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(certificates.certId, pattern),
        ilike(certificates.studentName, pattern),
        ilike(certificates.courseTitle, pattern),
        ilike(users.email, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  if (filters.status === "valid") conditions.push(isNull(certificates.revokedAt));
  if (filters.status === "revoked") conditions.push(isNotNull(certificates.revokedAt));
  return db
    .select({
      certId: certificates.certId,
      studentName: certificates.studentName,
      email: users.email,
      courseTitle: certificates.courseTitle,
      issueDate: certificates.issueDate,
      revokedAt: certificates.revokedAt,
      revocationReason: certificates.revocationReason,
      revocationNote: certificates.revocationNote,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(...conditions))
    .orderBy(desc(certificates.issueDate), asc(certificates.certId))
    .limit(limit);
}
