import { raisedByApp } from "../db/errors.js";
import { errorStatus, type ErrorCode, type FieldError } from "../shared/errors.js";

// The database's error helpers live in db/errors.ts; re-exported for the server's modules.
export { isConnectionError, isUniqueViolation, pgErrorCode } from "../db/errors.js";

/** The one error type services throw; the error handler turns it into its HTTP status. */
export class AppError extends Error {
  readonly status: number;
  /** Tells the database's isConnectionError that this message is the app's own. */
  readonly [raisedByApp] = true;

  /** Sent as Retry-After (a 503 or 429 that knows when trying again makes sense). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const unauthorized = () => new AppError("UNAUTHORIZED", "Unauthorized");
export const forbidden = (message = "You don't have permission to do that") => new AppError("FORBIDDEN", message);
export const badRequest = (message: string, errors?: FieldError[]) => new AppError("BAD_REQUEST", message, errors);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/** The code of a multipart body that busboy could not parse (its own errors carry none). */
export const MALFORMED_MULTIPART = "TSA_MALFORMED_MULTIPART";
