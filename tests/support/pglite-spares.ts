import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from "../../src/db/client.js";

/**
 * The PGlite run's test databases. A file's database is the run's migrated snapshot, loaded into a
 * new PGlite (a second or two, and several on a busy machine). The API and database tests share
 * one process (vitest.config.ts, isolate: false), so a database a file has closed is emptied back
 * to the snapshot's rows and kept for the next file instead: a TRUNCATE of every table and the
 * rows the migrations wrote, in some tens of milliseconds. A database whose schema a test changed
 * (a table, a trigger or a function of its own) is closed for good, and the next file loads the
 * snapshot again.
 */

interface Spare {
  client: PGlite;
  /** The snapshot's schema, as `fingerprint` reads it. */
  schema: string;
  /** The tables of the snapshot, and the rows the migrations wrote into some of them. */
  tables: string[];
  rows: { table: string; json: string }[];
}

const spares: Spare[] = [];

// What a test could change of the schema: tables and their columns, constraints, indexes,
// triggers and functions of the app's schema.
const FINGERPRINT = `select md5(string_agg(item, ';' order by item)) as fingerprint from (
  select c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' || coalesce(format_type(a.atttypid, a.atttypmod), '') || ':' || coalesce(a.attnotnull::text, '') as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public'
  union all
  select conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all
  select proname || ':' || pg_get_function_identity_arguments(oid) from pg_proc where pronamespace = 'public'::regnamespace
) as items`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A new database from the run's snapshot, with what emptying it back needs. */
async function loadSnapshot(): Promise<Spare> {
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  const { rows: tableRows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const tables = tableRows.map((row) => row.name);
  const rows: Spare["rows"] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${quoted(table)} t`,
    );
    if (found[0]!.json) rows.push({ table, json: found[0]!.json });
  }
  return { client, schema: await fingerprint(client), tables, rows };
}

/** Back to the snapshot's rows; false when the schema is no longer the snapshot's (or the reset failed). */
async function reset(spare: Spare): Promise<boolean> {
  try {
    // Session state a test may have left: settings, prepared statements, temporary tables, locks.
    await spare.client.exec("discard all");
    if ((await fingerprint(spare.client)) !== spare.schema) return false;
    await spare.client.transaction(async (tx) => {
      await tx.exec(`truncate ${spare.tables.map(quoted).join(", ")} restart identity cascade`);
      for (const { table, json } of spare.rows)
        await tx.query(
          `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1)`,
          [json],
        );
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated, empty embedded database: a spare one emptied by an earlier file, or the snapshot
 * loaded. Once closed, the handle refuses every call, as a closed PGlite does, so that nothing of
 * the file (a test using it after close, a late job) reaches the next file's database.
 */
export async function testPglite(): Promise<DatabaseHandle> {
  const spare = spares.pop() ?? (await loadSnapshot());
  let closed = false;
  const guarded = new Proxy(spare.client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        closed
          ? Promise.reject(new Error("PGlite is closed"))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return pgliteHandle(guarded, async () => {
    if (closed) return;
    closed = true;
    if (await reset(spare)) spares.push(spare);
    else await spare.client.close();
  });
}
