// Outcomes after the course (issue 24): follow-ups scheduled when a certificate is issued and sent
// by the follow-up job, the student's answers (link or dashboard), staff records from a phone
// call, the impact report and the public figures' setting. Uses email and teams; enrolments uses
// it (scheduleFollowUps, when certificates are issued). Other modules use it through this file only.
export { scheduleFollowUps, sendDueFollowUps } from "./outcomes.service.js";
export { getPublicFigures } from "./impact.service.js";
export { FollowUpWorker } from "./follow-up-worker.js";
