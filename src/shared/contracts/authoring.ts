import { z } from "zod";
import { timestamp } from "./common.js";
import { isSafeMediaUrl } from "../rules/records.js";
import { course, courseModule, lesson, project, quizSummary } from "./courses.js";

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

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const optionalText = (label: string, max: number) =>
  text(label, max)
    .transform((value) => value || null)
    .nullish();

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

/** Whether an item (or a module) counts towards progress, and whether it is shown at all. */
const flags = { isRequired: z.boolean(), isActive: z.boolean() };
const flagDefaults = { isRequired: flags.isRequired.default(true), isActive: flags.isActive.default(true) };

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

const quizFields = {
  title: required("Title", 200),
  description: optionalText("Description", 2000),
  passThreshold: z
    .number()
    .int()
    .min(1, "Pass threshold must be 1 to 100")
    .max(100, "Pass threshold must be 1 to 100")
    .nullish(),
  timeLimit: z
    .number()
    .int()
    .min(1, "Time limit must be 1 to 300 minutes")
    .max(300, "Time limit must be 1 to 300 minutes")
    .nullish(),
  maxAttempts: z
    .number()
    .int()
    .min(1, "Max attempts must be 1 to 20")
    .max(20, "Max attempts must be 1 to 20")
    .nullish(),
  ...flags,
};
export const quizInput = z.object({ ...quizFields, ...flagDefaults });
export const quizPatch = z.object(quizFields).partial();

const questionFields = {
  question: required("Question", 2000),
  questionType: z.enum(["multiple_choice", "true_false"]),
  options: z.array(required("An option", 500)).max(8, "At most 8 options").nullish(),
  correctAnswer: required("Correct answer", 500),
  explanation: optionalText("Explanation", 2000),
  points: z.number().int().min(1, "Points must be 1 to 100").max(100, "Points must be 1 to 100"),
};

/** Multiple choice: 2 to 8 distinct options, the answer one of them. True/false: True or False. */
function checkQuestion(
  value: { questionType?: string; options?: string[] | null; correctAnswer?: string },
  ctx: z.RefinementCtx,
) {
  if (value.questionType === "true_false") {
    if (value.correctAnswer !== undefined && !["True", "False"].includes(value.correctAnswer)) {
      ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: "A true/false answer is True or False" });
    }
    return;
  }
  const options = value.options ?? [];
  if (options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "Give at least 2 options" });
  if (new Set(options).size !== options.length) {
    ctx.addIssue({ code: "custom", path: ["options"], message: "Options must be different from each other" });
  }
  if (value.correctAnswer !== undefined && !options.includes(value.correctAnswer)) {
    ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: "The correct answer must be one of the options" });
  }
}

export const questionInput = z
  .object({
    ...questionFields,
    questionType: questionFields.questionType.default("multiple_choice"),
    points: questionFields.points.default(1),
  })
  .superRefine(checkQuestion);
/** A change is checked against the question it changes, on the server. */
export const questionPatch = z.object(questionFields).partial();

const projectFields = {
  title: required("Title", 200),
  description: optionalText("Description", 2000),
  requirements: optionalText("Requirements", 10_000),
  submissionFormat: z.enum(["text", "file"], { message: "Submission format must be text or file" }),
  maxSubmissions: z
    .number()
    .int()
    .min(1, "Max submissions must be 1 to 20")
    .max(20, "Max submissions must be 1 to 20")
    .nullish(),
  ...flags,
};
export const projectInput = z.object({
  ...projectFields,
  submissionFormat: projectFields.submissionFormat.default("text"),
  ...flagDefaults,
});
export const projectPatch = z.object(projectFields).partial();

export const orderBody = z.object({ ids: z.array(z.string().max(100)).min(1).max(200) });
export const itemOrderBody = z.object({
  items: z
    .array(z.object({ kind: z.enum(["lesson", "quiz", "project"]), id: z.string().max(100) }))
    .min(1)
    .max(300),
});

export const authoringQuestion = z.object({
  id: z.string(),
  quizId: z.string(),
  question: z.string(),
  questionType: z.enum(["multiple_choice", "true_false"]),
  options: z.array(z.string()).nullable(),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  points: z.number().int(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
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
