import { said } from "../messages.js";
import { z } from "zod";
import { MAX_SUBMISSIONS_LIMIT } from "../rules/projects.js";
import { flagDefaults, flags, oneTo, optionalText, required } from "./common.js";

/**
 * The bodies staff send to create and change projects, kept apart from the
 * subject's other schemas because the course editor checks its forms with them in the browser:
 * the page's bundle then carries only these, not the subject's student schemas (decision 6).
 * Fields as in courses.forms.ts: defined once, defaults on create only.
 */

const projectFields = {
  title: required("Title", 200),
  description: optionalText("Description", 2000),
  requirements: optionalText("Requirements", 10_000),
  submissionFormat: z.enum(["text", "file"], { message: said("Submission format must be text or file") }),
  maxSubmissions: oneTo("Max submissions", MAX_SUBMISSIONS_LIMIT).nullish(),
  ...flags,
};
export const projectInput = z.object({
  ...projectFields,
  submissionFormat: projectFields.submissionFormat.default("text"),
  ...flagDefaults,
});
export const projectPatch = z.object(projectFields).partial();
