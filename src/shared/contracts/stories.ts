import { z } from "zod";
import { optionalText, imageUrl, notEmpty, NOTHING_TO_CHANGE, requiredText, timestamp } from "./common.js";

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
  studentName: requiredText(200, "Student name"),
  age: z
    .number({ message: "Age must be a whole number" })
    .int("Age must be a whole number")
    .min(10, "Age must be between 10 and 120")
    .max(120, "Age must be between 10 and 120")
    .nullish(),
  program: requiredText(200, "Program"),
  currentJob: optionalText("Current job", 200),
  salary: optionalText("Salary", 50),
  testimonial: requiredText(5000, "Testimonial"),
  imageUrl,
  location: optionalText("Location", 200),
  graduationYear: z
    .number({ message: "Graduation year must be a whole number" })
    .int("Graduation year must be a whole number")
    .min(1990, "Graduation year must be between 1990 and 2100")
    .max(2100, "Graduation year must be between 1990 and 2100")
    .nullish(),
  isVisible: z.boolean({ message: "isVisible must be true or false" }),
};

export const storyCreateBody = z.object({ ...storyFields, isVisible: storyFields.isVisible.default(true) });
export type StoryCreateBody = z.input<typeof storyCreateBody>;

export const storyUpdateBody = z.object(storyFields).partial().refine(notEmpty, NOTHING_TO_CHANGE);
export type StoryUpdateBody = z.input<typeof storyUpdateBody>;
