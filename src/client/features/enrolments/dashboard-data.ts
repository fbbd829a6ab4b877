/**
 * The dashboard's numbers and lists, computed from the student's enrolments and bookings.
 * "now" is a parameter so the rules can be tested at any moment.
 */

/** Spec 9: compact lists show 3 enrolments and 3 bookings; session history shows 5. */
export const COMPACT_LIMIT = 3;
export const HISTORY_LIMIT = 5;

export interface EnrollmentLike {
  progress: number;
  completed: boolean;
  completedAt?: string | null;
}

export interface BookingLike {
  scheduledAt: string;
  status: string;
}

export interface DashboardStats {
  totalCourses: number;
  inProgress: number;
  completed: number;
  /** Whole percent. */
  averageProgress: number;
  mentorSessions: number;
  upcomingSessions: number;
}

export type MilestoneId = "first-enrollment" | "first-mentorship" | "first-certification";

export interface Milestone {
  id: MilestoneId;
  title: string;
  description: string;
  achieved: boolean;
}

const time = (iso: string) => new Date(iso).getTime();

/** Spec 4: upcoming means later than now and still 'scheduled'. */
export function isUpcoming(booking: BookingLike, now: Date): boolean {
  return time(booking.scheduledAt) > now.getTime() && booking.status === "scheduled";
}

/** Spec 4: a booking at or before now belongs to the history, shown as Completed. */
export function isPast(booking: BookingLike, now: Date): boolean {
  return time(booking.scheduledAt) <= now.getTime();
}

/** Upcoming sessions soonest first; the history, latest first and at most five. */
export function splitBookings<T extends BookingLike>(
  bookings: readonly T[],
  now: Date,
): { upcoming: T[]; history: T[] } {
  const upcoming = bookings
    .filter((booking) => isUpcoming(booking, now))
    .sort((a, b) => time(a.scheduledAt) - time(b.scheduledAt));
  const history = bookings
    .filter((booking) => isPast(booking, now))
    .sort((a, b) => time(b.scheduledAt) - time(a.scheduledAt))
    .slice(0, HISTORY_LIMIT);
  return { upcoming, history };
}

/** The mean of the enrolments' progress, rounded to a whole percent; 0 without enrolments. */
export function averageProgress(enrollments: readonly EnrollmentLike[]): number {
  if (enrollments.length === 0) return 0;
  const total = enrollments.reduce((sum, enrollment) => sum + clampPercent(enrollment.progress), 0);
  return Math.round(total / enrollments.length);
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, value));
}

export function completedEnrollments<T extends EnrollmentLike>(enrollments: readonly T[]): T[] {
  return enrollments.filter((enrollment) => enrollment.completed);
}

export function dashboardStats(
  enrollments: readonly EnrollmentLike[],
  bookings: readonly BookingLike[],
  now: Date,
): DashboardStats {
  const completed = completedEnrollments(enrollments).length;
  return {
    totalCourses: enrollments.length,
    inProgress: enrollments.length - completed,
    completed,
    averageProgress: averageProgress(enrollments),
    mentorSessions: bookings.length,
    upcomingSessions: bookings.filter((booking) => isUpcoming(booking, now)).length,
  };
}

export function milestones(enrollments: readonly EnrollmentLike[], bookings: readonly BookingLike[]): Milestone[] {
  return [
    {
      id: "first-enrollment",
      title: "First Enrollment",
      description: "Enroll in your first course.",
      achieved: enrollments.length > 0,
    },
    {
      id: "first-mentorship",
      title: "First Mentorship",
      description: "Book your first session with a mentor.",
      achieved: bookings.length > 0,
    },
    {
      id: "first-certification",
      title: "First Certification",
      description: "Complete every required lesson, quiz and project of a course.",
      achieved: enrollments.some((enrollment) => enrollment.completed),
    },
  ];
}

/** The compact overview: the first three enrolments, those still in progress first. */
export function compactEnrollments<T extends EnrollmentLike>(enrollments: readonly T[]): T[] {
  return [...enrollments].sort((a, b) => Number(a.completed) - Number(b.completed)).slice(0, COMPACT_LIMIT);
}

/** "1 session", "3 sessions". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
