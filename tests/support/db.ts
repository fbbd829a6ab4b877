import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { serverUrl } from "./global-setup.js";
import { testPglite } from "./pglite-spares.js";

/**
 * A fresh, migrated, empty database of the kind this run tests (PostgreSQL when DATABASE_URL
 * is set, PGlite otherwise). Closing the handle drops a PostgreSQL copy, and empties an embedded
 * one for the next file of the process (pglite-spares.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject("pgTemplate");
  if (template) {
    const name = `${template.replace("tsa_tpl_", "tsa_t_")}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ kind: "postgres", url: serverUrl(name), poolSize: 20 });
    return {
      ...handle,
      /** For a second connection to the same database, as another app process would open. */
      url: serverUrl(name),
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
      },
    };
  }
  return testPglite();
}
