import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/types.js";
import {
  cohortMembers,
  cohorts,
  courseModules,
  enrollments,
  lessons,
  projectSubmissions,
  projects,
  quizAttempts,
  quizzes,
  userProgress,
  users,
} from "../../../db/schema/index.js";
import type { BoardStatus } from "../../../shared/contracts/cohorts.js";

/** Raw statements answer `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface BoardItemRow {
  id: string;
  kind: "lesson" | "quiz" | "project";
  title: string;
  module_title: string;
  max_attempts: number | null;
}

/**
 * The items the board shows: the course's counted items (active items of active modules, as the
 * completion rule counts them), in the course's order.
 */
export async function listBoardItems(db: Executor, courseId: string) {
  const of = (table: typeof lessons | typeof quizzes | typeof projects, kind: string, rank: number, max: SQL) => sql`
    select ${table.id} as id, ${kind}::text as kind, ${table.title} as title, ${courseModules.title} as module_title,
      ${max} as max_attempts, ${courseModules.orderIndex} as module_order, ${table.orderIndex} as item_order,
      ${rank} as kind_rank
    from ${table} join ${courseModules} on ${courseModules.id} = ${table.moduleId}
    where ${courseModules.courseId} = ${courseId} and ${courseModules.isActive} and ${table.isActive}`;
  const result = await db.execute(sql`
    select id, kind, title, module_title, max_attempts from (
      ${of(lessons, "lesson", 0, sql`null::int`)}
      union all ${of(quizzes, "quiz", 1, sql`${quizzes.maxAttempts}`)}
      union all ${of(projects, "project", 2, sql`null::int`)}
    ) as items order by module_order, item_order, kind_rank, title, id`);
  return rowsOf<BoardItemRow>(result);
}

export interface BoardFilter {
  courseId: string;
  cohortId?: string;
  /** Part of a name or an address. */
  search?: string;
  status: BoardStatus;
}

export interface BoardOrder {
  sort: "name" | "progress" | "lastActivity";
  dir: "asc" | "desc";
}

export interface BoardRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  cohort_id: string | null;
  cohort_name: string | null;
  progress: number;
  completed: boolean;
  enrolled_at: Date | string;
  last_activity: Date | string | null;
  total: number | string;
  done: string[] | null;
  quizzes: { quiz_id: string; best: number; used: number; passed: boolean }[] | null;
  projects: { project_id: string; status: string; grade: string | null }[] | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The board's students: the course's enrolments (or one cohort's members), filtered and sorted,
 * one page, each with what they did of every item, in ONE statement. Each enrolment's last
 * activity and its cells are read through the (user_id, course_id) index of user_progress and the
 * (user_id, quiz_id) and (user_id, project_id) unique indexes of attempts and submissions.
 * `limit: null` answers every row (the CSV).
 */
export async function listBoardRows(
  db: Executor,
  filter: BoardFilter,
  order: BoardOrder,
  page: { limit: number | null; offset: number },
) {
  const { courseId } = filter;
  const where: SQL[] = [sql`e.course_id = ${courseId}`];
  if (filter.cohortId) where.push(sql`cm.cohort_id = ${filter.cohortId}`);
  if (filter.search) {
    const like = `%${escapeLike(filter.search.toLowerCase())}%`;
    where.push(
      sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${like} or lower(u.email) like ${like})`,
    );
  }
  const statusFilter: Record<BoardStatus, SQL> = {
    all: sql`true`,
    not_started: sql`last_activity is null and not completed`,
    in_progress: sql`last_activity is not null and not completed`,
    completed: sql`completed`,
  };
  const direction = order.dir === "desc" ? sql`desc` : sql`asc`;
  const nameKey = sql`lower(coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email))`;
  const orderBy: Record<BoardOrder["sort"], SQL> = {
    name: sql`${nameKey} ${direction}, email ${direction}`,
    progress: sql`progress ${direction}, ${nameKey} asc, email asc`,
    lastActivity: sql`last_activity ${direction} nulls last, ${nameKey} asc, email asc`,
  };
  const limit = page.limit === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`;
  const courseQuizzes = sql`select ${quizzes.id} from ${quizzes} join ${courseModules} on ${courseModules.id} = ${quizzes.moduleId} where ${courseModules.courseId} = ${courseId}`;
  const courseProjects = sql`select ${projects.id} from ${projects} join ${courseModules} on ${courseModules.id} = ${projects.moduleId} where ${courseModules.courseId} = ${courseId}`;

  const result = await db.execute(sql`
    with base as (
      select e.user_id, u.first_name, u.last_name, u.email, cm.cohort_id, c.name as cohort_name,
        e.progress, e.completed, e.enrolled_at,
        greatest(
          (select max(p.completed_at) from ${userProgress} p where p.user_id = e.user_id and p.course_id = ${courseId}),
          (select max(a.completed_at) from ${quizAttempts} a where a.user_id = e.user_id and a.quiz_id in (${courseQuizzes})),
          (select max(s.submitted_at) from ${projectSubmissions} s where s.user_id = e.user_id and s.project_id in (${courseProjects}))
        ) as last_activity
      from ${enrollments} e
      join ${users} u on u.id = e.user_id
      left join ${cohortMembers} cm on cm.course_id = e.course_id and cm.user_id = e.user_id
      left join ${cohorts} c on c.id = cm.cohort_id
      where ${sql.join(where, sql` and `)}
    ),
    page as (
      select *, count(*) over () as total from base where ${statusFilter[filter.status]}
      order by ${orderBy[order.sort]} ${limit}
    )
    select page.*,
      (select array_agg(coalesce(p.lesson_id, p.quiz_id, p.project_id)::text) from ${userProgress} p
        where p.user_id = page.user_id and p.course_id = ${courseId} and p.completed_at is not null) as done,
      (select json_agg(json_build_object('quiz_id', q.quiz_id, 'best', q.best, 'used', q.used, 'passed', q.passed))
        from (select a.quiz_id, max(a.score) as best, count(*)::int as used, bool_or(a.passed) as passed
          from ${quizAttempts} a where a.user_id = page.user_id and a.quiz_id in (${courseQuizzes})
          group by a.quiz_id) q) as quizzes,
      (select json_agg(json_build_object('project_id', s.project_id, 'status', s.status, 'grade', s.grade))
        from (select distinct on (s.project_id) s.project_id, s.status, s.grade
          from ${projectSubmissions} s where s.user_id = page.user_id and s.project_id in (${courseProjects})
          order by s.project_id, s.submission_number desc) s) as projects
    from page
    order by ${orderBy[order.sort]}`);
  return rowsOf<BoardRow>(result);
}

/** How many rows the filter matches (only asked when a page past the end came back empty). */
export async function countBoardRows(db: Executor, filter: BoardFilter) {
  const rows = await listBoardRows(db, filter, { sort: "name", dir: "asc" }, { limit: null, offset: 0 });
  return rows.length;
}
