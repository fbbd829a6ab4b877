import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../src/db/client.js";
import { mentors } from "../../src/db/schema/index.js";
import { createUserCommand } from "../../src/server/cli/create-user-command.js";
import { findUserByEmail } from "../../src/server/modules/auth/users.queries.js";
import { verifyPassword } from "../../src/server/modules/auth/password.js";
import { migratedFolder } from "../support/pglite-folder.js";

/*
 * `npm run user:create` on an embedded database folder of its own (a copy of the run's migrated
 * one): the same on either database run, so it runs once, in the PGlite run
 * (tests/support/database-tests.ts). The command runs in
 * this process (createUserCommand, what create-user.ts runs), which spares each case a Node start
 * and the loading of the server's modules; one case runs the real entry point.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The command's exit status and what it wrote, as a terminal would show it. */
async function createUser(dataDir: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  let stdout = "";
  let stderr = "";
  const status = await createUserCommand(
    args,
    { DATA_DIR: dataDir, SEED_DEMO: "false", ...extraEnv },
    { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
  );
  return { status, stdout, stderr };
}

describe("npm run user:create", () => {
  it("creates a staff account, then updates its role and password", async () => {
    const dataDir = await migratedFolder("tsa-cli-");
    const created = await createUser(dataDir, [
      "--email",
      "Coach@Example.org",
      "--password",
      "a long passphrase",
      "--role",
      "instructor",
    ]);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created coach@example.org with role instructor.");
    const updated = await createUser(dataDir, [
      "--email",
      "coach@example.org",
      "--password",
      "another long passphrase",
      "--role",
      "admin",
    ]);
    expect(updated.status).toBe(0);
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

  it("creates a mentor's account and links it to their profile with --mentor-id (issue 26)", async () => {
    const dataDir = await migratedFolder("tsa-cli-");
    const args = ["--email", "Rosa@Example.org", "--password", "a long passphrase", "--role", "mentor"];
    const created = await createUser(dataDir, args);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created rosa@example.org with role mentor.");
    expect(created.stdout).toContain("No mentor profile is linked yet");

    let handle = await openDatabase({ kind: "pglite", dataDir });
    let mentorId: string;
    try {
      const [profile] = await handle.db
        .insert(mentors)
        .values({ name: "Rosa Diaz", title: "Electrician", bio: "Wiring homes since 2004." })
        .returning();
      mentorId = profile!.id;
    } finally {
      await handle.close();
    }
    const linked = await createUser(dataDir, [...args, "--mentor-id", mentorId]);
    expect(linked.stderr).toBe("");
    expect(linked.status).toBe(0);
    expect(linked.stdout).toContain(`Linked rosa@example.org to mentor profile ${mentorId}.`);
    const wrongRole = await createUser(dataDir, [
      "--email",
      "x@example.org",
      "--password",
      "a long passphrase",
      "--mentor-id",
      mentorId,
    ]);
    expect(wrongRole.status).toBe(2);
    expect(wrongRole.stderr).toContain("--mentor-id goes with --role mentor");

    handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await findUserByEmail(handle.db, "rosa@example.org");
      expect(user?.role).toBe("mentor");
      const [profile] = await handle.db.select().from(mentors).where(eq(mentors.id, mentorId));
      expect(profile!.userId).toBe(user!.id);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("refuses bad input with a usage message, from the command line too", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    // The entry point itself (npm run user:create): its exit status and stderr are the command's.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false" };
    for (const name of Object.keys(env)) if (name.startsWith("DATABASE_")) delete env[name];
    const badRole = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/server/cli/create-user.ts",
        ...["--email", "a@b.org", "--password", "a long passphrase", "--role", "boss"],
      ],
      { cwd: root, env, encoding: "utf8" },
    );
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain("--role must be one of student, instructor, admin");
    const short = await createUser(dataDir, ["--email", "a@b.org", "--password", "short"]);
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("--password: Password must be at least 8 characters");
  }, 180_000);
});

/**
 * Another process holding the embedded database folder, as the running server does: it takes the
 * folder's lease (what every open of the folder takes first), here without opening the database.
 */
async function holdFolder(dataDir: string) {
  const script = `
    import { lockFolder } from "./src/db/folder-lock.ts";
    const release = await lockFolder(${JSON.stringify(dataDir)}, { onLost: (error) => { throw error; } });
    process.stdout.write("open\\n");
    process.stdin.resume();
    process.stdin.on("end", () => release().then(() => process.exit(0)));
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
      const result = await createUser(dataDir, ["--email", "a@b.org", "--password", "a long passphrase"]);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("in use by another process");
      expectOneClearLine(result.stderr);
    } finally {
      await release();
    }
  }, 180_000);

  it("says in one sentence that the database server can't be reached", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-cli-"));
    // Port 1 on this machine: nothing listens there, so the connection is refused at once.
    const result = await createUser(dataDir, ["--email", "a@b.org", "--password", "a long passphrase"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/tsa",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Could not connect to the database at 127.0.0.1:1");
    expectOneClearLine(result.stderr);
  }, 180_000);
});
