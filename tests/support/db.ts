import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { serverUrl } from "./global-setup.js";

/**
 * A fresh, migrated, empty database of the kind this run tests (PostgreSQL when DATABASE_URL
 * is set, PGlite otherwise). Closing the handle drops a PostgreSQL copy.
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
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
}

/**
 * A new embedded database folder (DATA_DIR) that already holds the run's migrated database, as a
 * folder the app has opened before. For the PGlite run's tests of commands and processes that open
 * a folder themselves: loading the snapshot takes a second or two, where a new folder's initdb and
 * every migration take six and more on a busy machine. A new folder's first start is the e2e
 * servers' and the fault tests' own.
 */
export async function migratedFolder(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const handle = await openDatabase({ kind: "pglite", dataDir, loadDataDir: new Blob([snapshot]) });
  await handle.close();
  return dataDir;
}
