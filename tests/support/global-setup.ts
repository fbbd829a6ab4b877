import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test database is copied from. */
    pgTemplate: string;
    /** PGlite: a dump of a migrated database each test database is loaded from. */
    pgliteSnapshot: string;
  }
}

export function serverUrl(database: string): string {
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates one database for the whole run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const runId = randomBytes(4).toString("hex");
    const template = `tsa_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ kind: "postgres", url: serverUrl(template), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`tsa_t_${runId}_%`, template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  const dump = await handle.dump!();
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), "tsa-test-"));
  const file = join(dir, "snapshot.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  project.provide("pgTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
