// Enrolments: enrolling, progress, item completion (recordCompletion serves lessons, quizzes and
// reviews alike) and certificates (enrolments.routes.ts, certificates.routes.ts), and the one
// access policy for a course's items (access.ts). Other modules use it through this file only.
export * from "./access.js";
export * from "./enrolments.service.js";
