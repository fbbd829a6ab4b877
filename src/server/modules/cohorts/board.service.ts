import type { Executor } from "../../../db/types.js";
import type { BoardCell, ProgressBoard } from "../../../shared/contracts/cohorts.js";
import type { boardQuery } from "../../../shared/contracts/cohorts.js";
import { personName } from "../../../shared/rules/people.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import { recordStaffReads, type Viewer } from "../teams/index.js";
import * as board from "./board.queries.js";
import * as queries from "./cohorts.queries.js";

/*
 * The progress board (issue 24): a course's students (or one cohort's) × the course's counted
 * items. The overall percent is the enrolment's stored progress (the completion rule's, written by
 * the enrolments module), never recomputed here. Every staff read of it is audited: one "progress"
 * read per student shown or exported.
 */

type Query = ReturnType<typeof boardQuery.parse>;

async function scope(db: Executor, courseId: string, cohortId: string | undefined) {
  const course = await queries.findCourse(db, courseId);
  if (!course) throw notFound("Course");
  const cohorts = await queries.listCohorts(db, courseId);
  let cohort: (typeof cohorts)[number] | undefined;
  if (cohortId) {
    cohort = isUuid(cohortId) ? cohorts.find((row) => row.id === cohortId) : undefined;
    if (!cohort) throw notFound("Cohort");
  }
  return { course, cohorts, cohort };
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function cellsOf(items: board.BoardItemRow[], row: board.BoardRow): BoardCell[] {
  const done = new Set(row.done ?? []);
  const quizzes = new Map((row.quizzes ?? []).map((quiz) => [quiz.quiz_id, quiz]));
  const projects = new Map((row.projects ?? []).map((project) => [project.project_id, project]));
  return items.map((item): BoardCell => {
    const isDone = done.has(item.id);
    if (item.kind === "lesson") return { kind: "lesson", isDone };
    if (item.kind === "quiz") {
      const quiz = quizzes.get(item.id);
      return {
        kind: "quiz",
        isDone,
        bestScore: quiz ? Number(quiz.best) : null,
        attemptsUsed: quiz ? Number(quiz.used) : 0,
        hasPassed: quiz?.passed ?? false,
      };
    }
    const project = projects.get(item.id);
    return {
      kind: "project",
      isDone,
      status: (project?.status as "pending" | "approved" | "needs_revision" | undefined) ?? null,
      grade: (project?.grade as "excellent" | "pass" | "fail" | null | undefined) ?? null,
    };
  });
}

function studentOf(items: board.BoardItemRow[], row: board.BoardRow) {
  return {
    id: row.user_id,
    name: personName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    email: row.email,
    cohort: row.cohort_id && row.cohort_name ? { id: row.cohort_id, name: row.cohort_name } : null,
    progress: Number(row.progress),
    completed: row.completed,
    enrolledAt: asDate(row.enrolled_at),
    lastActivityAt: row.last_activity === null ? null : asDate(row.last_activity),
    cells: cellsOf(items, row),
  };
}

const filterOf = (courseId: string, query: Omit<Query, "page" | "pageSize">): board.BoardFilter => ({
  courseId,
  cohortId: query.cohort,
  search: query.q || undefined,
  status: query.status,
});

export async function readProgressBoard(
  db: Executor,
  viewer: Viewer,
  courseId: string,
  query: Query,
): Promise<ProgressBoard> {
  const { course, cohorts, cohort } = await scope(db, courseId, query.cohort);
  const items = await board.listBoardItems(db, courseId);
  const filter = filterOf(courseId, query);
  const rows = await board.listBoardRows(
    db,
    filter,
    { sort: query.sort, dir: query.dir },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.page > 1 ? await board.countBoardRows(db, filter) : 0;
  const students = rows.map((row) => studentOf(items, row));
  await recordStaffReads(
    db,
    viewer,
    students.map((student) => ({ kind: "progress", recordId: courseId, studentId: student.id, courseId })),
  );
  return {
    course,
    cohort: cohort ? { id: cohort.id, name: cohort.name, startsOn: cohort.startsOn, endsOn: cohort.endsOn } : null,
    cohorts: cohorts.map((row) => ({ id: row.id, name: row.name })),
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      moduleTitle: item.module_title,
      maxAttempts: item.kind === "quiz" ? item.max_attempts : null,
    })),
    students,
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

type Student = ReturnType<typeof studentOf>;

function cellText(item: board.BoardItemRow, cell: BoardCell): string {
  if (cell.kind === "lesson") return cell.isDone ? "done" : "";
  if (cell.kind === "quiz") {
    if (cell.attemptsUsed === 0) return "";
    const max = item.max_attempts ?? "-";
    return `${cell.bestScore ?? 0}% (${cell.attemptsUsed}/${max})${cell.hasPassed ? " passed" : ""}`;
  }
  return [cell.status, cell.grade].filter(Boolean).join(" ");
}

/** The whole filtered, sorted board as CSV: one row per student, one column per item. */
export async function progressBoardCsv(
  db: Executor,
  viewer: Viewer,
  courseId: string,
  query: Omit<Query, "page" | "pageSize">,
) {
  await scope(db, courseId, query.cohort);
  const items = await board.listBoardItems(db, courseId);
  const rows = await board.listBoardRows(
    db,
    filterOf(courseId, query),
    { sort: query.sort, dir: query.dir },
    { limit: null, offset: 0 },
  );
  const students = rows.map((row) => studentOf(items, row));
  await recordStaffReads(
    db,
    viewer,
    students.map((student) => ({ kind: "progress", recordId: courseId, studentId: student.id, courseId })),
  );
  const columns: CsvColumn<Student>[] = [
    { header: "Student", value: (row) => row.name },
    { header: "Email", value: (row) => row.email },
    { header: "Cohort", value: (row) => row.cohort?.name },
    { header: "Progress %", value: (row) => row.progress },
    { header: "Completed", value: (row) => (row.completed ? "yes" : "no") },
    { header: "Enrolled", value: (row) => row.enrolledAt },
    { header: "Last activity", value: (row) => row.lastActivityAt },
    ...items.map((item, index): CsvColumn<Student> => ({
      header: `${item.module_title} / ${item.title} (${item.kind})`,
      value: (row) => cellText(item, row.cells[index]!),
    })),
  ];
  return toCsv(columns, students);
}
