/**
 * Field errors for the authoring forms. The forms check their values with the same zod schemas
 * the server uses, then the server answers rules only it knows (a paid course needs a price)
 * as 400 {message, errors: [{path: "body.price", message}]}. Both end up as one message per field.
 */
import type { z } from "zod";
import { ApiError } from "../../lib/api";
import { fieldErrors } from "../../lib/field-errors";
import type { FieldErrors } from "../../lib/use-form";

export type { FieldErrors };

const fieldOf = (path: readonly PropertyKey[]) => (path.length > 0 ? String(path[0]) : "form");

/** The first message of each field from a failed zod parse. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks a body with a schema: null when valid, else the errors by field. */
export function checkBody(schema: z.ZodType, body: unknown): FieldErrors | null {
  const result = schema.safeParse(body);
  return result.success ? null : issuesToErrors(result.error.issues);
}

/**
 * The field errors of a 400 answer ("body.title" is the field "title"), or its message as the
 * form's when it names no field; empty for anything else.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = fieldErrors(error);
  const message = error.body?.message;
  if (Object.keys(errors).length === 0 && typeof message === "string") errors.form = message;
  return errors;
}

/** Errors for fields the form doesn't show are the form's own message. */
export function withFormError(errors: FieldErrors, shown: readonly string[]): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = field === "form" || shown.includes(field) ? field : "form";
    result[key] ??= message;
  }
  return result;
}
