/**
 * Every English text the server can answer with, found in its source: the messages of errors
 * (badRequest, conflict, forbidden, notFound, AppError), of validation (zod checks' messages,
 * `message:` and `error:` properties), the *_MESSAGE constants, message ids given to msg() and
 * said(), "… not found" for each thing that may not be found, and the labels that field builders
 * and term() put into their messages. Texts built from a template literal come back with each
 * `${…}` as "X": a message is no longer built that way (issue 21), so the catalogue never has them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export interface ServerText {
  text: string;
  /** A label or a name that is put into another message: translated on its own. */
  isValue: boolean;
  /** Given to msg() or said() as a message id: the id of what is said, rather than a text. */
  isId: boolean;
  file: string;
}

const ROOTS = ["src/server", "src/shared"];
/** Emails and .ics have their own test; configuration errors are for operators at start-up. */
const SKIPPED = [
  /\.test\.tsx?$/,
  /^src\/server\/modules\/email\/templates\//,
  /^src\/server\/config\.ts$/,
  /^src\/server\/cli\//,
  /^src\/shared\/ssr\.ts$/,
  // Feeds speak to feed readers in the site's language, like its authored content.
  /^src\/server\/modules\/feeds\//,
];
/**
 * Literals in those places that are not prose: content types, OAuth scopes, Cache-Control values,
 * SQL expressions (a function call: "hashtextextended('tus-upload:' || $1::text, 0)").
 */
const NOT_PROSE = /^(?:application|text)\/|^openid |^(?:private|public|no-store|no-cache)(?:,|$)|^[a-z_]+\(/;

const LITERAL = String.raw`("(?:[^"\\\n]|\\.)*"|\x60(?:\$\{(?:[^{}\x60]|\x60[^\x60]*\x60|\{[^{}]*\})*\}|[^\x60\\]|\\.)*\x60)`;

const contexts: { regex: RegExp; isValue: boolean; isId?: boolean; suffix?: string }[] = [
  // Message ids: msg("{count} files per project", …), said("{label} is required", …), term("Title").
  { regex: new RegExp(String.raw`\b(?:msg|said)\(\s*` + LITERAL, "g"), isValue: false, isId: true },
  { regex: new RegExp(String.raw`\bterm\(\s*` + LITERAL, "g"), isValue: true },
  { regex: new RegExp(String.raw`\b(?:badRequest|conflict|forbidden)\(\s*` + LITERAL, "g"), isValue: false },
  // notFound("Course") answers "Course not found"; so do record kinds ({ topic, label }) and
  // requireRecord({ label }). Each is a message of its own: the name's article differs.
  { regex: new RegExp(String.raw`\bnotFound\(\s*` + LITERAL, "g"), isValue: false, suffix: " not found" },
  {
    regex: new RegExp(String.raw`(?:\btopic:\s*"[^"]*",\s*|requireRecord\(\{\s*)label:\s*` + LITERAL, "g"),
    isValue: false,
    suffix: " not found",
  },
  { regex: new RegExp(String.raw`new AppError\(\s*"[A-Z_]+",\s*` + LITERAL, "g"), isValue: false },
  { regex: new RegExp(String.raw`\b(?:message|error):\s*` + LITERAL, "g"), isValue: false },
  { regex: new RegExp(String.raw`\bconst [A-Z][A-Z0-9_]*\s*=\s*` + LITERAL, "g"), isValue: false },
  {
    regex: new RegExp(
      String.raw`\.(?:min|max|length|regex|refine|int|positive|nonnegative|gte|lte|gt|lt)\((?:[^()"'\x60]|\([^()]*\)|/[^/\n]+/[a-z]*)*?,\s*` +
        LITERAL +
        String.raw`\s*\)`,
      "g",
    ),
    isValue: false,
  },
  // Tables of messages by code or status, default and fallback messages.
  { regex: new RegExp(String.raw`(?:^|[\s{,])\[?[A-Z0-9_]+\]?:\s*` + LITERAL, "gm"), isValue: false },
  { regex: new RegExp(String.raw`\bmessage\s*=\s*` + LITERAL, "g"), isValue: false },
  { regex: new RegExp(String.raw`\?\?\s*` + LITERAL, "g"), isValue: false },
  // Checks whose message is their first argument: .int("Time spent must be whole minutes").
  {
    regex: new RegExp(
      String.raw`\.(?:int|positive|nonnegative|negative|nonempty|finite|safe|email|url|uuid|trim)\(\s*` + LITERAL,
      "g",
    ),
    isValue: false,
  },
  { regex: new RegExp(String.raw`\b(?:text|required|optionalText|oneTo)\(\s*` + LITERAL, "g"), isValue: true },
  { regex: new RegExp(String.raw`\brequiredText\(\s*[\w.]+,\s*` + LITERAL, "g"), isValue: true },
];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A literal's text: a template's `${…}` become "X". */
function textOf(literal: string): string {
  const body = literal.slice(1, -1);
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return body.replace(/\$\{(?:[^{}`]|`[^`]*`|\{[^{}]*\})*\}/g, "X").replace(/\\(.)/g, "$1");
}

/** Texts a person reads: a letter to start with and a space inside, or a single capitalised word as a value. */
const isProse = (text: string) =>
  !NOT_PROSE.test(text) && /^[A-Za-z]/.test(text) && (text.includes(" ") || /^[A-Z][a-z]+$/.test(text));

export function serverTexts(root: string): ServerText[] {
  const found = new Map<string, ServerText>();
  for (const base of ROOTS) {
    for (const path of files(join(root, base))) {
      const file = relative(root, path);
      if (SKIPPED.some((skip) => skip.test(file))) continue;
      const source = readFileSync(path, "utf8");
      for (const { regex, isValue, isId = false, suffix = "" } of contexts) {
        for (const match of source.matchAll(regex)) {
          const text = textOf(match[1]!) + suffix;
          // notFound's own template: each name it is called with is a message of its own.
          if (!isProse(text) || text === "X" || text === "X not found") continue;
          const key = `${isValue}:${text}`;
          if (!found.has(key)) found.set(key, { text, isValue, isId, file });
        }
      }
    }
  }
  return [...found.values()];
}
