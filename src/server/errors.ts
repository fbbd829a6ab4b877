import { raisedByApp } from "../db/errors.js";
import { errorStatus, type ErrorCode } from "../shared/errors.js";
import { english, type MessageId, type Said } from "./i18n/catalog.js";

// What errors say (an id and its values) is written with msg; see i18n/catalog.ts.
export { msg, sharedMessage, type Said } from "./i18n/catalog.js";

// The database's error helpers live in db/errors.ts; re-exported for the server's modules.
export { isConnectionError, isUniqueViolation, pgErrorCode } from "../db/errors.js";

/** One invalid field of an AppError: where it is ("body.email") and what is wrong, as a message. */
export interface FieldSaid {
  path: string;
  message: Said;
}

/**
 * The one error type services throw; the error handler turns it into its HTTP status and renders
 * its message (an id and values, issue 21) in the request's language. `message` is the English,
 * for logs.
 */
export class AppError extends Error {
  readonly status: number;
  /** Tells the database's isConnectionError that this message is the app's own. */
  readonly [raisedByApp] = true;

  /** Sent as Retry-After (a 503 or 429 that knows when trying again makes sense). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly said: Said,
    readonly errors?: FieldSaid[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(english(said));
    this.name = "AppError";
    this.status = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** What may be not found: each "{what} not found" is a message of its own (the name's article differs). */
export type NotFoundSubject = MessageId extends infer Id
  ? Id extends `${infer What} not found`
    ? What
    : never
  : never;

// The template of an id the type above took apart: it is that id.
export const notFound = (what: NotFoundSubject) => new AppError("NOT_FOUND", `${what} not found` as Said);
export const unauthorized = () => new AppError("UNAUTHORIZED", "Unauthorized");
export const forbidden = (message: Said = "You don't have permission to do that") => new AppError("FORBIDDEN", message);
export const badRequest = (message: Said, errors?: FieldSaid[]) => new AppError("BAD_REQUEST", message, errors);
export const conflict = (message: Said) => new AppError("CONFLICT", message);
export const gone = (message: Said) => new AppError("GONE", message);

/** The code of a multipart body that busboy could not parse (its own errors carry none). */
export const MALFORMED_MULTIPART = "TSA_MALFORMED_MULTIPART";
