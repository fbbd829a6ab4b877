/** What a staff member read of a student's work (issue 24): a submission, a project file, a quiz's attempts, a course's progress. */
export const staffReadKinds = ["submission", "file", "quiz_attempts", "progress", "outcomes"] as const;
export type StaffReadKind = (typeof staffReadKinds)[number];
