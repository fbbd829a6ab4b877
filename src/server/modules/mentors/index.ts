// Mentors and their bookings. mentors.service.ts: the mentor profiles (public lists, admins'
// edits); bookings.service.ts: every booking rule (a student's own bookings, admins' status
// changes and CSV). Public and student routes in mentors.routes.ts, admins' in
// mentors.staff.routes.ts (under /admin). accounts.service.ts: mentor accounts (issue 26), the
// mentor's own routes in mentor.routes.ts (under /mentor). Other modules use it through this file only.
export * from "./bookings.service.js";
export * from "./mentors.service.js";
export { applyMentorInvitation, findMentorOfUser, linkMentorAccount, MENTOR_INVITATION } from "./accounts.service.js";
export { remindByEmailInstead, remindedByPush } from "./notices.js";
