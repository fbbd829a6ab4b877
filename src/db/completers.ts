import { and, eq, isNotNull, or } from "drizzle-orm";
import { certificates, enrollments } from "./schema/index.js";

/*
 * The rules of completion as SQL conditions, written once for every query that joins an
 * enrolment to its certificate (enrolments, outcomes, the impact report).
 */

/** An enrolment's certificate: its student's for its course (at most one: a unique constraint). */
export const certificateOfEnrolment = and(
  eq(certificates.userId, enrollments.userId),
  eq(certificates.courseId, enrollments.courseId),
)!;

/**
 * A completer of a course: a completed enrolment, or a certificate (one issued before the course
 * changed keeps counting, as the certificate does), with the certificate joined by certificateOfEnrolment.
 */
export const completedOrCertified = or(eq(enrollments.completed, true), isNotNull(certificates.id))!;
