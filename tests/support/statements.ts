import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import * as schema from "../../src/db/schema/index.js";
import type { Database } from "../../src/db/types.js";
import type { TestContext } from "./app.js";

/**
 * The test app's database again, on the same connection(s), with every statement it sends written
 * down (white space folded): tests that count or compare the work a call gives the database.
 */
export function recordingDatabase(t: TestContext) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query.replace(/\s+/g, " ").trim()) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const options = { schema, casing: "snake_case", logger } as const;
  const db = (t.handle.kind === "pglite"
    ? drizzlePglite(client as PGlite, options)
    : drizzleNodePostgres(client as pg.Pool, options)) as unknown as Database;
  return { db, statements };
}
