/**
 * Range serving throughput: the app's range-serving function from disk against a raw node:http
 * server streaming the same file with fs.createReadStream, for the same ranges, with the same
 * status, headers and bytes (target app/raw 0.8 or better). Measured in turns, as run.ts does.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  freePort,
  measure,
  median,
  type Measured,
  RAW_COMPARISON_COLUMNS,
  SKIPPED_HEADERS,
  start,
  stop,
} from "./lib.js";

/** A one-minute 240p rendition is about this size (250 kbit/s). */
const FILE_BYTES = 2 * 1024 * 1024;
/** What players ask for: the start, a seek's 256 kB, the end (an index), and the rest of the file. */
const RANGES = ["bytes=0-65535", "bytes=1048576-1310719", "bytes=-65536", "bytes=0-"];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(url: string, range: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: range ? { range } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!SKIPPED_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

export async function compareRangeServing(rounds: number, seconds: number): Promise<string[][]> {
  const folder = mkdtempSync(join(tmpdir(), "tsa-bench-range-"));
  const file = join(folder, "video.mp4");
  const bytes = randomBytes(FILE_BYTES);
  writeFileSync(file, bytes);
  const appPort = await freePort();
  const rawPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}/files/video.mp4`;
  const rawUrl = `http://127.0.0.1:${rawPort}/files/video.mp4`;
  const app = await start(["bench/range-app.mjs", folder, String(appPort)], {}, appUrl);
  const rows: string[][] = [];
  let raw: Awaited<ReturnType<typeof start>> | undefined;
  try {
    const answers: Record<string, { status: number; headers: Record<string, string> }> = {};
    for (const range of ["", ...RANGES]) {
      const { status, headers } = await get(appUrl, range);
      answers[range] = { status, headers };
    }
    writeFileSync(join(folder, "routes.json"), JSON.stringify(answers));
    raw = await start(["bench/raw-range-server.mjs", file, join(folder, "routes.json"), String(rawPort)], {}, rawUrl);
    for (const range of RANGES) {
      // Both must send the same: status, headers (but the date) and bytes.
      const [fromApp, fromRaw] = [await get(appUrl, range), await get(rawUrl, range)];
      if (fromApp.status !== 206 || fromApp.status !== fromRaw.status || !fromApp.body.equals(fromRaw.body)) {
        throw new Error(`${range}: the app and raw answers differ (${fromApp.status}, ${fromRaw.status})`);
      }
      if (JSON.stringify(fromApp.headers) !== JSON.stringify(fromRaw.headers)) {
        throw new Error(
          `${range}: headers differ\n${JSON.stringify(fromApp.headers)}\n${JSON.stringify(fromRaw.headers)}`,
        );
      }
      // Under load a 2 MB answer can take longer than autocannon's 10 s default to arrive.
      const options = { headers: { range }, timeout: 60 };
      await measure(appUrl, options, 1);
      await measure(rawUrl, options, 1);
      const appRuns: Measured[] = [];
      const rawRuns: Measured[] = [];
      for (let round = 0; round < rounds; round++) {
        appRuns.push(await measure(appUrl, options, seconds, app.pid));
        rawRuns.push(await measure(rawUrl, options, seconds, raw.pid));
      }
      const appCpu = median(appRuns.map((run) => run.cpuUs!));
      const rawCpu = median(rawRuns.map((run) => run.cpuUs!));
      rows.push([
        range,
        String(fromApp.body.length),
        median(appRuns.map((run) => run.requests)).toFixed(0),
        median(rawRuns.map((run) => run.requests)).toFixed(0),
        median(appRuns.map((run, index) => run.requests / rawRuns[index]!.requests)).toFixed(2),
        `${appCpu.toFixed(0)} / ${rawCpu.toFixed(0)}`,
        (rawCpu / appCpu).toFixed(2),
        `${median(appRuns.map((run) => run.p99))} / ${median(rawRuns.map((run) => run.p99))}`,
      ]);
    }
  } finally {
    if (raw) await stop(raw);
    await stop(app);
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

export const RANGE_HEADER = ["Range", "bytes", ...RAW_COMPARISON_COLUMNS];
