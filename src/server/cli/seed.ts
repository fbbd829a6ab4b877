import { seedDemoContent } from "../../db/seed/index.js";
import { loadConfig } from "../config.js";
import { demoVideos, openAndMigrate, seedDemoMentors } from "../startup.js";

// Idempotent: demo rows have fixed ids, so a second run adds nothing (but the demo lessons'
// videos, when they were missing).
const config = loadConfig();
const handle = await openAndMigrate(config);
try {
  await seedDemoContent(handle.db, { videos: await demoVideos(config) });
  console.log("Demo content is in place.");
  const mentorAccounts = await seedDemoMentors(handle);
  if (mentorAccounts) console.log(mentorAccounts);
} finally {
  await handle.close();
}
