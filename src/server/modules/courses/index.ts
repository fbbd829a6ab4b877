// Courses: the public catalog of courses, modules and lessons (courses.routes.ts) and its
// authoring, including the order of a module's items (courses.staff.routes.ts, under /staff).
// Quizzes and projects add and change their items through addModuleItem and changeModuleItem.
// Other modules use it through this file only.
export * from "./courses.service.js";
export * from "./courses.staff.service.js";
export { findServedItem } from "./courses.queries.js";
// The course's summary (its lesson and video counts), which the video worker and the videos
// module's routes keep true (app.ts passes these in: videos can't import courses).
export { refreshVideoCounts, syncCourseSummary } from "./courses.staff.queries.js";
