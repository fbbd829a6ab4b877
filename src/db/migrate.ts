import { loadConfig } from "../server/config.js";
import { openAndMigrate } from "../server/startup.js";

const config = loadConfig();
const handle = await openAndMigrate(config);
await handle.close();
console.log(
  `Migrations applied to the ${config.database.kind === "pglite" ? "embedded database" : "PostgreSQL database"}.`,
);
