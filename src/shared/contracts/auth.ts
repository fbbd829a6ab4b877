import { z } from "zod";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  NAME_MAX,
  nameTooLongMessage,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_TOKEN_MAX,
  RETURN_TO_MAX,
  SIGNIN_PASSWORD_MAX,
  SIGNIN_PASSWORD_TOO_LONG_MESSAGE,
} from "../rules/auth.js";

export { PASSWORD_MAX, PASSWORD_MIN, safeReturnTo } from "../rules/auth.js";

export const roles = ["student", "instructor", "admin", "mentor"] as const;
export type Role = (typeof roles)[number];

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
});
export type CurrentUser = z.infer<typeof currentUser>;

const email = z
  .string({ message: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .max(EMAIL_MAX, EMAIL_TOO_LONG_MESSAGE)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: EMAIL_INVALID_MESSAGE }))
  .transform((value) => value.toLowerCase());

/** A new password: sign-up's rules (the common-password check is the server's, after this). */
const newPassword = z
  .string({ message: PASSWORD_REQUIRED_MESSAGE })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE);

export const registerBody = z.object({
  email,
  password: newPassword,
  firstName: z
    .string({ message: FIRST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_REQUIRED_MESSAGE)
    .max(NAME_MAX, nameTooLongMessage("First name")),
  lastName: z.string().trim().max(NAME_MAX, nameTooLongMessage("Last name")).optional(),
  /** The token of the invitation the sign-up link carried (issue 24): applied when it is live and for this email. */
  invitation: z.string().max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ message: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(SIGNIN_PASSWORD_MAX, SIGNIN_PASSWORD_TOO_LONG_MESSAGE),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Where to go after signing in: a path on this site only (see safeReturnTo). */
export const returnToQuery = z.object({ returnTo: z.string().max(RETURN_TO_MAX).optional() });

export const authMethods = z.object({
  local: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
});

/** A message the screen shows as it is (password reset answers). */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/**
 * Any text is taken as a token (up to a bound): one that is not a live token's, whatever its
 * shape, gets the one "invalid or has expired" answer rather than a validation error.
 */
const resetToken = z.string().max(RESET_TOKEN_MAX);

export const resetPasswordBody = z.object({ token: resetToken, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetTokenQuery = z.object({ token: resetToken.optional() });

/** Whether a reset link's token can still be used (the reset page asks before showing its form). */
export const resetTokenStatus = z.object({ isValid: z.boolean() });
export type ResetTokenStatus = z.infer<typeof resetTokenStatus>;
