// Invitations to an email address (issue 24): single-use, hashed, expiring tokens of any kind
// (cohorts now, mentors in issue 26). Other modules use it through this file only.
export {
  acceptInvitation,
  acceptInvitationsForEmail,
  findLiveInvitation,
  INVITATION_DAYS,
  issueInvitation,
  listOpenInvitations,
  withdrawInvitation,
  type Invitation,
  type NewInvitation,
} from "./invitations.service.js";
