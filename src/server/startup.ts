import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../db/client.js";
import { courses } from "../db/schema/index.js";
import { seedDemoContent } from "../db/seed/index.js";
import type { Config } from "./config.js";

/** Opens the configured database and brings its schema up to date. */
export async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Seeds the demo academy into a database that has no courses yet. */
export async function seedIfEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(courses);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemoContent(handle.db);
  return true;
}
