/** The setting of the video module's tests: a fresh database and storage folder for each test. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { courseModules, courses } from "../../src/db/schema/index.js";
import { LocalStorage } from "../../src/server/storage/index.js";
import { createTestDatabase } from "./db.js";

export interface VideoBed {
  /** The test run's temporary folder (removed after the file's tests). */
  folder: string;
  /** This test's database (PGlite, or PostgreSQL with DATABASE_URL), closed after it. */
  handle: DatabaseHandle & { url?: string };
  /** This test's storage, a fresh folder. */
  storage: LocalStorage;
}

/** Registers the hooks; the fields are set by the time a test runs. */
export function videoBed(name: string): VideoBed {
  const bed = {} as VideoBed;
  beforeAll(async () => {
    bed.folder = await mkdtemp(join(tmpdir(), `tsa-${name}-`));
  });
  afterAll(async () => {
    await rm(bed.folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    bed.handle = await createTestDatabase();
    bed.storage = new LocalStorage(await mkdtemp(join(bed.folder, "storage-")));
  });
  afterEach(async () => {
    await bed.handle.close();
  });
  return bed;
}

/** An active course with one active module, for lessons to go in. */
export async function courseWithModule(db: DatabaseHandle["db"]) {
  const [course] = await db
    .insert(courses)
    .values({ title: "Tiling", description: "Floors and walls.", category: "Construction" })
    .returning();
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, title: "Floors", orderIndex: 1 })
    .returning();
  return { courseId: course!.id, moduleId: module!.id };
}
