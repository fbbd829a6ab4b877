// Course teams and the audit of staff reads (issue 24).
export { CourseTeam } from "./CourseTeam";
export { StaffAudit } from "./StaffAudit";
export { teamQueries } from "./queries";
