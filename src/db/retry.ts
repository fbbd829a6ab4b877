import { pgErrorCode } from "../server/errors.js";

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
