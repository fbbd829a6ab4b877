import { spawnSync } from "node:child_process";
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

function createUser(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false" };
  delete env.DATABASE_URL;
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
