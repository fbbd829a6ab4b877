import { z } from "zod";

export const roles = ["student", "instructor", "admin"] as const;
export type Role = (typeof roles)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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
  .string({ message: "Email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

export const registerBody = z.object({
  email,
  password: z
    .string({ message: "Password is required" })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  firstName: z
    .string({ message: "First name is required" })
    .trim()
    .min(1, "First name is required")
    .max(100, "First name must be at most 100 characters"),
  lastName: z.string().trim().max(100, "Last name must be at most 100 characters").optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4, `Password must be at most ${PASSWORD_MAX * 4} characters`),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Where to go after signing in: a path on this site only. */
export const returnToQuery = z.object({ returnTo: z.string().max(2000).optional() });

export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}

export const authMethods = z.object({
  local: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
});
