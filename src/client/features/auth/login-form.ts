/**
 * The sign-in and sign-up form's rules, free of React: what each mode asks for, the client-side
 * checks (the same rules and messages as the zod schemas the server validates with; the server
 * stays the authority), and how an error answer maps back onto the form.
 *
 * The checks are written out by hand: importing the schemas as values would pull zod into the
 * /login page's bundle. login-form.test.ts runs both on the same inputs to keep them equal.
 */
import type { LoginBody, RegisterBody } from "../../../shared/contracts/auth";
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

export const submitLabel: Record<AuthMode, string> = { signin: "Sign in", register: "Create account" };
export const pendingLabel: Record<AuthMode, string> = {
  signin: "Signing in...",
  register: "Creating account...",
};

/** The limits of shared/contracts/auth.ts (PASSWORD_MIN, PASSWORD_MAX and the schemas' max()). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIGNIN_PASSWORD_MAX = PASSWORD_MAX * 4;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

/** zod 4's z.email() pattern, which the contract's email uses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Validation =
  | { ok: true; mode: "signin"; body: LoginBody }
  | { ok: true; mode: "register"; body: RegisterBody }
  | { ok: false; errors: FieldErrors };

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === "string" && (fieldNames as readonly string[]).includes(value);

/** Length as zod 4 measures strings: in code points, so an emoji counts once. */
const lengthOf = (value: string) => [...value].length;

/** A field's check: the value to send, or the message to show beside the field. */
type Check = { value: string; error?: undefined } | { value?: undefined; error: string };

/** Trimmed, at most 254 characters, a valid address; sent lower-cased. Blank says it is required. */
function checkEmail(raw: string): Check {
  const value = raw.trim();
  if (value === "") return { error: "Email is required" };
  if (lengthOf(value) > EMAIL_MAX) return { error: `Email must be at most ${EMAIL_MAX} characters` };
  if (!EMAIL_PATTERN.test(value)) return { error: "Enter a valid email address" };
  return { value: value.toLowerCase() };
}

/** Not trimmed: spaces count (and are allowed). Sign-up asks for 8 to 128 characters; sign-in for any up to 512. */
function checkPassword(mode: AuthMode, value: string): Check {
  if (value === "") return { error: "Password is required" };
  if (mode === "signin") {
    if (lengthOf(value) > SIGNIN_PASSWORD_MAX) {
      return { error: `Password must be at most ${SIGNIN_PASSWORD_MAX} characters` };
    }
    return { value };
  }
  if (lengthOf(value) < PASSWORD_MIN) return { error: `Password must be at least ${PASSWORD_MIN} characters` };
  if (lengthOf(value) > PASSWORD_MAX) return { error: `Password must be at most ${PASSWORD_MAX} characters` };
  return { value };
}

/** Trimmed; at most 100 characters. */
function checkName(label: "First name" | "Last name", raw: string): Check {
  const value = raw.trim();
  if (lengthOf(value) > NAME_MAX) return { error: `${label} must be at most ${NAME_MAX} characters` };
  return { value };
}

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
      ? take("firstName", { error: "First name is required" })
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

/**
 * Maps an error answer ({ message, errors: [{ path: "body.email", message }] }) onto the form.
 * Field errors the mode doesn't show stay in the message, so nothing the server says is lost.
 */
export function parseServerError(mode: AuthMode, status: number, bodyText: string): FormFailure {
  return describeFailure(mode, toApiError({ status, statusText: "", body: bodyText }));
}

/** Any failure of the sign-in or sign-up request, as the form shows it. */
export function describeFailure(mode: AuthMode, error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, message: NETWORK_FAILURE, isExistingAccount: false };
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
    message: hasFieldErrors && isAllMapped ? null : (message ?? "Please try again."),
    isExistingAccount: mode === "register" && error.status === 409,
  };
}

/**
 * Where to go after signing in: a path on this site only, never an API route. The same rule as
 * shared/contracts/auth.ts safeReturnTo (kept apart so zod stays out of the page; a test checks).
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}

/** What the page's query string asks for; returnTo can only ever be a path on this site. */
export function readLoginSearch(search: string): { returnTo: string; hasOidcError: boolean; mode: AuthMode } {
  const params = new URLSearchParams(search);
  return {
    returnTo: safeReturnTo(params.get("returnTo") ?? undefined),
    hasOidcError: params.get("error") === "oidc",
    mode: params.get("mode") === "register" ? "register" : "signin",
  };
}

/** The external provider's sign-in, coming back to the same place. */
export function oidcHref(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return safe === "/" ? "/api/login/oidc" : `/api/login/oidc?returnTo=${encodeURIComponent(safe)}`;
}

export function oidcFailureMessage(providerName: string | undefined): string {
  return `We couldn't sign you in with ${providerName || "your sign-in provider"}. Please try again.`;
}
