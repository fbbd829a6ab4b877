/**
 * The sign-in and sign-up form's rules, free of React: what each mode asks for, the client-side
 * checks (the same zod schemas the server validates with; the server stays the authority), and
 * how an error answer maps back onto the form.
 */
import {
  loginBody,
  registerBody,
  safeReturnTo,
  type LoginBody,
  type RegisterBody,
} from "../../../shared/contracts/auth";
import { ApiError } from "../../lib/api";

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

/** A blank required field says so, rather than the schema's format message ("Enter a valid email"). */
const requiredMessages: Partial<Record<FieldName, string>> = {
  firstName: "First name is required",
  email: "Email is required",
  password: "Password is required",
};

export type Validation =
  | { ok: true; mode: "signin"; body: LoginBody }
  | { ok: true; mode: "register"; body: RegisterBody }
  | { ok: false; errors: FieldErrors };

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === "string" && (fieldNames as readonly string[]).includes(value);

const isBlank = (field: FieldName, value: string) => (field === "password" ? value === "" : value.trim() === "");

function collectIssues(
  mode: AuthMode,
  values: FormValues,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isFieldName(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  for (const field of modeFields[mode]) {
    const required = requiredMessages[field];
    if (required && errors[field] !== undefined && isBlank(field, values[field])) errors[field] = required;
  }
  return errors;
}

/** Checks the form with the server's own schemas; on success, the body to send. */
export function validateForm(mode: AuthMode, values: FormValues): Validation {
  if (mode === "signin") {
    const result = loginBody.safeParse({ email: values.email, password: values.password });
    if (result.success) return { ok: true, mode, body: result.data };
    return { ok: false, errors: collectIssues(mode, values, result.error.issues) };
  }
  const result = registerBody.safeParse({
    firstName: values.firstName,
    // Optional: a blank last name is left out rather than sent as "".
    lastName: values.lastName.trim() === "" ? undefined : values.lastName,
    email: values.email,
    password: values.password,
  });
  if (result.success) return { ok: true, mode, body: result.data };
  return { ok: false, errors: collectIssues(mode, values, result.error.issues) };
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
  let message: string | null = bodyText.trim() || null;
  let rawErrors: unknown[] = [];
  try {
    const parsed = JSON.parse(bodyText) as { message?: unknown; errors?: unknown };
    if (typeof parsed.message === "string") message = parsed.message;
    if (Array.isArray(parsed.errors)) rawErrors = parsed.errors;
  } catch {
    // Not JSON (a proxy's error page, say): the text is the message.
  }
  if (status >= 500) return { fieldErrors: {}, message: SERVER_FAILURE, isExistingAccount: false };

  const fieldErrors: FieldErrors = {};
  let unmapped = 0;
  for (const entry of rawErrors) {
    const { path, message: fieldMessage } = (entry ?? {}) as { path?: unknown; message?: unknown };
    const field = typeof path === "string" ? path.replace(/^body\./, "").split(".")[0] : undefined;
    if (isFieldName(field) && modeFields[mode].includes(field) && typeof fieldMessage === "string") {
      fieldErrors[field] ??= fieldMessage;
    } else {
      unmapped += 1;
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    // When every problem sits beside its field, a summary above would only repeat it.
    message: hasFieldErrors && unmapped === 0 ? null : (message ?? "Please try again."),
    isExistingAccount: mode === "register" && status === 409,
  };
}

/** Any failure of the sign-in or sign-up request, as the form shows it. */
export function describeFailure(mode: AuthMode, error: unknown): FormFailure {
  if (error instanceof ApiError) {
    const separator = error.message.indexOf(": ");
    const body = separator === -1 ? "" : error.message.slice(separator + 2);
    return parseServerError(mode, error.status, body);
  }
  return { fieldErrors: {}, message: NETWORK_FAILURE, isExistingAccount: false };
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
