// Quizzes: reading and taking them, grading and the attempt limit (enforceAttemptLimit in
// quizzes.service.ts; quizzes.routes.ts), and their authoring and the attempts staff read
// (quizzes.staff.routes.ts, under /staff). Other modules use it through this file only.
export * from "./quizzes.service.js";
export * from "./quizzes.staff.service.js";
