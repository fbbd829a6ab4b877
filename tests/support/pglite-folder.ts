import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { openDatabase } from "../../src/db/client.js";

/**
 * A new embedded database folder (DATA_DIR) that already holds the run's migrated database, as a
 * folder the app has opened before. For the PGlite run's tests of commands and processes that open
 * a folder themselves: loading the snapshot takes a second or two, where a new folder's initdb and
 * every migration take six and more on a busy machine. A new folder's first start is the e2e
 * servers' and the fault tests' own. Not in db.ts: a file that imports db.ts counts as a test of
 * the run's database and runs on PostgreSQL too (database-tests.ts), where there is no snapshot.
 */
export async function migratedFolder(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const handle = await openDatabase({ kind: "pglite", dataDir, loadDataDir: new Blob([snapshot]) });
  await handle.close();
  return dataDir;
}
