// Courses: the public catalog of courses, modules and lessons (courses.routes.ts) and its
// authoring, including the order of a module's items (courses.staff.routes.ts, under /staff).
// Quizzes and projects add and change their items through addModuleItem and changeModuleItem.
// Other modules use it through this file only.
export * from "./courses.service.js";
export * from "./courses.staff.service.js";
export { findServedItem } from "./courses.queries.js";
export { refreshVideoCounts, syncCourseSummary } from "./courses.staff.queries.js";
