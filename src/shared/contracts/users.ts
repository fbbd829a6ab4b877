import { said } from "../messages.js";
import { z } from "zod";
import { roles } from "./auth.js";
import { timestamp } from "./common.js";

/** Admin-only management of users: the list, the search and the role. */

export const SELF_DEMOTION_MESSAGE = said(
  "You can't remove your own admin role: ask another admin to do it, so the academy always keeps one",
);

export const USER_LIST_LIMIT = 200;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(roles),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUser>;

export const userListQuery = z.object({
  search: z.string().trim().max(200, said("Search must be at most 200 characters")).optional(),
  role: z.enum(roles, { message: said("Role must be student, instructor or admin") }).optional(),
});

/** The roles an admin sets here; "mentor" comes with linking a mentor profile (/admin/mentors). */
export const assignableRoles = ["student", "instructor", "admin"] as const;

export const roleBody = z.object({
  role: z.enum(assignableRoles, { message: said("Role must be student, instructor or admin") }),
});
export type RoleBody = z.infer<typeof roleBody>;
