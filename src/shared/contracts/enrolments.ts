import { z } from "zod";
import { nullableTimestamp, timestamp } from "./common.js";

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

export const certificate = z.object({
  certId: z.string(),
  courseId: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  standards: z.string().nullable(),
  issueDate: timestamp,
});
export type Certificate = z.infer<typeof certificate>;

export const certIdParams = z.object({ certId: z.string().max(40) });
