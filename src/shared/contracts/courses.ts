import { z } from "zod";
import { decimalString, nullableTimestamp, timestamp } from "./common.js";

export const course = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: decimalString,
  isFree: z.boolean(),
  duration: z.string().nullable(),
  videoCount: z.number().int(),
  rating: decimalString,
  reviewCount: z.number().int(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  standards: z.string().nullable(),
  modules: z.array(z.object({ title: z.string(), objective: z.string() })),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Course = z.infer<typeof course>;

export const courseModule = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  orderIndex: z.number().int(),
  estimatedHours: decimalString,
  isRequired: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CourseModule = z.infer<typeof courseModule>;

export const lesson = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Markdown. Null in lists of a paid course: the lesson call gives it to enrolled students. */
  content: z.string().nullable(),
  videoUrl: z.string().nullable(),
  duration: z.string().nullable(),
  orderIndex: z.number().int(),
  isRequired: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Lesson = z.infer<typeof lesson>;

/** One lesson with where it sits, for the lesson viewer. */
export const lessonDetail = lesson.extend({
  courseId: z.string(),
  courseTitle: z.string(),
  moduleTitle: z.string(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

/** GET /api/lessons/{id}'s 403 for a student not enrolled in the paid course: it names the course. */
export const lessonNotEnrolled = z.object({ message: z.string(), courseId: z.string() });
export type LessonNotEnrolled = z.infer<typeof lessonNotEnrolled>;

export const quizSummary = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  passThreshold: z.number().int().nullable(),
  timeLimit: z.number().int().nullable(),
  maxAttempts: z.number().int().nullable(),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type QuizSummary = z.infer<typeof quizSummary>;

export const project = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  submissionFormat: z.enum(["text", "file"]),
  maxSubmissions: z.number().int().nullable(),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Project = z.infer<typeof project>;

export const projectDetail = project.extend({
  courseId: z.string(),
  courseTitle: z.string(),
  /** A free course: submitting the project enrols the student. */
  courseIsFree: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const progressEntry = z.object({
  id: z.string(),
  moduleId: z.string().nullable(),
  lessonId: z.string().nullable(),
  quizId: z.string().nullable(),
  projectId: z.string().nullable(),
  completedAt: nullableTimestamp,
});

export const completion = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});
export type Completion = z.infer<typeof completion>;

export const courseProgress = z.object({ progress: z.array(progressEntry), completion });
export type CourseProgress = z.infer<typeof courseProgress>;

export const enrollment = z.object({
  id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  completedAt: nullableTimestamp,
  enrolledAt: timestamp,
  course: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
  }),
});
export type Enrollment = z.infer<typeof enrollment>;
