// Accounts as admins manage them: search and role changes (users.staff.routes.ts, under /admin).
// Signing up and signing in live in auth/. Other modules use it through this file only.
export * from "./users.service.js";
