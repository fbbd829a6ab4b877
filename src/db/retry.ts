import { isConnectionError, pgErrorCode } from "./errors.js";

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
