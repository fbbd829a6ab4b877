import { said, term } from "../messages.js";
/**
 * Account rules both sides apply: the limits and messages of an email, a password and a name,
 * and where a person may be sent after signing in. The zod contracts (contracts/auth.ts) build
 * the server's checks from these; the sign-in form runs the checks below before it sends, so
 * it says the same thing the server would. The server stays the authority.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Sign-in takes any password up to four times the sign-up maximum: it only has to match. */
export const SIGNIN_PASSWORD_MAX = PASSWORD_MAX * 4;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const RETURN_TO_MAX = 2000;
/** A reset token is 43 characters (32 bytes, base64url); anything up to this is read and refused. */
export const RESET_TOKEN_MAX = 200;

/** zod 4's z.email() pattern; the contract hands this one to z.email(), so both sides use it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_REQUIRED_MESSAGE = said("Email is required");
export const EMAIL_TOO_LONG_MESSAGE = said("Email must be at most {max} characters", { max: EMAIL_MAX });
export const EMAIL_INVALID_MESSAGE = said("Enter a valid email address");
export const PASSWORD_REQUIRED_MESSAGE = said("Password is required");
export const PASSWORD_TOO_SHORT_MESSAGE = said("Password must be at least {min} characters", { min: PASSWORD_MIN });
export const PASSWORD_TOO_LONG_MESSAGE = said("Password must be at most {max} characters", { max: PASSWORD_MAX });
export const SIGNIN_PASSWORD_TOO_LONG_MESSAGE = said("Password must be at most {max} characters", {
  max: SIGNIN_PASSWORD_MAX,
});
export const FIRST_NAME_REQUIRED_MESSAGE = said("First name is required");

/** Password reset: the answers the API gives and the pages show. */
export const FORGOT_PASSWORD_MESSAGE = said(
  "If an account exists for that email, we've sent a link to reset your password.",
);
export const RESET_LINK_INVALID_MESSAGE = said("This reset link is invalid or has expired.");
export const PASSWORD_RESET_DONE_MESSAGE = said("Your password has been changed. Sign in with your new password.");

export type NameLabel = "First name" | "Last name";
export const nameTooLongMessage = (label: NameLabel) =>
  said("{label} must be at most {max} characters", { label: term(label), max: NAME_MAX });

/** Length as zod 4 measures strings: in code points, so an emoji counts once. */
export const textLength = (value: string) => [...value].length;

/** A field's check: the value to send, or the message to show beside the field. */
export type Check = { value: string; error?: undefined } | { value?: undefined; error: string };

/** Trimmed, at most 254 characters, a valid address; sent lower-cased. Blank says it is required. */
export function checkEmail(raw: string): Check {
  const value = raw.trim();
  if (value === "") return { error: EMAIL_REQUIRED_MESSAGE };
  if (textLength(value) > EMAIL_MAX) return { error: EMAIL_TOO_LONG_MESSAGE };
  if (!EMAIL_PATTERN.test(value)) return { error: EMAIL_INVALID_MESSAGE };
  return { value: value.toLowerCase() };
}

/** Not trimmed: spaces count (and are allowed). Sign-up asks for 8 to 128 characters; sign-in for any up to 512. */
export function checkPassword(mode: "signin" | "register", value: string): Check {
  if (value === "") return { error: PASSWORD_REQUIRED_MESSAGE };
  if (mode === "signin") {
    if (textLength(value) > SIGNIN_PASSWORD_MAX) return { error: SIGNIN_PASSWORD_TOO_LONG_MESSAGE };
    return { value };
  }
  if (textLength(value) < PASSWORD_MIN) return { error: PASSWORD_TOO_SHORT_MESSAGE };
  if (textLength(value) > PASSWORD_MAX) return { error: PASSWORD_TOO_LONG_MESSAGE };
  return { value };
}

/** Trimmed; at most 100 characters. */
export function checkName(label: NameLabel, raw: string): Check {
  const value = raw.trim();
  if (textLength(value) > NAME_MAX) return { error: nameTooLongMessage(label) };
  return { value };
}

/** Stands in for our own origin while a return path is resolved: its value never leaves here. */
const RETURN_TO_ORIGIN = "https://return-to.invalid";
/**
 * Characters a browser drops or rewrites before it resolves an address: ASCII controls (a tab,
 * CR or LF in `/\t/evil.example` is stripped and leaves `//evil.example`), C1 controls, any
 * whitespace (U+2028 and the like included) and backslashes (read as `/` in http addresses).
 */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === "\\" || /\s/u.test(character)) return true;
  }
  return false;
}

/**
 * Where to go after signing in: a path on this site only, never an API route; "/" for anything
 * else. The value is resolved the way a browser would (`new URL(value, origin)`) and must stay on
 * the same origin with a path that starts with a single "/", before and after percent-decoding
 * (`/%2F%2Fevil.example`), and after dot segments are resolved (`/.//evil.example`). What comes
 * back is the resolved path, query and fragment, so what was checked is what is followed.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (hasUnsafeCharacter(value)) return "/";
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(value, RETURN_TO_ORIGIN);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return "/";
  }
  if (url.origin !== RETURN_TO_ORIGIN) return "/";
  if (!url.pathname.startsWith("/") || url.pathname.startsWith("//")) return "/";
  if (decodedPath.startsWith("//") || hasUnsafeCharacter(decodedPath)) return "/";
  const apiPath = decodedPath.toLowerCase();
  if (apiPath === "/api" || apiPath.startsWith("/api/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a sign-in lands: the page it came from (returnTo), or, with none ("/"), a mentor's own
 * page for a mentor (issue 26). Everyone else lands where they were.
 */
export function landingPath(role: string, returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return role === "mentor" && safe === "/" ? "/mentor" : safe;
}
