import { said } from "../messages.js";
import { z } from "zod";
import { imageUrl, nullableTimestamp, optionalText, patchBody, requiredText, timestamp } from "./common.js";
import { contentLanguage, contentLanguageField } from "./locale.js";
import { POST_CATEGORY_MAX, POST_CONTENT_MAX, POST_EXCERPT_MAX, POST_TITLE_MAX } from "../rules/records.js";

export const blogPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  /** The language it is written in, as its author says; null: not stated. */
  language: contentLanguage,
  imageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPost = z.infer<typeof blogPost>;

// Staff: blog post bodies

const blogFields = {
  title: requiredText(POST_TITLE_MAX, "Title"),
  content: z
    .string({ message: said("Content is required") })
    .min(1, said("Content is required"))
    .max(POST_CONTENT_MAX, said("Content must be at most {max} characters", { max: POST_CONTENT_MAX }))
    .refine((value) => value.trim() !== "", "Content is required"),
  excerpt: optionalText("Excerpt", POST_EXCERPT_MAX),
  category: requiredText(POST_CATEGORY_MAX, "Category"),
  language: contentLanguageField,
  imageUrl,
  isPublished: z.boolean({ message: said("isPublished must be true or false") }),
  publishedAt: nullableTimestamp.optional(),
};

export const blogPostCreateBody = z.object({
  ...blogFields,
  isPublished: blogFields.isPublished.default(false),
});
export type BlogPostCreateBody = z.input<typeof blogPostCreateBody>;

export const blogPostUpdateBody = patchBody(blogFields);
export type BlogPostUpdateBody = z.input<typeof blogPostUpdateBody>;
