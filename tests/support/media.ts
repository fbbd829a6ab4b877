/** Checks of made video files for the tests: what ffprobe reads in them, and their MP4 boxes' order. */
import { readFile } from "node:fs/promises";
import { runTool } from "../../src/server/modules/videos/run-tool.js";

export interface Probed {
  format: { duration: string; bit_rate: string; format_name: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; channels?: number }[];
}

/** ffprobe's JSON of the file's format and streams. */
export async function ffprobe(ffprobePath: string, path: string): Promise<Probed> {
  const { stdout } = await runTool(
    ffprobePath,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path],
    { timeoutMs: 30_000, collectStdout: true },
  );
  return JSON.parse(stdout) as Probed;
}

/** The MP4's top-level boxes in file order ("ftyp", "moov", "mdat"...). */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString("latin1", offset + 4, offset + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) break; // the last box runs to the end of the file
    offset += size;
  }
  return boxes;
}
