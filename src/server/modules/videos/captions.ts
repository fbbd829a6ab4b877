/**
 * Captions staff upload per language (issue 22): WebVTT as browsers play it, or SRT converted to
 * WebVTT. A file that isn't either is refused with the line at fault. The transcript button fills a
 * lesson's transcript from the cues' plain text.
 */
import { badRequest, msg } from "../../errors.js";

export interface Cue {
  /** Seconds. */
  start: number;
  end: number;
  /** The cue's text as written (WebVTT may hold <i>, <b>, voice tags). */
  text: string;
  /** The timing line's number in the file, from 1. */
  line: number;
}

const VTT_TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const VTT_TIMING = new RegExp(String.raw`^${VTT_TIME}[ \t]+-->[ \t]+${VTT_TIME}(?:[ \t].*)?$`);
// SRT as found in the wild: a comma or a dot, 1–3 millisecond digits, and hours always written.
const SRT_TIME = String.raw`(\d{1,3}):([0-5]?\d):([0-5]?\d)[,.](\d{1,3})`;
const SRT_TIMING = new RegExp(String.raw`^${SRT_TIME}[ \t]+-->[ \t]+${SRT_TIME}(?:[ \t].*)?$`);

function seconds(hours: string | undefined, minutes: string, secs: string, fraction: string): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(fraction.padEnd(3, "0")) / 1000;
}

function vttTimestamp(total: number): string {
  const millis = Math.round(total * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** Lines without a byte-order mark, whatever the line endings. */
function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
}

const badTiming = (line: number) =>
  badRequest(msg("Line {line} of the captions should be a time range like 00:00:01.000 --> 00:00:04.000.", { line }));

/** Blocks of consecutive non-empty lines, each with the number of its first line. */
function blocksOf(lines: string[], from: number): { first: number; lines: string[] }[] {
  const blocks: { first: number; lines: string[] }[] = [];
  let current: { first: number; lines: string[] } | undefined;
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === "") {
      current = undefined;
      continue;
    }
    if (!current) {
      current = { first: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

function checkedCue(cue: Cue, previous: Cue | undefined): Cue {
  if (cue.end <= cue.start) {
    throw badRequest(msg("Line {line} of the captions ends before it starts.", { line: cue.line }));
  }
  if (previous && cue.start < previous.start) {
    throw badRequest(
      msg("Line {line} of the captions starts before the caption above it: keep them in time order.", {
        line: cue.line,
      }),
    );
  }
  return cue;
}

type Block = ReturnType<typeof blocksOf>[number];

/** A block's cue: its timing line (at timingIndex) read with `timing`, the lines after it as the text. */
function cueOf(
  block: Block,
  timingIndex: number,
  timing: RegExp,
  previous: Cue | undefined,
  text: (lines: string[]) => string,
): Cue {
  const line = block.first + timingIndex;
  const match = timing.exec(block.lines[timingIndex]?.trim() ?? "");
  if (!match) throw badTiming(line);
  const [, h1, m1, s1, f1, h2, m2, s2, f2] = match;
  const cue = {
    start: seconds(h1, m1!, s1!, f1!),
    end: seconds(h2, m2!, s2!, f2!),
    text: text(block.lines.slice(timingIndex + 1)),
    line,
  };
  return checkedCue(cue, previous);
}

/** The cues of a WebVTT file, or an AppError (400) naming the first problem and its line. */
export function parseWebVtt(text: string): Cue[] {
  const lines = linesOf(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) {
    throw badRequest("Captions must be a WebVTT file (starting with the line WEBVTT) or an SRT file.");
  }
  const cues: Cue[] = [];
  // The header's own lines run up to the first blank line.
  const headerEnd = lines.findIndex((line) => line.trim() === "");
  for (const block of blocksOf(lines, headerEnd === -1 ? lines.length : headerEnd)) {
    const [head = ""] = block.lines;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(head)) continue;
    // An identifier line may come before the timing line.
    const timingIndex = head.includes("-->") ? 0 : 1;
    cues.push(cueOf(block, timingIndex, VTT_TIMING, cues.at(-1), (lines) => lines.join("\n")));
  }
  if (cues.length === 0) throw badRequest("These captions have no cues: nothing would be shown.");
  return cues;
}

/** The cues of an SRT file (a number, a time range with commas, the text; blank lines between). */
export function parseSrt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of blocksOf(linesOf(text), 0)) {
    const timingIndex = /^\d+$/.test(block.lines[0]!.trim()) ? 1 : 0;
    // <font> is SRT's own; WebVTT keeps <i>, <b> and <u>. "-->" can't be in a WebVTT cue's text.
    const cueText = (lines: string[]) =>
      lines.map((textLine) => textLine.replace(/<\/?font[^>]*>/gi, "").replaceAll("-->", "→")).join("\n");
    cues.push(cueOf(block, timingIndex, SRT_TIMING, cues.at(-1), cueText));
  }
  if (cues.length === 0) throw badRequest("These captions have no cues: nothing would be shown.");
  return cues;
}

/** Escapes what WebVTT cue text reads as markup, keeping the tags SRT and WebVTT share. */
function vttCueText(text: string): string {
  return text.replace(/&(?!(?:amp|lt|gt|nbsp|lrm|rlm);)/g, "&amp;").replace(/<(?!\/?[ibu]>)/g, "&lt;");
}

/** SRT cues written as a WebVTT file. */
export function srtToWebVtt(text: string): string {
  const cues = parseSrt(text);
  const body = cues.map((cue) => `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${vttCueText(cue.text)}`);
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}

/**
 * An uploaded captions file as the WebVTT to store: a valid WebVTT file as it is (line endings made
 * \n, no byte-order mark), an SRT file converted; anything else refused with its problem.
 */
export function captionsToWebVtt(text: string): string {
  const clean = linesOf(text).join("\n");
  if (clean.startsWith("WEBVTT")) {
    parseWebVtt(clean);
    return clean.endsWith("\n") ? clean : `${clean}\n`;
  }
  if (!/-->/.test(clean)) {
    throw badRequest("Captions must be a WebVTT file (starting with the line WEBVTT) or an SRT file.");
  }
  return srtToWebVtt(clean);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: " ", lrm: "", rlm: "" };

/** A cue's words: no tags, entities decoded, lines joined. */
function plainText(cueText: string): string {
  return cueText
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
}

/** A pause this long between cues starts a new paragraph of the transcript. */
const PARAGRAPH_PAUSE_SECONDS = 2;

/**
 * A WebVTT file's text as a transcript: the cues' words in order, a cue repeated word for word
 * (roll-up captions) once, a new paragraph after each pause of 2 seconds or more.
 */
export function transcriptFromWebVtt(vtt: string): string {
  const paragraphs: string[][] = [];
  let previous: { end: number; words: string } | undefined;
  for (const cue of parseWebVtt(vtt)) {
    const words = plainText(cue.text);
    if (!words || words === previous?.words) continue;
    if (!previous || cue.start - previous.end >= PARAGRAPH_PAUSE_SECONDS) paragraphs.push([]);
    paragraphs.at(-1)!.push(words);
    previous = { end: cue.end, words };
  }
  return paragraphs.map((sentences) => sentences.join(" ")).join("\n\n");
}
