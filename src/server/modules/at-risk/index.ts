// Students who fall behind (issue 24): the at-risk list, nudges, the course team's notes and the
// daily digest (docs/at-risk.md). Uses email and teams; nothing uses it but app.ts.
export { atRiskStaffRoutes } from "./at-risk.staff.routes.js";
export { AtRiskDigestWorker } from "./digest-worker.js";
export { listAtRiskStudents, runAtRiskDigest } from "./at-risk.service.js";
