/**
 * What a database error means: the PostgreSQL code wherever the driver put it, a unique
 * violation, a server or connection that went away. The server's error handler turns these into
 * HTTP answers (409, 400, 503); nothing here knows about HTTP.
 */

/**
 * Marks an error the app threw on purpose (the server's AppError carries it): its message is its
 * own, so isConnectionError never reads "connection" words in it as the driver's.
 */
export const raisedByApp = Symbol("raisedByApp");

/** The string codes of an error and the errors it wraps (`cause`), outermost first. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** The PostgreSQL error code of a driver error, wherever the driver put it. */
export function pgErrorCode(error: unknown): string | undefined {
  return codesOf(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

/**
 * PostgreSQL codes that mean the server or the connection went away: connection exceptions
 * (class 08), admin/crash shutdown and "starting up" (57P01-57P03), too many connections.
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
/** Socket errors of the driver's connection. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "the database system is",
];

/** True when the error (or one it wraps) says the database could not be reached or the connection broke. */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.pop();
    // The app's own refusals say what they mean, whatever their words.
    if (!current || typeof current !== "object" || seen.has(current) || raisedByApp in current) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
    pending.push(cause);
    // Connecting to several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/**
 * Codes of a database that won't let us in or can't be found: the host name doesn't resolve, the
 * password is refused (class 28), the database doesn't exist (class 3D). Not a connection that
 * went away (no 503 for them), but a setting a person at the command line can fix.
 */
const REFUSED_CODES = /^(28|3D)[0-9A-Z]{3}$/;
const NAME_CODES = new Set(["ENOTFOUND", "EAI_AGAIN"]);

/** isConnectionError, or the database refused us or could not be found (for the command line). */
export function isUnreachableOrRefused(error: unknown): boolean {
  return isConnectionError(error) || codesOf(error).some((code) => NAME_CODES.has(code) || REFUSED_CODES.test(code));
}
