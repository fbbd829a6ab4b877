// Success stories: visible ones for everyone (stories.routes.ts), every story for admins
// (stories.staff.routes.ts, under /admin). Other modules use it through this file only.
export * from "./stories.service.js";
