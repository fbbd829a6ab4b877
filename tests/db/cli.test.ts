import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { courses } from "../../src/db/schema/index.js";
import { findUserByEmail } from "../../src/server/modules/auth/users.queries.js";
import { verifyPassword } from "../../src/server/modules/auth/password.js";
import { ensureBootstrapAdmin, seedIfEmpty } from "../../src/server/startup.js";
import { createTestDatabase } from "../support/db.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

function createUser(dataDir: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false" };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  return spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/create-user.ts", ...args], {
    cwd: root,
    env,
    encoding: "utf8",
  });
}

describe("npm run user:create", () => {
  it("creates a staff account, then updates its role and password", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    const created = createUser(dataDir, [
      "--email",
      "Coach@Example.org",
      "--password",
      "a long passphrase",
      "--role",
      "instructor",
    ]);
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created coach@example.org with role instructor.");
    const updated = createUser(dataDir, [
      "--email",
      "coach@example.org",
      "--password",
      "another long passphrase",
      "--role",
      "admin",
    ]);
    expect(updated.stdout).toContain("Updated coach@example.org: role admin, new password.");

    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await findUserByEmail(handle.db, "coach@example.org");
      expect(user?.role).toBe("admin");
      expect(await verifyPassword("another long passphrase", user!.passwordHash)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("refuses bad input with a usage message", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    const badRole = createUser(dataDir, ["--email", "a@b.org", "--password", "a long passphrase", "--role", "boss"]);
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain("--role must be one of student, instructor, admin");
    const short = createUser(dataDir, ["--email", "a@b.org", "--password", "short"]);
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("--password: Password must be at least 8 characters");
  }, 180_000);
});

/** Another process with the embedded database open in dataDir, as the running server has it. */
async function holdFolder(dataDir: string) {
  const script = `
    import { openDatabase } from "./src/db/client.ts";
    const handle = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dataDir)} });
    process.stdout.write("open\\n");
    process.stdin.resume();
    process.stdin.on("end", () => handle.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  let output = "";
  for await (const chunk of child.stdout) {
    output += String(chunk);
    if (output.includes("open")) break;
  }
  if (!output.includes("open")) throw new Error(`the holding process ended: ${output}`);
  return async () => {
    child.stdin.end();
    await exited;
  };
}

/** What a person reads: one line that says what is wrong, and no stack frames. */
function expectOneClearLine(stderr: string) {
  expect(stderr.trim().split("\n")).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe("npm run user:create failures", () => {
  it("says in one sentence that the running server holds the embedded database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    const release = await holdFolder(dataDir);
    try {
      const result = createUser(dataDir, ["--email", "a@b.org", "--password", "a long passphrase"]);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("in use by another process");
      expectOneClearLine(result.stderr);
    } finally {
      await release();
    }
  }, 180_000);

  it("says in one sentence that the database server can't be reached", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    // Port 1 on this machine: nothing listens there, so the connection is refused at once.
    const result = createUser(dataDir, ["--email", "a@b.org", "--password", "a long passphrase"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/tsa",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Could not connect to the database at 127.0.0.1:1");
    expectOneClearLine(result.stderr);
  }, 180_000);
});

describe("the first admin at start", () => {
  it("is made once from the settings and never changed afterwards", async () => {
    const handle = await createTestDatabase();
    try {
      const admin = { email: "director@example.org", password: "first admin passphrase" };
      expect(await ensureBootstrapAdmin(handle, admin)).toBe(true);
      const user = await findUserByEmail(handle.db, admin.email);
      expect(user?.role).toBe("admin");
      expect(await verifyPassword(admin.password, user!.passwordHash)).toBe(true);
      expect(await ensureBootstrapAdmin(handle, { ...admin, password: "a different passphrase" })).toBe(false);
      const again = await findUserByEmail(handle.db, admin.email);
      expect(again?.passwordHash).toBe(user!.passwordHash);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe("seeding at start", () => {
  it("seeds an empty database once", async () => {
    const handle = await createTestDatabase();
    try {
      expect(await seedIfEmpty(handle)).toBe(true);
      const count = async () => (await handle.db.select({ count: sql<number>`count(*)::int` }).from(courses))[0]!.count;
      const first = await count();
      expect(first).toBeGreaterThanOrEqual(8);
      expect(await seedIfEmpty(handle)).toBe(false);
      expect(await count()).toBe(first);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
