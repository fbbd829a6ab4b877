/**
 * A fresh Idempotency-Key (1 to 100 characters of [A-Za-z0-9-_], as the completion route checks).
 * crypto.randomUUID needs a secure context; a phone on the school's plain-http address gets the
 * same shape from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
