import { AppError, pgErrorCode } from "../server/errors.js";

/** deadlock_detected and serialization_failure: the transaction can simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);

/** Runs a transaction function again (a few times) when PostgreSQL aborted it to break a deadlock. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

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
    if (!current || typeof current !== "object" || seen.has(current) || current instanceof AppError) continue;
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
 * Runs a transaction again when its connection broke before COMMIT was sent: the server then
 * rolled it back, so running the whole function again cannot write twice. A failure during
 * COMMIT is never retried, because the commit may have gone through.
 *
 * begin opens the transaction and runs the function given to it inside (Drizzle's transaction).
 */
export async function retryOnConnectionLoss<Tx, T>(
  begin: (body: (tx: Tx) => Promise<T>) => Promise<T>,
  body: (tx: Tx) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let committing = false;
    let bodyError: { error: unknown } | undefined;
    try {
      return await begin(async (tx) => {
        try {
          const result = await body(tx);
          committing = true;
          return result;
        } catch (error) {
          bodyError = { error };
          throw error;
        }
      });
    } catch (error) {
      // A ROLLBACK on a broken connection fails too; the body's own error is the one that counts.
      const failure = bodyError ? bodyError.error : error;
      if (committing || attempt >= attempts || !isConnectionError(failure)) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 25));
    }
  }
}
