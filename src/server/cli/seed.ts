import { seedDemoContent } from "../../db/seed/index.js";
import { loadConfig } from "../config.js";
import { openAndMigrate } from "../startup.js";

// Idempotent: demo rows have fixed ids, so a second run adds nothing.
const handle = await openAndMigrate(loadConfig());
try {
  await seedDemoContent(handle.db);
  console.log("Demo content is in place.");
} finally {
  await handle.close();
}
