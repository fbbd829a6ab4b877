import { z } from "zod";

/** An item of a course's curriculum, named: a lesson, a quiz or a project (its page is /lessons, /quiz or /project). */
export const courseItemRef = z.object({
  kind: z.enum(["lesson", "quiz", "project"]),
  id: z.string(),
  title: z.string(),
});
export type CourseItemRef = z.infer<typeof courseItemRef>;
