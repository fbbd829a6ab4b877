import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findVideoTools, type VideoTools } from "../../src/server/modules/videos/binaries.js";
import { runTool } from "../../src/server/modules/videos/run-tool.js";
import { startApp, startCluster, type AppProcess, type PgCluster } from "./support/pg-cluster.js";

/**
 * Video processing as a durable job (issue 22) with real app processes on a real PostgreSQL:
 * - an app killed with SIGKILL mid-transcode leaves its job to a restarted process, which takes
 *   it once the dead one's lease ran out and finishes it;
 * - two processes polling one queue never transcode the same job twice, even when a transcode
 *   outlasts the lease (the holder renews it).
 * ffmpeg is the real one behind a wrapper that logs each run (its PID and arguments), so the test
 * counts transcodes per video and kills an orphaned ffmpeg by PID.
 */

let cluster: PgCluster;
let tools: VideoTools;
let folder: string;
let storageDir: string;
let ffmpegLog: string;
let wrapper: string;
let clip: string;
const apps: AppProcess[] = [];

beforeAll(async () => {
  [cluster, tools] = await Promise.all([startCluster(), findVideoTools()]);
  folder = mkdtempSync(join(tmpdir(), "tsa-fault-video-"));
  storageDir = join(folder, "storage");
  mkdirSync(storageDir);
  ffmpegLog = join(folder, "ffmpeg.log");
  wrapper = join(folder, "ffmpeg");
  writeFileSync(wrapper, `#!/bin/sh\necho "$$ $*" >> '${ffmpegLog}'\nexec '${tools.ffmpeg}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  // 10 s at 640 × 360: two renditions, a conversion of several seconds (longer than the lease below).
  clip = join(folder, "clip.mp4");
  await runTool(
    tools.ffmpeg,
    [
      ...["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=10"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=10"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", clip],
    ],
    { timeoutMs: 110_000 },
  );
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  for (const pid of ffmpegPids()) killQuietly(pid);
  await cluster?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

function killQuietly(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/** The logged ffmpeg runs: PID and arguments. */
function ffmpegRuns(): { pid: number; args: string }[] {
  if (!existsSync(ffmpegLog)) return [];
  return readFileSync(ffmpegLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => ({ pid: Number(line.slice(0, line.indexOf(" "))), args: line.slice(line.indexOf(" ") + 1) }));
}
const ffmpegPids = () => ffmpegRuns().map((run) => run.pid);
/** Transcodes (not the poster's run) of one video's source. */
const transcodes = (videoId: string) =>
  ffmpegRuns().filter((run) => run.args.includes("-filter_complex") && run.args.includes(`/videos/${videoId}/`));

/** A test-pattern clip with a tone (made once with the real ffmpeg), as an upload in the shared storage. */
function makeUpload(videoId: string): string {
  const key = `videos/${videoId}/source.mp4`;
  mkdirSync(join(storageDir, "videos", videoId), { recursive: true });
  copyFileSync(clip, join(storageDir, key));
  return key;
}

/** Queues uploads as createVideo does: a queued video, a pending job, a NOTIFY. */
async function queue(database: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { rows } = await cluster.query<{ id: string }>(
      "insert into videos (status) values ('queued') returning id",
      [],
      database,
    );
    const id = rows[0]!.id;
    const key = makeUpload(id);
    await cluster.query(
      "update videos set source_key = $2, file_name = 'clip.mp4', source_bytes = $3 where id = $1",
      [id, key, statSync(join(storageDir, key)).size],
      database,
    );
    await cluster.query("insert into video_jobs (video_id) values ($1)", [id], database);
    ids.push(id);
  }
  await cluster.query("select pg_notify('video_jobs', '')", [], database);
  return ids;
}

/** Polls the state until `check` holds, within `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statuses = async (database: string, ids: string[]) =>
  (
    await cluster.query<{ id: string; status: string; error: string | null }>(
      "select id, status, error from videos where id = any($1::uuid[])",
      [ids],
      database,
    )
  ).rows;

const appEnv = (database: string, leaseSeconds: number) => ({
  DATABASE_URL: cluster.url(database),
  UPLOAD_DIR: storageDir,
  FFMPEG_PATH: wrapper,
  FFPROBE_PATH: tools.ffprobe,
  VIDEO_POLL_SECONDS: "0.2",
  VIDEO_JOB_LEASE_SECONDS: String(leaseSeconds),
});

describe("video jobs with app processes on PostgreSQL", () => {
  it("finishes a job whose process was killed with SIGKILL mid-transcode, after a restart", async () => {
    await cluster.query("create database video_kill");
    const env = appEnv("video_kill", 5);
    const first = await startApp(env);
    apps.push(first);
    const [videoId] = (await queue("video_kill", 1)) as [string];

    // Killed while ffmpeg works on it.
    await until("the first process transcodes", () => transcodes(videoId).length === 1, 60_000);
    await until(
      "the video is processing",
      async () => (await statuses("video_kill", [videoId]))[0]!.status === "processing",
      30_000,
    );
    await first.kill();
    // A crashed machine takes its ffmpeg with it: so does the test, by PID.
    for (const run of transcodes(videoId)) killQuietly(run.pid);

    const restarted = await startApp(env);
    apps.push(restarted);
    await until(
      "the restarted process makes the video ready",
      async () => (await statuses("video_kill", [videoId]))[0]!.status === "ready",
      100_000,
    );
    const { rows } = await cluster.query<{ state: string; attempts: number; locked_until: Date | null }>(
      "select state, attempts, locked_until from video_jobs where video_id = $1",
      [videoId],
      "video_kill",
    );
    expect(rows).toEqual([{ state: "done", attempts: 2, locked_until: null }]);
    expect(transcodes(videoId)).toHaveLength(2);
    const renditions = await cluster.query<{ key: string; bytes: number }>(
      "select r->>'key' as key, (r->>'bytes')::int as bytes from videos, jsonb_array_elements(renditions) r where id = $1",
      [videoId],
      "video_kill",
    );
    expect(renditions.rows.map((row) => row.key)).toEqual(
      [240, 360].map((quality) => `videos/${videoId}/${quality}p.mp4`),
    );
    for (const row of renditions.rows) expect(statSync(join(storageDir, row.key)).size).toBe(row.bytes);
    expect(restarted.output()).not.toMatch(/"level":(50|60)/);
    await restarted.kill();
  }, 300_000);

  it("two processes never transcode the same job twice, though a transcode outlasts the lease", async () => {
    await cluster.query("create database video_two");
    // A 4 s lease, renewed every 1.3 s by its holder; each transcode takes longer than that here.
    const env = appEnv("video_two", 4);
    const pair = [await startApp(env), await startApp(env)];
    apps.push(...pair);
    const ids = await queue("video_two", 4);

    await until(
      "every video is ready",
      async () => (await statuses("video_two", ids)).every((row) => row.status === "ready"),
      240_000,
    );
    const { rows } = await cluster.query<{ attempts: number; state: string; locked_by: string }>(
      "select attempts, state, locked_by from video_jobs where video_id = any($1::uuid[])",
      [ids],
      "video_two",
    );
    expect(rows.map(({ attempts, state }) => ({ attempts, state }))).toEqual(
      ids.map(() => ({ attempts: 1, state: "done" })),
    );
    for (const id of ids) expect(transcodes(id), id).toHaveLength(1);
    // Both took part: the queue was shared, not drained by one.
    expect(new Set(rows.map((row) => row.locked_by)).size).toBe(2);
    for (const app of pair) expect(app.output()).not.toMatch(/"level":(50|60)/);
  }, 360_000);
});
