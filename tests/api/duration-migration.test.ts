import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, type DatabaseHandle } from "../../src/db/client.js";
import { courseModules, courses, lessons } from "../../src/db/schema/index.js";
import { parseDuration } from "../../src/shared/rules/duration.js";
import { createTestDatabase } from "../support/db.js";

/**
 * Migration 0013 (issue 23): the old duration texts that read as a number and a unit get them, by
 * the same rule as shared/rules/duration.ts; the others are kept as written. Runs on the run's
 * database (PGlite, or PostgreSQL with DATABASE_URL): the rows are made as they were before the
 * migration (text only), then the migration's own UPDATE statements run on them.
 */

const TEXTS = [
  "6 weeks",
  "1 week",
  "15 min",
  "12 mins",
  "2 Hours",
  "3hrs",
  "  4   WEEKS  ",
  "3 wk.",
  "10 days",
  "6 meses",
  "3 semanas",
  "10 días",
  "45 minutos",
  "about a term",
  "1.5 hours",
  "6-8 weeks",
  "0 weeks",
  "1000 days",
  "5 fortnights",
  "self-paced",
];

const migrationUpdates = readFileSync(join(migrationsFolder, "0013_structured_durations.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) =>
    statement
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join("\n")
      .trim(),
  )
  .filter((statement) => statement.startsWith("UPDATE"));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("migration 0013: structured durations", () => {
  it("has one UPDATE for courses and one for lessons", () => {
    expect(migrationUpdates).toHaveLength(2);
    expect(migrationUpdates[0]).toContain('UPDATE "courses"');
    expect(migrationUpdates[1]).toContain('UPDATE "lessons"');
  });

  it("reads every old text the way parseDuration does, and keeps the text as written", async () => {
    const { db } = handle;
    const courseRows = TEXTS.map((duration, index) => ({
      title: `Duration ${index}`,
      description: "A course as an old version stored it.",
      category: "Migration Test",
      duration,
    }));
    const made = await db.insert(courses).values(courseRows).returning({ id: courses.id, duration: courses.duration });
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: made[0]!.id, title: "Module", orderIndex: 1 })
      .returning({ id: courseModules.id });
    await db
      .insert(lessons)
      .values(TEXTS.map((duration, index) => ({ moduleId: module!.id, title: `Lesson ${index}`, duration })));

    // As before the migration: a text, no number and unit.
    const before = await db.select({ value: courses.durationValue }).from(courses);
    expect(before.every((row) => row.value === null)).toBe(true);

    for (const statement of migrationUpdates) await db.execute(sql.raw(statement));

    const courseAfter = await db
      .select({ duration: courses.duration, value: courses.durationValue, unit: courses.durationUnit })
      .from(courses);
    const lessonAfter = await db
      .select({ duration: lessons.duration, value: lessons.durationValue, unit: lessons.durationUnit })
      .from(lessons);
    for (const rows of [courseAfter, lessonAfter]) {
      expect(rows).toHaveLength(TEXTS.length);
      for (const row of rows) {
        const expected = parseDuration(row.duration);
        expect({ text: row.duration, value: row.value, unit: row.unit }).toEqual({
          text: row.duration,
          value: expected?.value ?? null,
          unit: expected?.unit ?? null,
        });
      }
      expect(rows.map((row) => row.duration).sort()).toEqual([...TEXTS].sort());
    }
    const byText = new Map(courseAfter.map((row) => [row.duration, row]));
    expect(byText.get("6 weeks")).toMatchObject({ value: 6, unit: "week" });
    expect(byText.get("10 días")).toMatchObject({ value: 10, unit: "day" });
    expect(byText.get("about a term")).toMatchObject({ value: null, unit: null });

    // Running it again changes nothing.
    for (const statement of migrationUpdates) await db.execute(sql.raw(statement));
    const again = await db
      .select({ duration: courses.duration, value: courses.durationValue, unit: courses.durationUnit })
      .from(courses);
    expect(new Map(again.map((row) => [row.duration, row]))).toEqual(byText);
  });

  it("refuses a number without a unit, a unit it doesn't know and a number out of range", async () => {
    const { db } = handle;
    const base = { title: "Bad length", description: "Refused.", category: "Migration Test" };
    await expect(db.insert(courses).values({ ...base, durationValue: 3 })).rejects.toThrow();
    await expect(
      db.insert(courses).values({ ...base, durationValue: 3, durationUnit: "fortnight" as "week" }),
    ).rejects.toThrow();
    await expect(db.insert(courses).values({ ...base, durationValue: 0, durationUnit: "week" })).rejects.toThrow();
  });
});
