import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { FolderLockedError } from "../db/folder-lock.js";
import { configurePasswordHashing } from "./modules/auth/hash-pool.js";
import { ensureBootstrapAdmin, openAndMigrate, seedDemoMentors, seedIfEmpty } from "./startup.js";

async function main() {
  const config = loadConfig();
  // Before anything hashes (the bootstrap admin below): the pool's threads and queue.
  configurePasswordHashing(config.passwordHashing);
  const handle = await openAndMigrate(config);
  if (config.seedDemo && (await seedIfEmpty(handle, config))) {
    console.log("Seeded the demo academy.");
    const mentorAccounts = await seedDemoMentors(handle);
    if (mentorAccounts) console.log(mentorAccounts);
  }
  if (config.bootstrapAdmin && (await ensureBootstrapAdmin(handle, config.bootstrapAdmin))) {
    console.log(`Created the admin account ${config.bootstrapAdmin.email}.`);
  }
  const app = await buildApp(config, handle);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  // Once serving, a promise nobody awaited (a background sweep, a stray driver callback) is a
  // bug to log, not a reason to drop every request in flight. Before this point a rejection
  // still ends the start, so start-up mistakes are not hidden.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ err: reason }, "unhandled promise rejection");
  });
  const where = config.database.kind === "pglite" ? `embedded database in ${config.database.dataDir}` : "PostgreSQL";
  app.log.info(`Trade Skills Academy is serving ${config.publicUrl.origin} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderLockedError) {
    console.error(error.message);
  } else {
    console.error("Could not start:", error);
  }
  process.exit(1);
});
