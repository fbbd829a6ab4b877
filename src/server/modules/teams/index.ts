// Course teams and the audit of staff reads (issue 24): which courses a staff member may act on,
// one rule for every staff route and list. Other modules use it through this file only.
export {
  addCourseInstructor,
  courseRecordKinds,
  courseOfRecord,
  courseScope,
  coursesOf,
  type CourseScope,
  joinTeamOfNewCourse,
  mayActOnCourse,
  mayActOnRecord,
  recordStaffReads,
  requireRecordAccess,
  type CourseRecordKind,
  type StaffReadEntry,
  type Viewer,
} from "./teams.service.js";
