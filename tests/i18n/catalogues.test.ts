/**
 * The catalogues are complete: every message the client's code uses (collected from the source
 * with Lingui's own extractor, as `npm run i18n:extract` does) is in its English and Spanish
 * catalogue, and every Spanish entry is translated, keeps the English message's placeholders and
 * compiles. A message added in code without `npm run i18n:extract` and a translation fails here.
 */
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ cwd: process.cwd(), skipValidation: true });
// "{name}", "{0}", "<0>" and "</0>": what a translation must keep of the English message.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])|<\/?(\d+)\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ""))
    .sort();

describe("message catalogues", async () => {
  const catalogs = await getCatalogs(config);

  it("are laid out as docs/i18n.md says: the shell's and one per feature", () => {
    expect(catalogs.length).toBeGreaterThan(10);
  });

  it("give a message one translation wherever it appears (a locale's catalogues are merged into one)", async () => {
    const seen = new Map<string, { where: string; translation: string }>();
    const clashes: string[] = [];
    for (const catalog of catalogs) {
      const where = catalog.path.replace(`${process.cwd()}/`, "");
      for (const [id, entry] of Object.entries((await catalog.read("es")) ?? {})) {
        const translation = entry.translation ?? "";
        const before = seen.get(id);
        if (before && before.translation !== translation)
          clashes.push(
            `"${entry.message ?? id}": "${before.translation}" (${before.where}) vs "${translation}" (${where})`,
          );
        else seen.set(id, { where, translation });
      }
    }
    expect(clashes, "use one translation, or a context (<Trans context>) for different meanings").toEqual([]);
  });

  for (const catalog of catalogs) {
    const where = catalog.path.replace(`${process.cwd()}/`, "");
    it(`${where}: every message in the code is in the English and Spanish catalogues, translated`, async () => {
      const used = (await catalog.collect()) ?? {};
      const english = (await catalog.read("en")) ?? {};
      const spanish = (await catalog.read("es")) ?? {};
      const missing = Object.keys(used).filter((id) => !(id in english) || !(id in spanish));
      expect(
        missing.map((id) => used[id]?.message ?? id),
        "run npm run i18n:extract",
      ).toEqual([]);
      const untranslated = Object.keys(used).filter((id) => !spanish[id]?.translation?.trim());
      expect(
        untranslated.map((id) => used[id]?.message ?? id),
        "fill in msgstr in the Spanish catalogue",
      ).toEqual([]);
      for (const id of Object.keys(used)) {
        const source = used[id]?.message ?? id;
        const translation = spanish[id]?.translation ?? "";
        expect(placeholders(translation), `placeholders of "${source}"`).toEqual(placeholders(source));
      }
      // Compiles as the build does, failing on a malformed ICU message.
      const messages = Object.fromEntries(Object.entries(spanish).map(([id, entry]) => [id, entry.translation ?? ""]));
      expect(() => createCompiledCatalog("es", messages, { strict: true, namespace: "es" })).not.toThrow();
    });
  }
});
