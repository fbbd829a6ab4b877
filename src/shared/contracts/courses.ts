import { z } from "zod";
import { isSafeMediaUrl } from "../rules/records.js";
import { decimalString, flagDefaults, flags, optionalText, required, timestamp } from "./common.js";
import { project } from "./projects.js";
import { authoringQuestion, quizSummary } from "./quizzes.js";

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

// Authoring: what staff send and see

/** A media address: an https address, or a site path in a media folder (never the API). */
const linkOrPath = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === "" || isSafeMediaUrl(value), {
      message: `${label} must be an https:// address, a site path under /images/ or /videos/ or an uploaded file, and may not point at the API`,
    })
    .transform((value) => value || null);

/** numeric(p,2) from a number or a decimal string, kept exact as "12.50". */
const money = (label: string, max: number) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const raw = typeof value === "number" ? value.toString() : value;
    if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a positive amount with at most 2 decimals` });
      return z.NEVER;
    }
    const [whole, fraction = ""] = raw.split(".");
    const normalised = `${BigInt(whole!).toString()}.${fraction.padEnd(2, "0")}`;
    if (Number(normalised) > max) {
      ctx.addIssue({ code: "custom", message: `${label} must be at most ${max}` });
      return z.NEVER;
    }
    return normalised;
  });

/*
 * Each record's fields are defined once, without defaults. Create bodies add the defaults; a
 * PATCH is the same fields made optional and nothing more, because under zod 4 `.partial()`
 * keeps `.default()`: a PATCH that left a flag out would otherwise reset it to its default.
 */

const courseFields = {
  title: required("Title", 200),
  description: required("Description", 5000),
  category: required("Category", 100),
  isFree: z.boolean(),
  price: money("Price", 99_999_999.99),
  duration: optionalText("Duration", 50),
  imageUrl: linkOrPath("Image address").nullish(),
  videoUrl: linkOrPath("Video address").nullish(),
  standards: optionalText("Standards", 2000),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
};
export const courseInput = z.object({
  ...courseFields,
  isFree: courseFields.isFree.default(true),
  price: courseFields.price.default("0.00"),
  isActive: courseFields.isActive.default(true),
  isFeatured: courseFields.isFeatured.default(false),
});
/** isFree against price is checked on the server, against the course it changes. */
export const coursePatch = z.object(courseFields).partial();
export type CourseInput = z.output<typeof courseInput>;
export type CoursePatch = z.output<typeof coursePatch>;

const moduleFields = {
  title: required("Title", 200),
  description: optionalText("Description", 2000),
  estimatedHours: money("Estimated hours", 99.99),
  ...flags,
};
export const moduleInput = z.object({
  ...moduleFields,
  estimatedHours: moduleFields.estimatedHours.default("0.00"),
  ...flagDefaults,
});
export const modulePatch = z.object(moduleFields).partial();

const lessonFields = {
  title: required("Title", 200),
  description: optionalText("Description", 1000),
  content: optionalText("Content", 100_000),
  videoUrl: linkOrPath("Video address").nullish(),
  duration: optionalText("Duration", 50),
  ...flags,
};
export const lessonInput = z.object({ ...lessonFields, ...flagDefaults });
export const lessonPatch = z.object(lessonFields).partial();

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
      lessons: z.array(lesson.extend(withActive)),
      quizzes: z.array(quizSummary.extend({ ...withActive, questions: z.array(authoringQuestion) })),
      projects: z.array(project.extend(withActive)),
    }),
  ),
  moduleSummaries: course.shape.modules,
});
export type AuthoringCourse = z.infer<typeof authoringCourse>;
