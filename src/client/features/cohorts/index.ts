// Cohorts and the progress board (issue 24). The staff pages load CourseCohorts and the board later
// (app/later.tsx), straight from their files; the student's pages use MyCohortNote.
export { cohortQueries } from "./queries";
