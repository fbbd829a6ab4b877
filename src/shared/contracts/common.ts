import { z } from "zod";
import { said, term } from "../messages.js";
import { IMAGE_URL_MAX, IMAGE_URL_MESSAGE, isSafeImageUrl } from "../rules/records.js";

export { IMAGE_URL_MAX, IMAGE_URL_MESSAGE, isSafeImageUrl };

/** Ids are strings on the wire; a malformed one is answered as "not found", never as 500. */
export const idParams = z.object({ id: z.string().max(100) });

export const isoDate = z.iso.datetime({ offset: true });
/**
 * Timestamps: ISO strings on the wire, Date in code. Responses are encoded (Date to string),
 * so `z.input` of a response schema is its JSON shape.
 */
export const timestamp = z.codec(isoDate, z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});
export const nullableTimestamp = timestamp.nullable();

/** numeric(p,2) columns travel as exact decimal strings ("49.00"), never floats. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const messageResponse = z.object({ message: z.string() });

/** A new order of siblings, by id: the modules of a course, the questions of a quiz. */
export const orderBody = z.object({ ids: z.array(z.string().max(100)).min(1).max(200) });

/*
 * Field builders of the staff bodies. Texts are trimmed and say their limit by label; every
 * subject uses them. Blog posts, mentors and success stories (blog.ts, mentors.ts, stories.ts)
 * also take imageUrl and patchBody; courses, modules, lessons, quizzes, questions and projects
 * (courses.forms.ts, quizzes.forms.ts, projects.forms.ts) the flags every item carries.
 */

/** The message of a text over its limit: "{label} must be at most {max} characters", unless the field words its own. */
const tooLong = (label: string, max: number) =>
  said("{label} must be at most {max} characters", { label: term(label), max });
const isRequired = (label: string) => said("{label} is required", { label: term(label) });

export const text = (label: string, max: number, type?: { message: string }, tooLongMessage = tooLong(label, max)) =>
  z.string(type).trim().max(max, tooLongMessage);
export const required = (label: string, max: number) => text(label, max).min(1, isRequired(label));
/** required, and a field left out says "{label} is required" too, not zod's type message. */
export const requiredText = (max: number, label: string) =>
  text(label, max, { message: isRequired(label) }).min(1, isRequired(label));
/** Fields that may be sent empty: "" and null both clear the value (stored as null). */
export const optionalText = (label: string, max: number, tooLongMessage?: string) =>
  text(label, max, undefined, tooLongMessage)
    .transform((value) => value || null)
    .nullish();

/** A whole number from 1 to max: "{label} must be 1 to {max}[ {unit}]" otherwise. */
export const oneTo = (label: string, max: number, unit?: string) => {
  const message = unit
    ? said("{label} must be 1 to {max} {unit}", { label: term(label), max, unit: term(unit) })
    : said("{label} must be 1 to {max}", { label: term(label), max });
  return z.number().int().min(1, message).max(max, message);
};

export const imageUrl = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, said("Image URL must be at most {max} characters", { max: IMAGE_URL_MAX }))
  .refine((value) => value === "" || isSafeImageUrl(value), {
    message: IMAGE_URL_MESSAGE,
  })
  .nullish()
  .transform((value) => (value === "" ? null : value));

/** Require at least one field in a PATCH body. */
export const notEmpty = (value: object) => Object.values(value).some((field) => field !== undefined);
export const NOTHING_TO_CHANGE = said("Send at least one field to change");

/** A record's PATCH body: any of its fields, at least one of them, no defaults. */
export const patchBody = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object(fields).partial().refine(notEmpty, NOTHING_TO_CHANGE);

/** Whether an item (or a module) counts towards progress, and whether it is shown at all. */
export const flags = { isRequired: z.boolean(), isActive: z.boolean() };
export const flagDefaults = { isRequired: flags.isRequired.default(true), isActive: flags.isActive.default(true) };
