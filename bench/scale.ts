/**
 * The scale bench: the app on a large PostgreSQL database.
 *
 * Seeds a database of its own (1,000 courses with 5 modules of 4 lessons, 50,000 students,
 * 200,000 enrolments, 1,000,000 progress rows, 100,000 mentor bookings; generated in SQL with
 * generate_series, a few seconds), starts the built app on it, and measures at 20 connections
 * (targets: p50 <= 10 ms, p99 <= 50 ms):
 *   - the catalog (GET /api/courses) and a course (GET /api/courses/{id}, any of the 1,000);
 *   - a signed-in student's dashboard reads (GET /api/user/enrollments, /api/user/mentor-bookings)
 *     and progress (GET /api/courses/{id}/progress), as one of 2,000 students with sessions;
 *   - lesson completion (POST /api/lessons/{id}/complete) by those students in their courses.
 * It times a course-wide recount of stored progress (what a staff change to a course runs) with
 * every student enrolled in one course, inside a transaction rolled back.
 * Every request asks for compressed answers (Accept-Encoding: gzip, deflate, br), as browsers do.
 * Then it runs EXPLAIN (ANALYZE, BUFFERS) on every statement those calls make (captured from the
 * app's own query code through Drizzle's logger) and says which indexes each uses.
 *
 *   npm run build && npm run bench:scale
 *   SCALE_SECONDS=10           seconds per call (default 10)
 *   SCALE_DATABASE=tsa_scale   use (and keep) this database; seeded only when it has no courses
 *   DATABASE_URL=postgres://...   the server (default the machine's postgres://postgres@127.0.0.1:5432/test)
 *
 * Without SCALE_DATABASE it creates tsa_scale_<pid> and drops it at the end.
 */
import { createHash, randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import * as schema from "../src/db/schema/index.js";
import type { Database } from "../src/db/types.js";
import { findSessionUser } from "../src/server/modules/auth/index.js";
import { getCourse, getLesson, listActiveCourses } from "../src/server/modules/courses/index.js";
import { completeLesson, getCourseProgress, listEnrollments } from "../src/server/modules/enrolments/index.js";
import { recountCourseEnrollments } from "../src/server/modules/enrolments/enrolments.queries.js";
import { listUserBookings } from "../src/server/modules/mentors/index.js";
import { connections, measure, postgresUrl, startApp, stop, table, type Measured } from "./lib.js";

const seconds = Number(process.env.SCALE_SECONDS ?? 10);
const P50_TARGET_MS = 10;
const P99_TARGET_MS = 50;

const COURSES = 1000;
const MODULES_PER_COURSE = 5;
const LESSONS_PER_MODULE = 4;
const USERS = 50_000;
const ENROLMENTS_PER_USER = 4; // 200,000
const PROGRESS_PER_ENROLMENT = 5; // 1,000,000
const BOOKINGS_PER_USER = 2; // 100,000
const MENTORS = 20;
const SESSIONS = 2000;

function databaseUrl(name: string) {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Everything in SQL: set-based inserts, no row-by-row round trips. */
async function seed(client: pg.Client) {
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query("begin");
  // The rows are consistent by construction: skip the per-row foreign-key triggers while loading
  // (as pg_restore does). Most of the seeding time is the progress table's unique indexes.
  await client.query("set local session_replication_role = replica");
  await step(
    "courses",
    `insert into courses (title, description, category, is_free, price, duration, modules, is_featured, created_at)
     select 'Course ' || g, 'What course ' || g || ' teaches, in a sentence or two of plain words.',
       (array['Electrical','Plumbing','Carpentry','Welding','HVAC','Automotive','Masonry','Painting'])[1 + g % 8],
       g % 10 <> 0, case when g % 10 = 0 then 49 else 0 end, '6 weeks', '[]'::jsonb, g <= 6,
       now() - g * interval '1 hour'
     from generate_series(1, ${COURSES}) g`,
  );
  await client.query(
    `create temp table c_n as select id, row_number() over (order by created_at desc, id) as n from courses`,
  );
  await step(
    "course_modules",
    `insert into course_modules (course_id, title, order_index)
     select c.id, 'Module ' || m, m from c_n c cross join generate_series(1, ${MODULES_PER_COURSE}) m`,
  );
  await step(
    "lessons",
    `insert into lessons (module_id, title, content, duration, order_index)
     select cm.id, 'Lesson ' || cm.order_index || '.' || l, 'The lesson text, **in markdown**.', '15 min', l
     from course_modules cm cross join generate_series(1, ${LESSONS_PER_MODULE}) l`,
  );
  await step(
    "quizzes",
    `insert into quizzes (module_id, title, order_index) select id, 'Check ' || order_index, 1 from course_modules`,
  );
  // Each lesson's place in its course: n = 1..20.
  await client.query(
    `create temp table l_n as
     select c.n as course_n, l.id, l.module_id,
       row_number() over (partition by c.n order by cm.order_index, l.order_index) as n
     from lessons l join course_modules cm on cm.id = l.module_id join c_n c on c.id = cm.course_id`,
  );
  await client.query("create index on l_n (course_n, n)");
  await step(
    "users",
    `insert into users (email, first_name, last_name, role)
     select 'student' || g || '@scale.test', 'Student', 'Number ' || g, 'student' from generate_series(1, ${USERS}) g`,
  );
  await client.query(`create temp table u_n as select id, row_number() over (order by email) as n from users`);
  // Student u takes courses (u * 37 + k * 250) mod 1000: four different courses each.
  await client.query(
    `create temp table e_n as
     select u.id as user_id, u.n as user_n, ((u.n * 37 + k * 250) % ${COURSES}) + 1 as course_n
     from u_n u cross join generate_series(0, ${ENROLMENTS_PER_USER - 1}) k`,
  );
  const lessonsPerCourse = MODULES_PER_COURSE * LESSONS_PER_MODULE;
  const itemsPerCourse = lessonsPerCourse + MODULES_PER_COURSE; // lessons and quizzes
  await step(
    "enrollments",
    `insert into enrollments (user_id, course_id, progress, enrolled_at)
     select e.user_id, c.id, ${Math.floor((PROGRESS_PER_ENROLMENT * 100) / itemsPerCourse)},
       now() - (e.user_n % 300) * interval '1 day'
     from e_n e join c_n c on c.n = e.course_n`,
  );
  // The first five lessons of each enrolled course are done.
  await step(
    "user_progress",
    `insert into user_progress (user_id, course_id, module_id, lesson_id, completed_at)
     select e.user_id, c.id, l.module_id, l.id, now() - l.n * interval '1 hour'
     from e_n e join c_n c on c.n = e.course_n
     join l_n l on l.course_n = e.course_n and l.n <= ${PROGRESS_PER_ENROLMENT}`,
  );
  await step(
    "mentors",
    `insert into mentors (name, title, bio, expertise)
     select 'Mentor ' || g, 'Master electrician', 'Twenty years on the job.', array['Electrical']
     from generate_series(1, ${MENTORS}) g`,
  );
  await step(
    "mentor_bookings",
    `with m as (select id, row_number() over (order by name) as n from mentors)
     insert into mentor_bookings (user_id, mentor_id, scheduled_at, ends_at, topic)
     select u.id, m.id, date_trunc('hour', now()) + ((u.n * 7 + b * 3) % 90) * interval '1 day',
       date_trunc('hour', now()) + ((u.n * 7 + b * 3) % 90) * interval '1 day' + interval '1 hour', 'Career advice'
     from u_n u cross join generate_series(1, ${BOOKINGS_PER_USER}) b
     join m on m.n = 1 + (u.n + b) % ${MENTORS}`,
  );
  await client.query("commit");
  const started = performance.now();
  await client.query("analyze");
  console.log(`  analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Sessions for a sample of students, as sign-in makes them (the cookie token's SHA-256 is the key). */
async function makeSessions(client: pg.Client) {
  const { rows } = await client.query<{ id: string }>(
    `select id from users where email like '%@scale.test' order by id limit ${SESSIONS}`,
  );
  const tokens = rows.map(() => randomBytes(32).toString("base64url"));
  const now = Date.now();
  await client.query(
    `insert into sessions (sid, sess, expire)
     select sid, json_build_object('userId', user_id, 'createdAt', $3::bigint), now() + interval '14 days'
     from unnest($1::text[], $2::uuid[]) as s(sid, user_id)
     on conflict (sid) do nothing`,
    [tokens.map((token) => createHash("sha256").update(token).digest("hex")), rows.map((row) => row.id), now],
  );
  return rows.map((row, index) => ({ userId: row.id, token: tokens[index]! }));
}

interface Student {
  userId: string;
  token: string;
  /** Courses the student is enrolled in, with lessons not yet completed. */
  courses: { courseId: string; openLessons: string[] }[];
}

async function loadStudents(client: pg.Client, sessions: { userId: string; token: string }[]): Promise<Student[]> {
  const { rows } = await client.query<{ user_id: string; course_id: string; open_lessons: string[] }>(
    `select e.user_id, e.course_id,
       array(select l.id from lessons l join course_modules cm on cm.id = l.module_id
             where cm.course_id = e.course_id
               and not exists (select 1 from user_progress p where p.user_id = e.user_id and p.lesson_id = l.id)
             order by cm.order_index, l.order_index) as open_lessons
     from enrollments e where e.user_id = any($1::uuid[])`,
    [sessions.map((session) => session.userId)],
  );
  const byUser = new Map<string, Student>();
  for (const session of sessions) byUser.set(session.userId, { ...session, courses: [] });
  for (const row of rows)
    byUser.get(row.user_id)?.courses.push({ courseId: row.course_id, openLessons: row.open_lessons });
  return [...byUser.values()].filter((student) => student.courses.length > 0);
}

/** Round robin over a list, for autocannon's setupRequest. */
function cycle<T>(items: T[]) {
  let index = 0;
  return () => items[index++ % items.length]!;
}

type Call = { name: string; measure: (base: string, pid?: number) => Promise<Measured> };

function calls(courseIds: string[], students: Student[]): Call[] {
  // As a browser asks: compressed answers welcome.
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const cookie = (student: Student) => ({ ...browser, cookie: `tsa_session=${student.token}` });
  const get =
    (path: string, setup: (request: { path?: string; headers?: Record<string, string> }) => object) =>
    (base: string, pid?: number) =>
      measure(
        `${base}${path}`,
        { headers: browser, requests: [{ method: "GET", setupRequest: setup as never }] },
        seconds,
        pid,
      );
  const nextCourse = cycle(courseIds);
  const nextStudent = cycle(students);
  // Lesson completion: each request completes a lesson the student has not done yet.
  const completions = students.flatMap((student) =>
    student.courses.flatMap((course) => course.openLessons.map((lessonId) => ({ student, lessonId }))),
  );
  // Interleave students, so concurrent requests rarely wait on one student's enrolment row.
  completions.sort((a, b) => a.lessonId.localeCompare(b.lessonId));
  const nextCompletion = cycle(completions);
  return [
    { name: "GET /api/courses (catalog)", measure: get("/api/courses", (request) => request) },
    {
      name: "GET /api/courses/{id} (1,000 courses)",
      measure: get("/api/courses", (request) => ({ ...request, path: `/api/courses/${nextCourse()}` })),
    },
    {
      name: "GET /api/user/enrollments",
      measure: get("/api/user/enrollments", (request) => ({ ...request, headers: cookie(nextStudent()) })),
    },
    {
      name: "GET /api/user/mentor-bookings",
      measure: get("/api/user/mentor-bookings", (request) => ({ ...request, headers: cookie(nextStudent()) })),
    },
    {
      name: "GET /api/courses/{id}/progress",
      measure: get("/api/courses", (request) => {
        const student = nextStudent();
        const course = student.courses[0]!;
        return { ...request, path: `/api/courses/${course.courseId}/progress`, headers: cookie(student) };
      }),
    },
    {
      name: "POST /api/lessons/{id}/complete",
      measure: (base, pid) =>
        measure(
          `${base}/api/courses`,
          {
            headers: browser,
            requests: [
              {
                method: "POST",
                setupRequest: ((request: object) => {
                  const { student, lessonId } = nextCompletion();
                  return {
                    ...request,
                    method: "POST",
                    path: `/api/lessons/${lessonId}/complete`,
                    headers: cookie(student),
                  };
                }) as never,
              },
            ],
          },
          seconds,
          pid,
        ),
    },
  ];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

/** The plan's scans: "Index Scan courses_pkey on courses", "Seq Scan on courses (1000 rows)". */
function scans(node: PlanNode, found: string[] = []): string[] {
  const type = node["Node Type"];
  if (node["Relation Name"] || node["Index Name"]) {
    const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
    found.push(
      node["Index Name"]
        ? `${type} ${node["Index Name"]}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`
        : `${type} on ${node["Relation Name"]} (${rows} rows)`,
    );
  }
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

/** Statements of one call, as the app's query code sends them (Drizzle's logger catches each). */
async function captureStatements(url: string, run: (db: Database) => Promise<unknown>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Database;
  try {
    await run(db);
  } finally {
    await pool.end();
  }
  return statements.filter((statement) => !/^(begin|commit|rollback|savepoint|release)/i.test(statement.sql.trim()));
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, inside a transaction rolled back (writes leave nothing). */
async function explain(client: pg.Client, statements: { sql: string; params: unknown[] }[], small: Set<string>) {
  const rows: { sql: string; ms: number; scans: string[]; seqScans: string[] }[] = [];
  for (const statement of statements) {
    await client.query("begin");
    try {
      const { rows: result } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
        `explain (analyze, buffers, format json) ${statement.sql}`,
        statement.params,
      );
      const [{ Plan, "Execution Time": ms }] = result[0]!["QUERY PLAN"];
      const found = scans(Plan);
      // A sequential scan of a small table (the 1,000 courses, 20 mentors) is the planner's right
      // choice; one of a large table is a missing index.
      const seqScans = found.filter(
        (scan) => scan.startsWith("Seq Scan") && !small.has(/ on (\S+)/.exec(scan)?.[1] ?? ""),
      );
      rows.push({ sql: statement.sql, ms, scans: found, seqScans });
    } finally {
      await client.query("rollback");
    }
  }
  return rows;
}

/**
 * A course-wide recount of stored progress (recountCourseEnrollments, which a staff change to what
 * a course counts runs) on one course with every student enrolled, each with one lesson done,
 * inside a transaction that is rolled back: first every row changes, then none does.
 */
async function timeRecount(url: string, courseId: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Database;
  const timed: { label: string; ms: number; written: number }[] = [];
  let enrolments = 0;
  const rollback = new Error("rolled back on purpose");
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into enrollments (user_id, course_id) select id, ${courseId} from users
        on conflict (user_id, course_id) do nothing`);
      await tx.execute(sql`
        insert into user_progress (user_id, course_id, module_id, lesson_id)
        select u.id, ${courseId}, l.module_id, l.id from users u
        cross join (
          select l.id, l.module_id from lessons l join course_modules m on m.id = l.module_id
          where m.course_id = ${courseId} order by m.order_index desc, l.order_index desc limit 1
        ) l
        on conflict do nothing`);
      const counted: unknown = await tx.execute(
        sql`select count(*)::int as count from enrollments where course_id = ${courseId}`,
      );
      const { rows } = counted as { rows: { count: number }[] };
      enrolments = rows[0]!.count;
      for (const label of ["every row changes", "no row changes"]) {
        const begun = performance.now();
        const written = await recountCourseEnrollments(tx, courseId);
        timed.push({ label, ms: performance.now() - begun, written });
      }
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  } finally {
    await pool.end();
  }
  return { enrolments, timed };
}

async function main() {
  const started = performance.now();
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const keep = Boolean(process.env.SCALE_DATABASE);
  const name = process.env.SCALE_DATABASE ?? `tsa_scale_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`SCALE_DATABASE must be a plain lower-case name: ${name}`);
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  const url = databaseUrl(name);
  const client = new pg.Client({ connectionString: url });
  try {
    const handle = await openDatabase({ kind: "postgres", url });
    await handle.migrate();
    await handle.close();
    await client.connect();
    const { rows: counted } = await client.query<{ count: number }>("select count(*)::int as count from courses");
    if (counted[0]!.count === 0) {
      console.log(`Seeding ${name}...`);
      await seed(client);
    } else {
      console.log(`Using ${name} as it is (${counted[0]!.count} courses).`);
    }
    const { rows: sizes } = await client.query<{ name: string; count: number }>(
      `select 'courses' as name, count(*)::int as count from courses union all
       select 'users', count(*)::int from users union all
       select 'enrollments', count(*)::int from enrollments union all
       select 'user_progress', count(*)::int from user_progress union all
       select 'mentor_bookings', count(*)::int from mentor_bookings`,
    );
    console.log(sizes.map((row) => `${row.name} ${row.count}`).join(", "));
    const sessions = await makeSessions(client);
    const students = await loadStudents(client, sessions);
    const { rows: courseRows } = await client.query<{ id: string }>("select id from courses where is_active");
    const courseIds = courseRows.map((row) => row.id);
    console.log(`Seeded and ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    // The latency table: the app on this database, in production mode.
    const app = await startApp({ DATABASE_URL: url, SEED_DEMO: "false" });
    const results: string[][] = [];
    try {
      for (const call of calls(courseIds, students)) {
        await call.measure(app.base); // warm the caches, the JIT and the connection pool
        const result = await call.measure(app.base, app.child.pid);
        const ok = result.p50 <= P50_TARGET_MS && result.p99 <= P99_TARGET_MS;
        results.push([
          call.name,
          result.requests.toFixed(0),
          String(result.p50),
          String(result.p99),
          ok ? "yes" : "NO",
          ((result.cpuUs ?? 0) / 1000).toFixed(2),
        ]);
      }
    } finally {
      await stop(app.child);
    }
    console.log(
      `\n${connections} connections, ${seconds} s per call after a warm-up run (targets: p50 <= ${P50_TARGET_MS} ms, p99 <= ${P99_TARGET_MS} ms)`,
    );
    // The app's own CPU time per request (not the database's): what the call costs on a quiet
    // core, however busy the machine was while measuring.
    console.log(table(["call", "req/s", "p50 ms", "p99 ms", "within", "app CPU ms/req"], results));
    console.log(
      `Load average at the end: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(", ")} on ${cpus().length} cores`,
    );

    const recount = await timeRecount(url, courseIds[0]!);
    console.log(
      `\nCourse-wide recount of stored progress, ${recount.enrolments} enrolments in one course (rolled back)`,
    );
    console.log(
      table(
        ["recount", "ms", "rows written"],
        recount.timed.map((row) => [row.label, row.ms.toFixed(0), String(row.written)]),
      ),
    );
    console.log(
      `Load average after the recount: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(", ")}`,
    );

    // EXPLAIN each statement the calls make, captured from the app's query code.
    const student = students[0]!;
    const course = student.courses[0]!;
    const explained: { call: string; sql: string; ms: number; scans: string[]; seqScans: string[] }[] = [];
    const mail = { publicUrl: new URL("http://localhost"), contactEmail: "x@example.com", secret: "scale-secret" };
    const cases: [string, (db: Database) => Promise<unknown>][] = [
      ["session lookup (every signed-in call)", (db) => findSessionUser(db, student.token)],
      ["catalog", (db) => listActiveCourses(db)],
      ["course", (db) => getCourse(db, course.courseId)],
      ["enrolments", (db) => listEnrollments(db, student.userId)],
      ["bookings", (db) => listUserBookings(db, student.userId)],
      ["progress", (db) => getCourseProgress(db, student.userId, course.courseId)],
      [
        "lesson completion",
        async (db) => {
          const lesson = await getLesson(db, course.openLessons.at(-1) ?? course.openLessons[0]!);
          return completeLesson(db, mail, student.userId, lesson);
        },
      ],
    ];
    const { rows: smallRows } = await client.query<{ relname: string }>(
      "select relname from pg_class where relkind = 'r' and reltuples between 0 and 5000",
    );
    const small = new Set(smallRows.map((row) => row.relname));
    for (const [call, run] of cases) {
      const statements = await captureStatements(url, run);
      for (const row of await explain(client, statements, small)) explained.push({ call, ...row });
    }
    console.log("\nEXPLAIN (ANALYZE, BUFFERS) of each statement the calls make");
    console.log(
      table(
        ["call", "statement", "ms", "scans", "indexed?"],
        explained.map((row) => [
          row.call,
          row.sql.replace(/\s+/g, " ").slice(0, 60),
          row.ms.toFixed(2),
          row.scans.join("; "),
          row.seqScans.length === 0 ? "yes" : `NO: ${row.seqScans.join("; ")}`,
        ]),
      ),
    );
    console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end().catch(() => {});
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
