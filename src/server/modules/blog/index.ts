// The blog: published posts for everyone (blog.routes.ts), every post for admins
// (blog.staff.routes.ts, under /admin). Other modules use it through this file only.
export * from "./blog.service.js";
