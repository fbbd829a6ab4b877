import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FieldError } from "../../shared/errors.js";
import { isConnectionError } from "../../db/errors.js";
import { AppError, isUniqueViolation, MALFORMED_MULTIPART, pgErrorCode, type FieldSaid } from "../errors.js";
import { render, type PlainMessageId, type Said } from "../i18n/catalog.js";
import { localeOf } from "../i18n/locale-of.js";
import { validationMessage } from "../i18n/validation.js";
import { loadedUserOf } from "./auth.js";

/** Fastify's own client errors and the messages we answer them with. */
const fastifyClientErrors: Record<string, PlainMessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Malformed JSON in request body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type; send application/json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length",
  FST_ERR_CTP_INVALID_TYPE: "Unsupported content type; send application/json",
  FST_REQ_FILE_TOO_LARGE: "The file is too large",
  FST_FILES_LIMIT: "Send one file at a time",
  FST_PARTS_LIMIT: "Too many parts in the upload",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Send the file as multipart/form-data",
  [MALFORMED_MULTIPART]: "Malformed multipart body",
  // Both carry the request's path in their message: answer without it.
  FST_ERR_BAD_URL: "Bad request",
};

const statusMessages: Record<number, PlainMessageId> = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  413: "The request body is too large",
  415: "Unsupported content type; send application/json",
  429: "Too many requests; please wait and try again",
};

export const DATABASE_UNAVAILABLE = "The database is unavailable; please try again shortly" satisfies PlainMessageId;

/**
 * PostgreSQL's data exceptions (class 22: untranslatable character, NUL in text, numeric out of
 * range, invalid text representation...) and program limits (54: a value too big for an index)
 * are caused by the value the request sent. Validation should have refused it; when it didn't,
 * the client still hears 400, and the log says which check is missing.
 */
const isBadValue = (code: string | undefined) => !!code && (code.startsWith("22") || code.startsWith("54"));

/** The part of a request that a schema validated: body, querystring, params or headers. */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === "body") return request.body;
  if (context === "querystring") return request.query;
  if (context === "params") return request.params;
  if (context === "headers") return request.headers;
  return undefined;
}

/** The value at a JSON pointer such as "/answers/0" (undefined where there is none). */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of pointer.split("/").filter(Boolean)) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * One error handler: AppError to its status, validation to 400 with the fields, the rest to a
 * bare 500. Messages are answered in the request's language (issue 12); the account's language
 * counts only when the request has already loaded the user: an error answer never waits on the
 * database, which may be the thing that failed.
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request, loadedUserOf(request));
  const send = (status: number, message: Said, errors?: FieldSaid[]) =>
    reply
      .status(status)
      .type("application/json")
      .header("content-language", locale)
      .send({
        message: render(locale, message),
        ...(errors ? { errors: errors.map((field) => ({ ...field, message: render(locale, field.message) })) } : {}),
      });

  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    return send(error.status, error.said, error.errors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => {
      const path = [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join(".");
      // zod's words for a wrong type name what was received: the value at the issue's path.
      const input = valueAt(requestPart(request, error.validationContext), issue.instancePath);
      return { path, message: validationMessage(locale, { ...issue, params: { input, ...issue.params } }) };
    });
    const first = errors[0];
    const message = errors.length === 1 && first ? first.message : render(locale, "Some fields are invalid");
    // Already in the request's language: translating them again would be a no-op at best.
    return reply.status(400).type("application/json").header("content-language", locale).send({ message, errors });
  }
  if (error.code === "FST_ERR_RESPONSE_SERIALIZATION") {
    request.log.error({ err: error, cause: error.cause }, "response does not match its schema");
    return send(500, "Internal server error");
  }
  if (isUniqueViolation(error)) {
    return send(409, "That already exists");
  }
  const pgCode = pgErrorCode(error);
  if (isBadValue(pgCode)) {
    request.log.warn({ err: error, pgCode }, "the database refused a value that validation let through");
    return send(400, "The request holds a value that can't be stored");
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    // Ids are UUIDs: a parameter this long names nothing.
    return send(404, "Not found");
  }
  const code = error.code;
  if (code && fastifyClientErrors[code]) {
    return send(error.statusCode ?? 400, fastifyClientErrors[code]);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(status, statusMessages[status] ?? "Bad request");
  }
  if (isConnectionError(error)) {
    // The database is down or restarting: not our bug, and worth trying again soon.
    request.log.warn({ err: error, pgCode }, "database unavailable");
    reply.header("retry-after", "1");
    return send(503, DATABASE_UNAVAILABLE);
  }
  // Anything else is our fault: log it whole, tell the client nothing internal.
  request.log.error({ err: error, pgCode }, "unhandled error");
  return send(500, "Internal server error");
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook runs
 * (a malformed %-escape, an over-long parameter) would otherwise be answered by Fastify itself,
 * echoing the path; they get the one error handler's answer instead.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void handleError(error, request, reply);
}
