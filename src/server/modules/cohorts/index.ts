// Cohorts of a course, adding students to them (invitations for addresses without an account),
// and the progress board (issue 24). Other modules use it through this file only.
export {
  applyCohortInvitation,
  applyCohortInvitationsByEmail,
  COHORT_INVITATION,
  listMyCohorts,
} from "./cohorts.service.js";
