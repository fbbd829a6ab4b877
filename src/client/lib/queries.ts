/**
 * Query options for every API read: one key per endpoint, shared by server-side prefetch and
 * useQuery. The key's parts joined with "/" are the URL (spec 7), so the default query
 * function fetches them.
 */
import { queryOptions } from "@tanstack/react-query";
import type { CurrentUser } from "../../shared/contracts/auth";
import type { BlogPost } from "../../shared/contracts/blog";
import type { SuccessStory } from "../../shared/contracts/stories";
import type { Course, CourseModule, Lesson, LessonDetail } from "../../shared/contracts/courses";
import type { Certificate, CourseProgress, Enrollment } from "../../shared/contracts/enrolments";
import type {
  ChangesRequested,
  OwnSubmission,
  Project,
  ProjectDetail,
  Submission,
} from "../../shared/contracts/projects";
import type { QuizAttempt, QuizSummary, QuizWithQuestions } from "../../shared/contracts/quizzes";
import type { Booking, Mentor } from "../../shared/contracts/mentors";
import type { SitePage } from "../../shared/contracts/site-pages";
import type { PublicFigures } from "../../shared/contracts/outcomes";

/** JSON as it arrives: dates are ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The default query function fetches the key's URL; the type parameter is the JSON's shape. */
const options = <T>(queryKey: string[], extra: { meta?: { on401: "returnNull" } } = {}) =>
  queryOptions<T>({ queryKey, ...extra });

export type WireCourse = Wire<Course>;
export type WireModule = Wire<CourseModule>;
export type WireLesson = Wire<Lesson>;
export type WireLessonDetail = Wire<LessonDetail>;
export type WireQuizSummary = Wire<QuizSummary>;
export type WireProject = Wire<Project>;
export type WireProjectDetail = Wire<ProjectDetail>;
export type WireProgress = Wire<CourseProgress>;
export type WireEnrollment = Wire<Enrollment>;
export type WireQuiz = Wire<QuizWithQuestions>;
export type WireAttempt = Wire<QuizAttempt>;
export type WireSubmission = Wire<Submission>;
/** A submission in the student's own list, marked by the server when it is the one sent back (revisionRequested). */
export type WireOwnSubmission = Wire<OwnSubmission>;
export type WireMentor = Wire<Mentor>;
export type WireBooking = Wire<Booking>;
export type WireBlogPost = Wire<BlogPost>;
export type WireStory = Wire<SuccessStory>;
export type WireCertificate = Wire<Certificate>;
export type WireChangesRequested = Wire<ChangesRequested>;
export type WireSitePage = Wire<SitePage>;

export const queries = {
  authUser: () => options<CurrentUser | null>(["/api/auth/user"], { meta: { on401: "returnNull" } }),
  courses: () => options<WireCourse[]>(["/api/courses"]),
  featuredCourses: () => options<WireCourse[]>(["/api/courses/featured"]),
  course: (id: string) => options<WireCourse>(["/api/courses", id]),
  courseModules: (id: string) => options<WireModule[]>(["/api/courses", id, "modules"]),
  courseProgress: (id: string) => options<WireProgress>(["/api/courses", id, "progress"]),
  enrollments: () => options<WireEnrollment[]>(["/api/user/enrollments"]),
  moduleLessons: (moduleId: string) => options<WireLesson[]>(["/api/modules", moduleId, "lessons"]),
  moduleQuizzes: (moduleId: string) => options<WireQuizSummary[]>(["/api/modules", moduleId, "quizzes"]),
  moduleProjects: (moduleId: string) => options<WireProject[]>(["/api/modules", moduleId, "projects"]),
  lesson: (id: string) => options<WireLessonDetail>(["/api/lessons", id]),
  quiz: (id: string) => options<WireQuiz>(["/api/quizzes", id]),
  quizAttempts: (id: string) => options<WireAttempt[]>(["/api/quizzes", id, "attempts"]),
  project: (id: string) => options<WireProjectDetail>(["/api/projects", id]),
  projectSubmissions: (id: string) => options<WireOwnSubmission[]>(["/api/projects", id, "submissions"]),
  mentors: () => options<WireMentor[]>(["/api/mentors"]),
  availableMentors: () => options<WireMentor[]>(["/api/mentors/available"]),
  mentorBookings: () => options<WireBooking[]>(["/api/user/mentor-bookings"]),
  blog: () => options<WireBlogPost[]>(["/api/blog"]),
  blogPost: (id: string) => options<WireBlogPost>(["/api/blog", id]),
  sitePage: (slug: string) => options<WireSitePage>(["/api/pages", slug]),
  successStories: () => options<WireStory[]>(["/api/success-stories"]),
  /** The home page's and success stories' figures: the spec's fixed ones, or live ones (issue 24). */
  publicFigures: () => options<Wire<PublicFigures>>(["/api/outcomes/public-figures"]),
  certificate: (certId: string) => options<WireCertificate>(["/api/certificates", certId]),
  userCertificates: () => options<WireCertificate[]>(["/api/user/certificates"]),
  changesRequested: () => options<WireChangesRequested[]>(["/api/user/changes-requested"]),
};
