/**
 * The progress board at 500 students × 60 items (issue 24), on PostgreSQL.
 *
 *   npx tsx bench/board.ts        (or BENCH_ONLY=board npm run bench)
 *
 * Creates a database of its own (tsa_board_<pid>, dropped at the end) on the machine's server
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), migrates it, seeds one course of
 * 6 modules × 10 items (6 lessons, 2 quizzes, 2 projects each) and 500 enrolled students with about
 * half the items done, quiz attempts and project submissions, in SQL. Then, through the app
 * (buildApp, app.inject as an admin, so routing, validation, the audit insert and serialisation
 * count), it times the board's first page (25 and 100 students, by name and by last activity, and
 * a name filter) and the whole CSV, BOARD_ROUNDS times each (default 20), and prints the median
 * and p95, then EXPLAIN (ANALYZE, BUFFERS) of the page statement.
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { buildApp } from "../src/server/app.js";
import { listBoardRows } from "../src/server/modules/cohorts/board.queries.js";
import { testConfig } from "../tests/support/app.js";
import { signedInUser } from "../tests/support/factories.js";

const baseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BOARD_ROUNDS ?? 20);
const STUDENTS = 500;
const MODULES = 6;

const databaseUrl = (name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const SEED = `
insert into courses (id, title, description, category)
  values ('00000000-0000-4000-8000-00000000b0a1', 'Board bench', 'A course of 60 items', 'Carpentry & Woodworking');
insert into course_modules (id, course_id, title, description, order_index, estimated_hours)
  select ('00000000-0000-4000-8001-' || lpad(m::text, 12, '0'))::uuid, '00000000-0000-4000-8000-00000000b0a1',
    'Module ' || m, 'Module ' || m, m, 2 from generate_series(1, ${MODULES}) m;
insert into lessons (id, module_id, title, content, order_index)
  select ('00000000-0000-4000-8002-' || lpad((m * 100 + l)::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8001-' || lpad(m::text, 12, '0'))::uuid, 'Lesson ' || m || '.' || l, '# Lesson', l
  from generate_series(1, ${MODULES}) m, generate_series(1, 6) l;
insert into quizzes (id, module_id, title, order_index)
  select ('00000000-0000-4000-8003-' || lpad((m * 100 + q)::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8001-' || lpad(m::text, 12, '0'))::uuid, 'Quiz ' || m || '.' || q, 6 + q
  from generate_series(1, ${MODULES}) m, generate_series(1, 2) q;
insert into projects (id, module_id, title, requirements, order_index)
  select ('00000000-0000-4000-8004-' || lpad((m * 100 + p)::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8001-' || lpad(m::text, 12, '0'))::uuid, 'Project ' || m || '.' || p, 'Build it', 8 + p
  from generate_series(1, ${MODULES}) m, generate_series(1, 2) p;
-- Other courses' rows, so the indexes have something to skip: 2,000 students in 10 other courses.
insert into users (id, email, first_name, last_name, role)
  select ('00000000-0000-4000-8005-' || lpad(s::text, 12, '0'))::uuid, 'board' || s || '@example.org',
    'Student' || s, 'Bench', 'student' from generate_series(1, ${STUDENTS}) s;
insert into enrollments (user_id, course_id, progress, enrolled_at)
  select ('00000000-0000-4000-8005-' || lpad(s::text, 12, '0'))::uuid, '00000000-0000-4000-8000-00000000b0a1',
    0, now() - interval '60 days' from generate_series(1, ${STUDENTS}) s;
-- Each student has done the first (s % 60) lessons of each module's order, roughly half on average.
insert into user_progress (user_id, course_id, module_id, lesson_id, completed_at)
  select ('00000000-0000-4000-8005-' || lpad(s::text, 12, '0'))::uuid, '00000000-0000-4000-8000-00000000b0a1',
    ('00000000-0000-4000-8001-' || lpad(m::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8002-' || lpad((m * 100 + l)::text, 12, '0'))::uuid,
    now() - ((s % 30) || ' days')::interval - (l || ' hours')::interval
  from generate_series(1, ${STUDENTS}) s, generate_series(1, ${MODULES}) m, generate_series(1, 6) l
  where (m - 1) * 6 + l <= s % 37;
insert into quiz_attempts (user_id, quiz_id, answers, score, max_score, passed, attempt_number, completed_at)
  select ('00000000-0000-4000-8005-' || lpad(s::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8003-' || lpad((m * 100 + q)::text, 12, '0'))::uuid, '{}'::jsonb,
    40 + (s * a + m) % 60, 100, 40 + (s * a + m) % 60 >= 70, a, now() - ((s % 30) || ' days')::interval
  from generate_series(1, ${STUDENTS}) s, generate_series(1, ${MODULES}) m, generate_series(1, 2) q, generate_series(1, 3) a
  where m * 6 <= s % 37 + 6 and a <= 1 + (s + m) % 3;
insert into user_progress (user_id, course_id, module_id, quiz_id, completed_at)
  select distinct on (user_id, quiz_id) a.user_id, '00000000-0000-4000-8000-00000000b0a1', q.module_id, a.quiz_id, a.completed_at
  from quiz_attempts a join quizzes q on q.id = a.quiz_id where a.passed;
insert into project_submissions (user_id, project_id, content, status, grade, submission_number, submitted_at)
  select ('00000000-0000-4000-8005-' || lpad(s::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8004-' || lpad((m * 100 + p)::text, 12, '0'))::uuid, 'My work',
    (array['pending', 'approved', 'needs_revision'])[1 + (s + m + p) % 3], null, 1, now() - ((s % 20) || ' days')::interval
  from generate_series(1, ${STUDENTS}) s, generate_series(1, ${MODULES}) m, generate_series(1, 2) p
  where m * 6 <= s % 37 + 3;
insert into user_progress (user_id, course_id, module_id, project_id, completed_at)
  select s.user_id, '00000000-0000-4000-8000-00000000b0a1', p.module_id, s.project_id, s.submitted_at
  from project_submissions s join projects p on p.id = s.project_id where s.status = 'approved';
update enrollments e set progress = (select count(*) from user_progress p where p.user_id = e.user_id and p.course_id = e.course_id) * 100 / 60
  where e.course_id = '00000000-0000-4000-8000-00000000b0a1';
analyze;
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const name = `tsa_board_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = databaseUrl(name);
  try {
    const handle = await openDatabase({ kind: "postgres", url });
    await handle.migrate();
    const seedStart = performance.now();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(SEED);
    await client.end();
    console.log(`Seeded 500 students × 60 items in ${Math.round(performance.now() - seedStart)} ms`);

    const app = await buildApp(testConfig({ VIDEO_WORKER: "off" }), handle, { logger: false });
    await app.ready();
    const { cookie } = await signedInUser(app, { role: "admin", email: "bench-admin@example.org" });
    const courseId = "00000000-0000-4000-8000-00000000b0a1";
    const cases = [
      ["first page, 25 by name", `/api/staff/courses/${courseId}/progress`],
      ["first page, 100 by name", `/api/staff/courses/${courseId}/progress?pageSize=100`],
      ["first page, 25 by last activity", `/api/staff/courses/${courseId}/progress?sort=lastActivity&dir=desc`],
      ["page 10 of 20, 25 by progress", `/api/staff/courses/${courseId}/progress?sort=progress&page=10`],
      ["name filter", `/api/staff/courses/${courseId}/progress?q=student12`],
      ["CSV, all 500", `/api/staff/courses/${courseId}/progress.csv`],
    ] as const;
    const rows: string[] = [];
    for (const [label, path] of cases) {
      const times: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS + 2; round += 1) {
        const start = performance.now();
        const response = await app.inject({ method: "GET", url: path, headers: { cookie } });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
        bytes = response.rawPayload.length;
        if (round >= 2) times.push(elapsed);
      }
      rows.push(`| ${label} | ${median(times).toFixed(1)} | ${p95(times).toFixed(1)} | ${(bytes / 1024).toFixed(1)} |`);
    }
    console.log(
      `\nload average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}, ${ROUNDS} rounds`,
    );
    console.log("| request | median ms | p95 ms | body kB |\n| --- | --- | --- | --- |");
    console.log(rows.join("\n"));

    // The page statement's plan, as the board runs it.
    const statements: string[] = [];
    const explain = await handle.db.transaction(async (tx) => {
      const recorder = {
        execute: (query: ReturnType<typeof sql>) => {
          statements.push("captured");
          return tx.execute(sql`explain (analyze, buffers, costs off) ${query}`);
        },
      } as unknown as typeof tx;
      return listBoardRows(
        recorder,
        { courseId, status: "all" },
        { sort: "name", dir: "asc" },
        { limit: 25, offset: 0 },
      );
    });
    console.log("\nEXPLAIN (ANALYZE, BUFFERS) of the first page (25 by name):");
    for (const row of explain as unknown as Record<string, string>[]) console.log(Object.values(row)[0]);
    await app.close();
    await handle.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
