// Projects: reading and submitting them and every uploaded file, project files and course images
// alike (projects.routes.ts), their authoring and the review of submissions
// (projects.staff.routes.ts, under /staff). Other modules use it through this file only.
export { incomingFile } from "./incoming-file.js";
export * from "./projects.service.js";
export * from "./projects.staff.service.js";
export * from "./uploads.service.js";
