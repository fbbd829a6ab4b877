import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../db/client.js";
import { courses } from "../db/schema/index.js";
import { randomBytes } from "node:crypto";
import { seedDemoContent } from "../db/seed/index.js";
import { seedDemoMentorAccounts } from "../db/seed/mentor-accounts.js";
import type { Config } from "./config.js";
import { AppError } from "./errors.js";
import { createLocalUser } from "./modules/auth/auth.service.js";
import { findUserByEmail } from "./modules/auth/users.queries.js";
import { hashPassword } from "./modules/auth/password.js";
import { prepareDemoVideos } from "./modules/videos/seed-videos.js";
import { createStorage } from "./storage/index.js";

/** Opens the configured database and brings its schema up to date. */
export async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * The demo lessons' videos, made (or taken from the seed's cache) and put into the configured
 * storage. Without ffmpeg the demo is seeded without them: a warning, not a failed start.
 */
export async function demoVideos(config: Config, log: (message: string) => void = console.warn) {
  const storage = createStorage(config.storage);
  try {
    return await prepareDemoVideos({
      storage,
      cacheDir: config.video.seedCacheDir,
      tools: { ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath },
    });
  } catch (error) {
    log(`The demo videos were left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  } finally {
    storage.close?.();
  }
}

/** Seeds the demo academy into a database that has no courses yet; with config, its videos too. */
export async function seedIfEmpty(handle: DatabaseHandle, config?: Config): Promise<boolean> {
  const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(courses);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemoContent(handle.db, config ? { videos: await demoVideos(config) } : {});
  return true;
}

/**
 * The demo mentors' accounts (issue 26), with a password made now: what to print, or null when
 * they were there already (their password is whatever it was).
 */
export async function seedDemoMentors(handle: DatabaseHandle): Promise<string | null> {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  // All or nothing: a stop half-way would leave accounts without their profiles' links or sessions.
  const emails = await handle.db.transaction((tx) => seedDemoMentorAccounts(tx, passwordHash));
  if (emails.length === 0) return null;
  return `Demo mentor accounts (sign in to land on /mentor): ${emails.join(", ")}, password ${password}`;
}

/**
 * Makes the configured first admin when no account has that email. An existing account is left
 * as it is (its password and role are its own); use npm run user:create to change them.
 */
export async function ensureBootstrapAdmin(handle: DatabaseHandle, admin: { email: string; password: string }) {
  if (await findUserByEmail(handle.db, admin.email)) return false;
  try {
    await createLocalUser(handle.db, {
      email: admin.email,
      password: admin.password,
      firstName: "Admin",
      role: "admin",
    });
    return true;
  } catch (error) {
    // Another process made it first.
    if (error instanceof AppError && error.code === "CONFLICT") return false;
    throw error;
  }
}
