/**
 * The sign-in and sign-up form's rules, free of React: what each mode asks for, the client-side
 * checks (shared/rules/auth.ts: the limits and messages the server's zod schemas are built
 * from; the server stays the authority), and how an error answer maps back onto the form.
 * login-form.test.ts runs the form and the server's schemas on the same inputs to keep them equal.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LoginBody, RegisterBody } from "../../../shared/contracts/auth";
import {
  checkEmail,
  checkName,
  checkPassword,
  FIRST_NAME_REQUIRED_MESSAGE,
  type Check,
} from "../../../shared/rules/auth";
import { ApiError, errorMessage, toApiError } from "../../lib/api";
import { fieldErrors as fieldErrorsOf } from "../../lib/field-errors";

export type AuthMode = "signin" | "register";

export const fieldNames = ["firstName", "lastName", "email", "password"] as const;
export type FieldName = (typeof fieldNames)[number];
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyValues: FormValues = { firstName: "", lastName: "", email: "", password: "" };

/** The fields each mode shows, in screen order: the first invalid one gets the focus. */
export const modeFields: Record<AuthMode, readonly FieldName[]> = {
  signin: ["email", "password"],
  register: ["firstName", "lastName", "email", "password"],
};

/** The submit button's label, shown with i18n._() (useLingui()). */
export const submitLabel: Record<AuthMode, MessageDescriptor> = {
  signin: msg`Sign in`,
  register: msg`Create account`,
};
export const pendingLabel: Record<AuthMode, MessageDescriptor> = {
  signin: msg`Signing in...`,
  register: msg`Creating account...`,
};

export type Validation =
  | { ok: true; mode: "signin"; body: LoginBody }
  | { ok: true; mode: "register"; body: RegisterBody }
  | { ok: false; errors: FieldErrors };

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === "string" && (fieldNames as readonly string[]).includes(value);

/** Checks the form by the server's rules; on success, the body to send. */
export function validateForm(mode: AuthMode, values: FormValues): Validation {
  const errors: FieldErrors = {};
  const take = (field: FieldName, check: Check) => {
    if (check.error !== undefined) errors[field] = check.error;
    return check.value;
  };

  const email = take("email", checkEmail(values.email));
  const password = take("password", checkPassword(mode, values.password));
  if (mode === "signin") {
    if (email === undefined || password === undefined) return { ok: false, errors };
    return { ok: true, mode, body: { email, password } };
  }

  const firstName =
    values.firstName.trim() === ""
      ? take("firstName", { error: FIRST_NAME_REQUIRED_MESSAGE })
      : take("firstName", checkName("First name", values.firstName));
  // Optional: a blank last name is left out rather than sent as "".
  const lastName =
    values.lastName.trim() === "" ? undefined : take("lastName", checkName("Last name", values.lastName));
  if (email === undefined || password === undefined || firstName === undefined || errors.lastName !== undefined) {
    return { ok: false, errors };
  }
  return { ok: true, mode, body: { email, password, firstName, ...(lastName === undefined ? {} : { lastName }) } };
}

/** The first field of the mode, in screen order, that has an error. */
export function firstInvalidField(mode: AuthMode, errors: FieldErrors): FieldName | undefined {
  return modeFields[mode].find((field) => errors[field] !== undefined);
}

/** What the form shows after a failed request: messages beside fields, and one above the form. */
export interface FormFailure {
  fieldErrors: FieldErrors;
  message: string | null;
  /** 409 on sign-up: the email has an account already, so offer to sign in instead. */
  isExistingAccount: boolean;
}

export const NETWORK_FAILURE = "We couldn't reach the server. Check your connection and try again.";
export const SERVER_FAILURE = "Something went wrong on our side. Please try again in a moment.";
export const TRY_AGAIN = "Please try again.";

/**
 * Maps an error answer ({ message, errors: [{ path: "body.email", message }] }) onto the form.
 * Field errors the mode doesn't show stay in the message, so nothing the server says is lost.
 */
export function parseServerError(mode: AuthMode, status: number, bodyText: string): FormFailure {
  return describeFailure(mode, toApiError({ status, statusText: "", body: bodyText }));
}

/**
 * The server's own message on a 503 ("The server is busy. Please try again in a few seconds.",
 * already in the page's language): it says what to do. Any other 5xx tells nothing internal.
 */
export function busyMessage(error: ApiError): string | undefined {
  const message = error.status === 503 ? error.body?.message : undefined;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/** Any failure of the sign-in or sign-up request, as the form shows it. */
export function describeFailure(mode: AuthMode, error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, message: NETWORK_FAILURE, isExistingAccount: false };
  const busy = busyMessage(error);
  if (busy) return { fieldErrors: {}, message: busy, isExistingAccount: false };
  if (error.status >= 500) return { fieldErrors: {}, message: SERVER_FAILURE, isExistingAccount: false };

  const fieldErrors: FieldErrors = {};
  let isAllMapped = true;
  for (const [field, fieldMessage] of Object.entries(fieldErrorsOf(error))) {
    if (isFieldName(field) && modeFields[mode].includes(field)) fieldErrors[field] = fieldMessage;
    else isAllMapped = false;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message = errorMessage(error).trim() || null;
  return {
    fieldErrors,
    // When every problem sits beside its field, a summary above would only repeat it.
    message: hasFieldErrors && isAllMapped ? null : (message ?? TRY_AGAIN),
    isExistingAccount: mode === "register" && error.status === 409,
  };
}
