/**
 * Where the app's time goes under load: runs the built app with node --cpu-prof on each
 * database, loads one public API read and one visitor page with autocannon (one process each
 * time), and prints each profile's top functions by self time (bench/profile-top.ts).
 *
 *   npm run build && npx tsx bench/profile.ts
 *   PROFILE_KEEP=1 ...   keeps the .cpuprofile files (their folder is printed) for Chrome DevTools
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measure, samplePaths, shortPath, startApp, stop, withDatabase, type DatabaseKind } from "./lib.js";
import { formatTop, topBySelfTime, type Profile } from "./profile-top.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const keep = process.env.PROFILE_KEEP === "1";

async function profile(kind: DatabaseKind, pick: (paths: Awaited<ReturnType<typeof samplePaths>>) => string) {
  const dir = mkdtempSync(join(tmpdir(), "tsa-profile-"));
  await withDatabase(kind, async (env) => {
    // A first run finds the addresses (ids differ per database) and warms nothing in the profiled one.
    const app = await startApp(env, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
    let path = "";
    try {
      path = pick(await samplePaths(app.base));
      await measure(app.base + path, {}, 2); // warm the caches and the JIT
      const result = await measure(app.base + path, {}, seconds);
      console.log(`\n${kind} ${shortPath(path)}: ${result.requests.toFixed(0)} req/s, p99 ${result.p99} ms`);
    } finally {
      await stop(app.child);
    }
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no profile written in ${dir}`);
    // Only the measured load counts, not the start-up, the warm-up or the shutdown.
    const profileData = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
    console.log(formatTop(topBySelfTime(profileData, 15, seconds * 1000)));
    if (keep) console.log(`(kept in ${join(dir, file)})`);
  });
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

async function main() {
  const kinds = (process.env.PROFILE_DATABASES ?? "PGlite,PostgreSQL").split(",") as DatabaseKind[];
  for (const kind of kinds) {
    await profile(kind, (paths) => paths.api[0]!); // GET /api/courses
    await profile(kind, (paths) => paths.pages[2]!); // GET /courses/{id}
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
