import { said } from "../messages.js";
import { z } from "zod";
import {
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MESSAGE,
  GRADUATION_YEAR_MIN,
  STORY_AGE_MAX,
  STORY_AGE_MESSAGE,
  STORY_AGE_MIN,
  STORY_JOB_MAX,
  STORY_LOCATION_MAX,
  STORY_NAME_MAX,
  STORY_PROGRAM_MAX,
  STORY_SALARY_MAX,
  STORY_TESTIMONIAL_MAX,
} from "../rules/records.js";
import { imageUrl, optionalText, patchBody, requiredText, timestamp } from "./common.js";

export const successStory = z.object({
  id: z.string(),
  studentName: z.string(),
  age: z.number().int().nullable(),
  program: z.string(),
  currentJob: z.string().nullable(),
  salary: z.string().nullable(),
  testimonial: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  isVisible: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SuccessStory = z.infer<typeof successStory>;

// Staff: success story bodies

const storyFields = {
  studentName: requiredText(STORY_NAME_MAX, "Student name"),
  age: z
    .number({ message: said("Age must be a whole number") })
    .int(said("Age must be a whole number"))
    .min(STORY_AGE_MIN, STORY_AGE_MESSAGE)
    .max(STORY_AGE_MAX, STORY_AGE_MESSAGE)
    .nullish(),
  program: requiredText(STORY_PROGRAM_MAX, "Program"),
  currentJob: optionalText("Current job", STORY_JOB_MAX),
  salary: optionalText("Salary", STORY_SALARY_MAX),
  testimonial: requiredText(STORY_TESTIMONIAL_MAX, "Testimonial"),
  imageUrl,
  location: optionalText("Location", STORY_LOCATION_MAX),
  graduationYear: z
    .number({ message: said("Graduation year must be a whole number") })
    .int(said("Graduation year must be a whole number"))
    .min(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MESSAGE)
    .max(GRADUATION_YEAR_MAX, GRADUATION_YEAR_MESSAGE)
    .nullish(),
  isVisible: z.boolean({ message: said("isVisible must be true or false") }),
};

export const storyCreateBody = z.object({ ...storyFields, isVisible: storyFields.isVisible.default(true) });
export type StoryCreateBody = z.input<typeof storyCreateBody>;

export const storyUpdateBody = patchBody(storyFields);
export type StoryUpdateBody = z.input<typeof storyUpdateBody>;
