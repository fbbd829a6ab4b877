import { said } from "../messages.js";
/**
 * Payment rules both sides show: the largest amount one payment may be, and what a visitor
 * reads while card payments are not set up.
 */
export const PAYMENT_UNAVAILABLE_MESSAGE = said(
  "Payment processing is currently being configured. Please try again later.",
);
export const MAX_PAYMENT_AMOUNT = 100_000;
