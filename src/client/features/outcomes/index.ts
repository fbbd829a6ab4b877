// Outcomes after the course (issue 24): what other features may use. The dashboard's
// Achievements tab (enrolments) shows the student's follow-ups to answer or correct.
export { OwnOutcomes } from "./OwnOutcomes";
