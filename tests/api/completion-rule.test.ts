import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  courseModules,
  courses,
  enrollments,
  lessons,
  projects,
  quizzes,
  userProgress,
} from "../../src/db/schema/index.js";
import { readCompletion, recountCourseEnrollments } from "../../src/server/modules/enrolments/enrolments.queries.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { completionPercentage, completionPercentageSql } from "../../src/shared/rules/completion.js";
import { createTestDatabase } from "../support/db.js";
import { createUser } from "../support/factories.js";

/**
 * A course's completion has one definition (completionRule in enrolments.queries.ts): the live
 * progress a student reads and the stored one the dashboard shows are both computed by it. Here it
 * is held to the rule as the spec states it across many generated courses and students, and the
 * source is searched for a second definition, which must not come back.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A small deterministic generator, so a failure names a case that can be run again. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Kind = "lesson" | "quiz" | "project";
interface Item {
  id: string;
  kind: Kind;
  isRequired: boolean;
  isActive: boolean;
  moduleActive: boolean;
}

/** The spec's rule (docs/architecture.md, SPEC): what the one definition must give. */
function expected(items: Item[], done: Set<string>) {
  const counted = items.filter((item) => item.isActive && item.moduleActive);
  const completed = counted.filter((item) => done.has(item.id)).length;
  const total = counted.length;
  return {
    completion: { completed, total, percentage: total === 0 ? 0 : Math.floor((completed * 100) / total) },
    isFinished: total > 0 && counted.filter((item) => item.isRequired).every((item) => done.has(item.id)),
    // What the phone may count while a completion waits: the counted items not done yet.
    remaining: counted
      .filter((item) => !done.has(item.id))
      .map((item) => item.id)
      .sort(),
  };
}

async function generatedCourse(random: () => number, caseNo: number) {
  const db = handle.db;
  const [course] = await db
    .insert(courses)
    .values({ title: `Case ${caseNo}`, description: "Generated", category: "Testing" })
    .returning();
  const items: Item[] = [];
  const moduleCount = 1 + Math.floor(random() * 3);
  for (let m = 0; m < moduleCount; m++) {
    const moduleActive = random() > 0.2;
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: course!.id, title: `M${m}`, orderIndex: m, isActive: moduleActive })
      .returning();
    const itemCount = Math.floor(random() * 4);
    for (let i = 0; i < itemCount; i++) {
      const kind = (["lesson", "quiz", "project"] as const)[Math.floor(random() * 3)]!;
      const values = {
        moduleId: module!.id,
        title: `${kind} ${i}`,
        orderIndex: i,
        isRequired: random() > 0.3,
        isActive: random() > 0.15,
      };
      const table = kind === "lesson" ? lessons : kind === "quiz" ? quizzes : projects;
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      items.push({ id: row!.id, kind, isRequired: values.isRequired, isActive: values.isActive, moduleActive });
    }
  }
  return { courseId: course!.id, items };
}

describe("the completion rule", () => {
  it("gives the spec's completion, live and stored, across generated courses and students", async () => {
    const random = generator(2026);
    let cases = 0;
    const wanted = new Map<string, ReturnType<typeof expected>>();
    for (let caseNo = 0; caseNo < 12; caseNo++) {
      const { courseId, items } = await generatedCourse(random, caseNo);
      for (let s = 0; s < 4; s++) {
        const user = await createUser(handle.db);
        const enrolled = random() > 0.2;
        if (enrolled) await handle.db.insert(enrollments).values({ userId: user.id, courseId });
        // Any subset of the items, inactive ones included (done before they were switched off).
        const done = new Set(items.filter(() => random() > 0.5).map((item) => item.id));
        for (const item of items.filter((candidate) => done.has(candidate.id))) {
          const target =
            item.kind === "lesson"
              ? { lessonId: item.id }
              : item.kind === "quiz"
                ? { quizId: item.id }
                : { projectId: item.id };
          await handle.db.insert(userProgress).values({ userId: user.id, courseId, ...target });
        }
        const want = expected(items, done);
        const label = `case ${caseNo}, student ${s}: ${JSON.stringify({ items, done: [...done] })}`;
        expect(await readCompletion(handle.db, user.id, courseId), label).toEqual(want);
        if (enrolled) {
          await recountCourseEnrollments(handle.db, courseId, user.id);
          const [stored] = await handle.db
            .select({ progress: enrollments.progress, completed: enrollments.completed, at: enrollments.completedAt })
            .from(enrollments)
            .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, courseId)));
          expect(stored, label).toEqual({
            progress: want.completion.percentage,
            completed: want.isFinished,
            at: want.isFinished ? expect.any(Date) : null,
          });
        }
        if (enrolled) wanted.set(user.id, want);
        cases++;
      }
      // The course-wide recount (staff changes) gives every enrolment the same, in one statement:
      // nothing left to change, then every row rewritten after the stored values were spoiled.
      expect(await recountCourseEnrollments(handle.db, courseId)).toBe(0);
      await handle.db
        .update(enrollments)
        .set({ progress: sql`${enrollments.progress} + 1`, completed: sql`not ${enrollments.completed}` })
        .where(eq(enrollments.courseId, courseId));
      expect(await recountCourseEnrollments(handle.db, courseId)).toBe(wanted.size);
      for (const [userId, want] of wanted) {
        const [stored] = await handle.db
          .select({ progress: enrollments.progress, completed: enrollments.completed })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
        expect(stored, `case ${caseNo}, course-wide, ${userId}`).toEqual({
          progress: want.completion.percentage,
          completed: want.isFinished,
        });
      }
      wanted.clear();
    }
    expect(cases).toBe(48);
  }, 300_000);
});

describe("the percentage's two forms", () => {
  it("give the same percentage in SQL as in TypeScript for every count", async () => {
    // Every (done, total) with total up to 150, and large courses near their edges.
    const pairs: [number, number][] = [];
    for (let total = 0; total <= 150; total++) for (let done = 0; done <= total; done++) pairs.push([done, total]);
    for (const total of [997, 1000, 4099, 65_537, 200_000, 21_474_836])
      for (const done of [0, 1, 2, total / 3, total / 2, total - 2, total - 1, total].map(Math.floor))
        pairs.push([done, total]);
    const done = sql`pairs.done`;
    const total = sql`pairs.total`;
    const result: unknown = await handle.db.execute(sql`
      select pairs.done, pairs.total, ${completionPercentageSql(sql, done, total)} as percentage
      from unnest(${`{${pairs.map(([d]) => d).join(",")}}`}::int[], ${`{${pairs.map(([, t]) => t).join(",")}}`}::int[])
        as pairs(done, total)`);
    const { rows } = result as { rows: { done: number; total: number; percentage: number }[] };
    expect(rows).toHaveLength(pairs.length);
    const disagreements = rows.filter((row) => row.percentage !== completionPercentage(row.done, row.total));
    expect(disagreements).toEqual([]);
    // The SQL answers an integer, as the stored progress column is.
    expect(rows.every((row) => Number.isInteger(row.percentage))).toBe(true);
  });
});

/** Every source file under src, with its text. */
function sources(): { path: string; text: string }[] {
  return readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${join("src", "db", "migrations")}`))
    .map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));
}

describe("one definition of completion", () => {
  const HOME = "src/server/modules/enrolments/enrolments.queries.ts";
  // The percentage formula, which the server applies to its counts and the phone to its count of
  // a completion kept for later.
  const PERCENT_HOME = "src/shared/rules/completion.ts";
  // The forms a second definition would take: a percentage of done items (TypeScript or SQL), or a
  // "finished" test over required items.
  const percent = /\*\s*100\)?\s*\/|\/\s*total\)?\s*\*\s*100/;
  const finished = /isRequired\)?\s*\)?\.every\(|required_done|requiredDone\s*===?/;
  // A count that decides on its own what a course counts ("+ 1 when the lesson is required").
  const counting = /isRequired\s*\?\s*1\b/;

  it("is written once: the rule in enrolments.queries.ts, the percentage in shared/rules/completion.ts", () => {
    const home = readFileSync(join(root, HOME), "utf8");
    expect(home.match(/function completionRule\(/g)).toHaveLength(1);
    expect(home.match(/\* 100 \//g)).toBeNull();
    // The percentage's pair: the TypeScript form and the SQL form, side by side.
    const percentHome = readFileSync(join(root, PERCENT_HOME), "utf8");
    expect(percentHome.match(/\* 100\) \//g)).toHaveLength(2);
    expect(percentHome.match(/\bfunction completionPercentage(Sql)?[<(]/g)).toEqual([
      "function completionPercentage(",
      "function completionPercentageSql<",
    ]);
  });

  // Percentages of other things: a quiz's score in points, how far through its questions a
  // student is, a module's percent as its row shows it (spec 4: rounded, of the items listed), a
  // save's download, a video upload's progress, and decimals rounded to two places.
  const OTHER_PERCENTAGES = [
    PERCENT_HOME,
    "src/server/modules/quizzes/grading.ts",
    "src/client/features/quizzes/quiz-rules.ts",
    "src/client/features/enrolments/progress.ts",
    "src/client/features/offline/SaveForOffline.tsx",
    "src/client/features/courses/HostedVideoSection.tsx",
    "src/client/features/courses/format.ts",
    "src/client/features/courses/labels.ts",
  ];

  /** What a search of the sources finds of a second definition. */
  function copies(files: { path: string; text: string }[]): string[] {
    const found: string[] = [];
    for (const { path, text } of files) {
      if (/computeCompletion|function completionRule/.test(text) && path !== HOME)
        found.push(`${path}: completion function`);
      if (path === HOME) continue;
      if (percent.test(text) && !OTHER_PERCENTAGES.includes(path)) found.push(`${path}: percentage`);
      if (finished.test(text)) found.push(`${path}: finished rule`);
      if (counting.test(text)) found.push(`${path}: counted items`);
    }
    return found;
  }

  it("has no second copy on the server, in shared code or in the client", () => {
    // The TypeScript function that was removed, or the client's own count that was.
    expect(copies(sources())).toEqual([]);
  });

  it("the search finds a planted second copy", () => {
    expect(percent.test("const percentage = total === 0 ? 0 : Math.floor((completed * 100) / total);")).toBe(true);
    expect(percent.test("case when total = 0 then 0 else done * 100 / total end")).toBe(true);
    expect(percent.test("Math.round((completed / total) * 100)")).toBe(true);
    expect(finished.test("items.filter((item) => item.isRequired).every((item) => done.has(item.id))")).toBe(true);
    expect(finished.test("coalesce(done.required_done, 0) = totals.required")).toBe(true);
    // The client's former optimistic count, planted back where it was.
    const planted = {
      path: "src/client/features/offline/completion.ts",
      text: `const completed = progress.completion.completed + (lesson.isRequired ? 1 : 0);
      percentage: total > 0 ? Math.floor((Math.min(completed, total) * 100) / total) : 0,`,
    };
    expect(copies([planted])).toEqual([`${planted.path}: percentage`, `${planted.path}: counted items`]);
  });
});
