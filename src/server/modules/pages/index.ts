// The academy's own pages (issue 23): About Us, the Privacy Policy… public at /api/pages/{slug}
// (pages.routes.ts), edited by admins at /api/admin/pages (pages.staff.routes.ts). Other modules
// use it through this file only.
export * from "./pages.service.js";
