import { z } from "zod";
import { decimalString, timestamp } from "./common.js";
import { DURATION_UNITS } from "../rules/duration.js";
import { contentLanguage } from "./locale.js";
import { project } from "./projects.js";
import { authoringQuestion, quizSummary } from "./quizzes.js";
import { videoView } from "./videos.js";

const structuredDuration = {
  durationValue: z.number().int().nullable(),
  durationUnit: z.enum(DURATION_UNITS).nullable(),
};

export const course = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** The language it is taught in, as its author says; null: not stated. */
  language: contentLanguage,
  price: decimalString,
  isFree: z.boolean(),
  /** The spec's text: "6 weeks", or what its author wrote when it can't be read as a number and a unit. */
  duration: z.string().nullable(),
  /** The length as a number and a unit (issue 23), so each language says it; null when `duration` can't be read. */
  ...structuredDuration,
  videoCount: z.number().int(),
  rating: decimalString,
  reviewCount: z.number().int(),
  imageUrl: z.string().nullable(),
  /** A YouTube/Vimeo link or a file address (the academy's own preview is previewVideo). */
  videoUrl: z.string().nullable(),
  /** The course's preview, hosted by the academy (issue 22); null when it has none (or, for students, none ready). */
  previewVideo: videoView.nullable(),
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
  /** A YouTube/Vimeo link or a file address (the academy's own video is `video`, which wins). */
  videoUrl: z.string().nullable(),
  /** The lesson's video, hosted by the academy (issue 22); null when it has none (or, for students, none ready). */
  video: videoView.nullable(),
  duration: z.string().nullable(),
  ...structuredDuration,
  orderIndex: z.number().int(),
  isRequired: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Lesson = z.infer<typeof lesson>;

/**
 * What a lesson's video says (plain text or simple Markdown), or null. Only the lesson call and
 * the authoring tree carry it: lists leave it out, as a transcript can be long.
 */
const transcript = { transcript: z.string().nullable() };

/** One lesson with where it sits, for the lesson viewer. */
export const lessonDetail = lesson.extend({
  ...transcript,
  courseId: z.string(),
  courseTitle: z.string(),
  /** The language the course is taught in (its `language`): the lesson's text is in it. */
  courseLanguage: contentLanguage,
  moduleTitle: z.string(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

/** GET /api/lessons/{id}'s 403 for a student not enrolled in the paid course: it names the course. */
export const lessonNotEnrolled = z.object({ message: z.string(), courseId: z.string() });
export type LessonNotEnrolled = z.infer<typeof lessonNotEnrolled>;

// Authoring: what staff see, and the order of a module's items (the other bodies: courses.forms.ts)

export const itemOrderBody = z.object({
  items: z
    .array(z.object({ kind: z.enum(["lesson", "quiz", "project"]), id: z.string().max(100) }))
    .min(1)
    .max(300),
});

const withActive = { isActive: z.boolean() };

/** A course as its authors see it: every module and item, inactive ones too, with answers. */
export const authoringCourse = course.extend({
  modules: z.array(
    courseModule.extend({
      ...withActive,
      lessons: z.array(lesson.extend({ ...withActive, ...transcript })),
      quizzes: z.array(quizSummary.extend({ ...withActive, questions: z.array(authoringQuestion) })),
      projects: z.array(project.extend(withActive)),
    }),
  ),
  moduleSummaries: course.shape.modules,
});
export type AuthoringCourse = z.infer<typeof authoringCourse>;
