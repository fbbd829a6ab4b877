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
  RETURN_TO_MAX,
  SIGNIN_PASSWORD_MAX,
  SIGNIN_PASSWORD_TOO_LONG_MESSAGE,
} from "../rules/auth.js";

export { PASSWORD_MAX, PASSWORD_MIN, safeReturnTo } from "../rules/auth.js";

export const roles = ["student", "instructor", "admin"] as const;
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

export const registerBody = z.object({
  email,
  password: z
    .string({ message: PASSWORD_REQUIRED_MESSAGE })
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE),
  firstName: z
    .string({ message: FIRST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_REQUIRED_MESSAGE)
    .max(NAME_MAX, nameTooLongMessage("First name")),
  lastName: z.string().trim().max(NAME_MAX, nameTooLongMessage("Last name")).optional(),
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
