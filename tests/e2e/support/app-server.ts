// The end-to-end app server (playwright.config.ts starts it), from source:
//   node --import tsx tests/e2e/support/app-server.ts
// With E2E_POSTGRES_URL (the runner's DATABASE_URL, as CI sets it) it runs on a fresh PostgreSQL
// database made for this run and dropped when the server stops, as production runs; otherwise on
// the embedded database in DATA_DIR. A killed run's database is dropped by the next run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const serverArgs = ["--import", "tsx", "--import", "./tests/e2e/support/exit-with-runner.ts", "src/server/main.ts"];
const adminUrl = process.env.E2E_POSTGRES_URL;
const runner = Number(process.env.E2E_RUNNER_PID);
const prefix = "tsa_e2e_";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Makes this run's database (named for its runner), dropping those of runners that are gone. */
async function createRunDatabase(): Promise<string> {
  const name = `${prefix}${runner}_${randomBytes(4).toString("hex")}`;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) {
      const owner = Number(datname.slice(prefix.length).split("_")[0]);
      if (!isAlive(owner)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${name}`);
  });
  return name;
}

const env = { ...process.env };
let database: string | undefined;
if (adminUrl) {
  database = await createRunDatabase();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, serverArgs, { env, stdio: "inherit" });
// Playwright stops the server's process group with SIGTERM: the server gets it too and shuts
// down; this process waits for that, then drops the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  void (async () => {
    if (database) {
      const name = database;
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).catch((error: unknown) =>
        console.error(`Could not drop the e2e database ${name}:`, error),
      );
    }
    process.exit(code ?? (signal ? 1 : 0));
  })();
});
