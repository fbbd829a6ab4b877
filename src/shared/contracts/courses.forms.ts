import { z } from "zod";
import { said, term } from "../messages.js";
import { LESSON_TRANSCRIPT_MAX } from "../rules/courses.js";
import { DURATION_UNITS, DURATION_VALUE_MAX } from "../rules/duration.js";
import { isSafeMediaUrl } from "../rules/records.js";
import { flagDefaults, flags, optionalText, required } from "./common.js";
import { contentLanguageField } from "./locale.js";

/**
 * The bodies staff send to create and change courses, modules and lessons, kept apart from the
 * subject's other schemas because the course editor checks its forms with them in the browser:
 * the page's bundle then carries only these, not the subject's student schemas (decision 6).
 */

/** A media address: an https address, or a site path in a media folder (never the API). */
const linkOrPath = (label: string) =>
  z
    .string()
    .trim()
    .max(500, said("{label} must be at most {max} characters", { label: term(label), max: 500 }))
    .refine((value) => value === "" || isSafeMediaUrl(value), {
      message: said(
        "{label} must be an https:// address, a site path under /images/ or /videos/ or an uploaded file, and may not point at the API",
        { label: term(label) },
      ),
    })
    .transform((value) => value || null);

/**
 * A length as a number and a unit (issue 23): both or neither; with them, the `duration` text
 * becomes their English wording, without them a text is kept as written (shared/rules/duration.ts).
 */
const durationFields = {
  durationValue: z
    .number({ message: said("Duration must be a whole number from 1 to {max}", { max: DURATION_VALUE_MAX }) })
    .int(said("Duration must be a whole number from 1 to {max}", { max: DURATION_VALUE_MAX }))
    .min(1, said("Duration must be a whole number from 1 to {max}", { max: DURATION_VALUE_MAX }))
    .max(DURATION_VALUE_MAX, said("Duration must be a whole number from 1 to {max}", { max: DURATION_VALUE_MAX }))
    .nullish(),
  durationUnit: z
    .enum(DURATION_UNITS, { message: said("Duration unit must be minute, hour, day, week or month") })
    .nullish(),
};

/** numeric(p,2) from a number or a decimal string, kept exact as "12.50". */
const money = (label: string, max: number) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const raw = typeof value === "number" ? value.toString() : value;
    if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
      ctx.addIssue({
        code: "custom",
        message: said("{label} must be a positive amount with at most 2 decimals", { label: term(label) }),
      });
      return z.NEVER;
    }
    const [whole, fraction = ""] = raw.split(".");
    const normalised = `${BigInt(whole!).toString()}.${fraction.padEnd(2, "0")}`;
    if (Number(normalised) > max) {
      ctx.addIssue({ code: "custom", message: said("{label} must be at most {max}", { label: term(label), max }) });
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
  language: contentLanguageField,
  isFree: z.boolean(),
  price: money("Price", 99_999_999.99),
  duration: optionalText("Duration", 50),
  ...durationFields,
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
  content: optionalText("Content", 100_000, said("Content must be at most {max} characters", { max: 100_000 })),
  videoUrl: linkOrPath("Video address").nullish(),
  transcript: optionalText("Transcript", LESSON_TRANSCRIPT_MAX),
  duration: optionalText("Duration", 50),
  ...durationFields,
  ...flags,
};
export const lessonInput = z.object({ ...lessonFields, ...flagDefaults });
export const lessonPatch = z.object(lessonFields).partial();
