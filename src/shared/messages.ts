/**
 * Texts and constants both sides show, kept free of zod so the browser can import them
 * without the schema library (the contracts re-export them).
 */
export const PAYMENT_UNAVAILABLE_MESSAGE = "Payment processing is currently being configured. Please try again later.";
export const MAX_PAYMENT_AMOUNT = 100_000;
