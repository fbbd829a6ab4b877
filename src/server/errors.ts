import { errorStatus, type ErrorCode, type FieldError } from "../shared/errors.js";

/** The one error type services throw; the error handler turns it into its HTTP status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const unauthorized = () => new AppError("UNAUTHORIZED", "Unauthorized");
export const forbidden = (message = "You don't have permission to do that") => new AppError("FORBIDDEN", message);
export const badRequest = (message: string, errors?: FieldError[]) => new AppError("BAD_REQUEST", message, errors);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/** The PostgreSQL error code of a driver error, wherever the driver put it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The code of a multipart body that busboy could not parse (its own errors carry none). */
export const MALFORMED_MULTIPART = "TSA_MALFORMED_MULTIPART";

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
