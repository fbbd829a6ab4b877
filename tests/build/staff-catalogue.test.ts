/**
 * The staff catalogue stays off visitors' phones (lingui.config.ts, lib/i18n.ts): the messages of
 * the staff pages and of the features' `staff/` folders are compiled into a catalogue of their own,
 * which only the staff pages load, and never into the public catalogues every page fetches after
 * hydrating. It reads the client build in dist/client, so it runs after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const client = join(root, "dist/client");

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(client, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/** A chunk's code with what it imports statically. */
function chunkText(key: string, seen = new Set<string>()): string {
  if (seen.has(key)) return "";
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  return [readFileSync(join(client, chunk.file), "utf8"), ...(chunk.imports ?? []).map((k) => chunkText(k, seen))].join(
    "\n",
  );
}

/** Lingui's id (the compiled catalogue's key) -> msgstr of a .po file (single-line and multi-line strings). */
function poEntries(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of readFileSync(path, "utf8").split(/\n\n/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, "m"));
      return match?.[1]
        ? match[1]
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as string)
            .join("")
        : null;
    };
    const message = field("msgid");
    if (message) entries.set(generateMessageId(message, field("msgctxt") ?? undefined), field("msgstr") ?? "");
  }
  return entries;
}

/** Every public catalogue of a locale (the shell's and each feature's), as lingui.config.ts lays them out. */
function publicIds(locale: string): Set<string> {
  const ids = new Set(poEntries(join(root, `src/client/locales/${locale}/shell.po`)).keys());
  const features = join(root, "src/client/features");
  for (const name of readdirSync(features)) {
    try {
      for (const id of poEntries(join(features, name, `locales/${locale}.po`)).keys()) ids.add(id);
    } catch {
      // A feature with no messages has no catalogue.
    }
  }
  return ids;
}

describe("the staff catalogue (lingui.config.ts)", () => {
  for (const locale of ["en", "es"]) {
    it(`${locale}: staff-only messages are in the staff catalogue and not in the public one`, () => {
      const staff = poEntries(join(root, `src/client/locales/staff/${locale}.po`));
      const shared = publicIds(locale);
      // The compiled catalogues are objects keyed by each message's id.
      const staffOnly = [...staff].filter(([id]) => !shared.has(id));
      expect(staffOnly.length).toBeGreaterThan(10);
      expect(staffOnly.every(([, translation]) => translation !== "")).toBe(true);

      const publicChunk = chunkText(`locales/${locale}.ts`);
      const staffChunk = chunkText(`locales/staff/${locale}.po`);
      for (const [id, translation] of staffOnly) {
        expect(staffChunk, translation).toContain(`${JSON.stringify(id)}:`);
        expect(publicChunk, translation).not.toContain(`${JSON.stringify(id)}:`);
      }
    });
  }
});
