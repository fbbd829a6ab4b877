/**
 * Password reset's rules, free of React: the reset page's token check (query options shared by
 * the page's prefetch and the browser) and how an answer maps onto the two forms.
 */
import { queryOptions } from "@tanstack/react-query";
import type { MessageAnswer, ResetTokenStatus } from "../../../shared/contracts/auth";
import { RESET_LINK_INVALID_MESSAGE } from "../../../shared/rules/auth";
import { ApiError, errorMessage } from "../../lib/api";
import { fieldErrors } from "../../lib/field-errors";
import { busyMessage, NETWORK_FAILURE, SERVER_FAILURE, TRY_AGAIN } from "./login-form";

export type { MessageAnswer };

/** Whether a reset link's token still works (the page shows the form only for one that does). */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions<ResetTokenStatus>({ queryKey: [`/api/auth/reset-password?token=${encodeURIComponent(token)}`] });

/** What a form shows after a failed request: messages beside its fields, or one above it. */
export interface ResetFailure {
  fields: Record<string, string>;
  message?: string;
  /** The link is dead (bad, used, replaced or expired): the page offers to ask again. */
  isInvalidLink: boolean;
}

export function describeResetFailure(error: unknown, formFields: readonly string[]): ResetFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: NETWORK_FAILURE, isInvalidLink: false };
  const busy = busyMessage(error);
  if (busy) return { fields: {}, message: busy, isInvalidLink: false };
  if (error.status >= 500) return { fields: {}, message: SERVER_FAILURE, isInvalidLink: false };
  const message = errorMessage(error);
  if (error.status === 400 && message === RESET_LINK_INVALID_MESSAGE) return { fields: {}, isInvalidLink: true };
  const fields: Record<string, string> = {};
  let isAllShown = true;
  for (const [field, fieldMessage] of Object.entries(fieldErrors(error))) {
    if (formFields.includes(field)) fields[field] = fieldMessage;
    else isAllShown = false;
  }
  // When every problem sits beside its field, a message above would only repeat it.
  const hasFields = Object.keys(fields).length > 0;
  return {
    fields,
    message: hasFields && isAllShown ? undefined : message || TRY_AGAIN,
    isInvalidLink: false,
  };
}
