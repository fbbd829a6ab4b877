import { format, parseArgs } from "node:util";
import type { DatabaseHandle } from "../../db/client.js";
import { isUnreachableOrRefused } from "../../db/errors.js";
import { FolderLockedError } from "../../db/folder-lock.js";
import { registerBody, roles, type Role } from "../../shared/contracts/auth.js";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { AppError } from "../errors.js";
import { createLocalUser } from "../modules/auth/auth.service.js";
import { findUserByEmail, updateUser } from "../modules/auth/users.queries.js";
import { hashPassword } from "../modules/auth/password.js";
import { findMentorOfUser, linkMentorAccount } from "../modules/mentors/index.js";
import { openAndMigrate } from "../startup.js";

const usage = `Usage: npm run user:create -- --email EMAIL --password PASSWORD [--role student|instructor|admin|mentor] [--mentor-id ID] [--first-name NAME] [--last-name NAME]
An existing account with that email gets the new role and password.
With --role mentor, --mentor-id links the account to that mentor profile (as /admin/mentors does).`;

/**
 * What to tell the person at the terminal when something they can fix went wrong (the server
 * holds the embedded database, a bad setting, an unreachable server, a refused password): its
 * message alone, as a stack trace would only bury it. Anything else is a bug: undefined, so it is
 * printed whole.
 */
export function explain(error: unknown, config: Config | undefined): string | undefined {
  if (error instanceof AppError || error instanceof ConfigError || error instanceof FolderLockedError) {
    return error.message;
  }
  if (isUnreachableOrRefused(error) && config?.database.kind === "postgres") {
    const where = new URL(config.database.url).host;
    return `Could not connect to the database at ${where} (${(error as Error).message}): check that PostgreSQL is running and DATABASE_URL is right.`;
  }
  return undefined;
}

/** Where the command writes: the terminal's stdout and stderr, or a test's lines. */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

/** The process's own stdout and stderr, a line each. */
export const terminal: CommandOutput = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/**
 * `npm run user:create -- ARGS` (create-user.ts runs it): makes or updates an account and resolves
 * with the exit status, 0 done, 1 failed, 2 bad usage. Tests call it in their own process.
 */
export async function createUserCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput = terminal,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string", default: "student" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      "mentor-id": { type: "string" },
      help: { type: "boolean" },
    },
  });

  if (values.help) {
    io.out(usage);
    return 0;
  }
  if (!(roles as readonly string[]).includes(values.role ?? "")) {
    io.err(`--role must be one of ${roles.join(", ")}\n${usage}`);
    return 2;
  }
  const parsed = registerBody.safeParse({
    email: values.email,
    password: values.password,
    firstName: values["first-name"] ?? values.email?.split("@")[0] ?? "",
    lastName: values["last-name"],
  });
  if (!parsed.success) {
    io.err(
      `${parsed.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("\n")}\n${usage}`,
    );
    return 2;
  }

  const role = values.role as Role;
  const mentorId = values["mentor-id"];
  if (mentorId !== undefined && role !== "mentor") {
    io.err(`--mentor-id goes with --role mentor\n${usage}`);
    return 2;
  }

  let config: Config | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    config = loadConfig(env);
    handle = await openAndMigrate(config);
    const existing = await findUserByEmail(handle.db, parsed.data.email);
    if (existing) {
      await updateUser(handle.db, existing.id, { role, passwordHash: await hashPassword(parsed.data.password) });
      io.out(`Updated ${parsed.data.email}: role ${role}, new password.`);
    } else {
      await createLocalUser(handle.db, { ...parsed.data, role });
      io.out(`Created ${parsed.data.email} with role ${role}.`);
    }
    if (role === "mentor") {
      if (mentorId !== undefined) {
        // The server's processes drop their cached mentor lists on their own (nothing is cached here).
        await linkMentorAccount(handle.db, { invalidate: async () => {} }, mentorId, parsed.data.email);
        io.out(`Linked ${parsed.data.email} to mentor profile ${mentorId}.`);
      } else {
        const user = await findUserByEmail(handle.db, parsed.data.email);
        if (!(await findMentorOfUser(handle.db, user!.id))) {
          io.out("No mentor profile is linked yet: link one in /admin/mentors, or run again with --mentor-id ID.");
        }
      }
    }
  } catch (error) {
    io.err(explain(error, config) ?? format(error));
    return 1;
  } finally {
    await handle?.close();
  }
  return 0;
}
