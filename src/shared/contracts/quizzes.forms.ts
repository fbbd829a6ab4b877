import { said } from "../messages.js";
import { z } from "zod";
import {
  MAX_ATTEMPTS_LIMIT,
  PASS_THRESHOLD_MAX,
  QUESTION_POINTS_MAX,
  TIME_LIMIT_MAX_MINUTES,
  isTrueFalseAnswer,
} from "../rules/quizzes.js";
import { flagDefaults, flags, oneTo, optionalText, required } from "./common.js";

/**
 * The bodies staff send to create and change quizzes and questions, kept apart from the
 * subject's other schemas because the course editor checks its forms with them in the browser:
 * the page's bundle then carries only these, not the subject's student schemas (decision 6).
 * Fields as in courses.forms.ts: defined once, defaults on create only.
 */

const quizFields = {
  title: required("Title", 200),
  description: optionalText("Description", 2000),
  passThreshold: oneTo("Pass threshold", PASS_THRESHOLD_MAX).nullish(),
  timeLimit: oneTo("Time limit", TIME_LIMIT_MAX_MINUTES, "minutes").nullish(),
  maxAttempts: oneTo("Max attempts", MAX_ATTEMPTS_LIMIT).nullish(),
  ...flags,
};
export const quizInput = z.object({ ...quizFields, ...flagDefaults });
export const quizPatch = z.object(quizFields).partial();

const questionFields = {
  question: required("Question", 2000),
  questionType: z.enum(["multiple_choice", "true_false"]),
  options: z.array(required("An option", 500)).max(8, said("At most 8 options")).nullish(),
  correctAnswer: required("Correct answer", 500),
  explanation: optionalText("Explanation", 2000),
  points: oneTo("Points", QUESTION_POINTS_MAX),
};

/** Multiple choice: 2 to 8 distinct options, the answer one of them. True/false: True or False. */
function checkQuestion(
  value: { questionType?: string; options?: string[] | null; correctAnswer?: string },
  ctx: z.RefinementCtx,
) {
  if (value.questionType === "true_false") {
    if (value.correctAnswer !== undefined && !isTrueFalseAnswer(value.correctAnswer)) {
      ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: said("A true/false answer is True or False") });
    }
    return;
  }
  const options = value.options ?? [];
  if (options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: said("Give at least 2 options") });
  if (new Set(options).size !== options.length) {
    ctx.addIssue({ code: "custom", path: ["options"], message: said("Options must be different from each other") });
  }
  if (value.correctAnswer !== undefined && !options.includes(value.correctAnswer)) {
    ctx.addIssue({
      code: "custom",
      path: ["correctAnswer"],
      message: said("The correct answer must be one of the options"),
    });
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
