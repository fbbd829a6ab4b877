import { z } from "zod";
import {
  optionalText,
  imageUrl,
  notEmpty,
  NOTHING_TO_CHANGE,
  nullableTimestamp,
  requiredText,
  timestamp,
} from "./common.js";

export const blogPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPost = z.infer<typeof blogPost>;

// Staff: blog post bodies

const blogFields = {
  title: requiredText(200, "Title"),
  content: z
    .string({ message: "Content is required" })
    .min(1, "Content is required")
    .max(100_000, "Content must be at most 100000 characters")
    .refine((value) => value.trim() !== "", "Content is required"),
  excerpt: optionalText("Excerpt", 500),
  category: requiredText(100, "Category"),
  imageUrl,
  isPublished: z.boolean({ message: "isPublished must be true or false" }),
  publishedAt: nullableTimestamp.optional(),
};

export const blogPostCreateBody = z.object({
  ...blogFields,
  isPublished: blogFields.isPublished.default(false),
});
export type BlogPostCreateBody = z.input<typeof blogPostCreateBody>;

export const blogPostUpdateBody = z.object(blogFields).partial().refine(notEmpty, NOTHING_TO_CHANGE);
export type BlogPostUpdateBody = z.input<typeof blogPostUpdateBody>;
