import { loadConfig } from "../config.js";
import { openAndMigrate } from "../startup.js";

const config = loadConfig();
const handle = await openAndMigrate(config);
await handle.close();
console.log(
  `Migrations applied to the ${config.database.kind === "pglite" ? "embedded database" : "PostgreSQL database"}.`,
);
