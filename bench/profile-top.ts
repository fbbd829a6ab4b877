/**
 * The top entries of a V8 CPU profile (node --cpu-prof) by self time: where the process spent
 * its own time, function by function, with the share of the whole profile.
 *
 *   npx tsx bench/profile-top.ts <file.cpuprofile> [count=15] [last seconds]
 *
 * bench/profile.ts records such profiles of the app under load.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface TopEntry {
  name: string;
  where: string;
  selfMs: number;
  share: number;
}

const root = new URL("..", import.meta.url).pathname;

/** Where a function lives, short: a package name, a project path, or node's own module. */
function location(url: string, line: number): string {
  if (!url) return "";
  const path = url.replace(/^file:\/\//, "");
  const packageAt = path.lastIndexOf("/node_modules/");
  if (packageAt !== -1) {
    const rest = path.slice(packageAt + "/node_modules/".length).split("/");
    const name = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return `${name}:${rest.slice(rest[0]!.startsWith("@") ? 2 : 1).join("/")}:${line + 1}`;
  }
  if (path.startsWith("/")) return `${relative(root, path)}:${line + 1}`;
  return `${path}:${line + 1}`;
}

/**
 * Self time per function (same name and place summed), largest first. With lastMs, only the
 * samples of the profile's last lastMs milliseconds count (the load, not the start-up).
 */
export function topBySelfTime(profile: Profile, count = 15, lastMs?: number): TopEntry[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const from = lastMs === undefined ? Number.NEGATIVE_INFINITY : profile.endTime - lastMs * 1000;
  let time = profile.startTime;
  // Each sample's delta is the time until it; charge it to the sampled node.
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
  const grouped = new Map<string, TopEntry>();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    const name = callFrame.functionName || "(anonymous)";
    const where = location(callFrame.url, callFrame.lineNumber);
    const key = `${name} ${where}`;
    const entry = grouped.get(key) ?? { name, where, selfMs: 0, share: 0 };
    entry.selfMs += us / 1000;
    grouped.set(key, entry);
  }
  return [...grouped.values()]
    .map((entry) => ({ ...entry, share: total ? entry.selfMs / (total / 1000) : 0 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count);
}

export function formatTop(entries: TopEntry[]): string {
  const rows = entries.map((entry, index) => [
    String(index + 1),
    `${(entry.share * 100).toFixed(1)}%`,
    entry.selfMs.toFixed(0),
    entry.name,
    entry.where,
  ]);
  const header = ["#", "self %", "self ms", "function", "where"];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npx tsx bench/profile-top.ts <file.cpuprofile> [count]");
    process.exit(1);
  }
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const last = process.argv[4] ? Number(process.argv[4]) * 1000 : undefined;
  console.log(formatTop(topBySelfTime(profile, Number(process.argv[3] ?? 15), last)));
}
