// Course teams and the audit of staff reads (issue 24). The pages load staff/CourseTeam and staff/StaffAudit
// later (app/later.tsx), straight from their files, so their code is not in the pages' first load.
export { teamQueries } from "./queries";
