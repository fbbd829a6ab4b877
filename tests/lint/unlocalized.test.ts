import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { translatedClientFiles } from "../../eslint.config.js";

/**
 * Plants hard-coded text into a translated client file and lints it with the project's own
 * ESLint configuration: the rule that keeps English out of a Spanish page (docs/i18n.md) must
 * apply to the files the configuration lists.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const RULE = "lingui/no-unlocalized-strings";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // Under CI=true, typescript-eslint builds its programs once from the files on disk and would
    // lint a file's text as it is there, not the planted text: ask for the text we pass.
    overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
  });
});

async function unlocalized(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result!.fatalErrorCount, JSON.stringify(result!.messages)).toBe(0);
  return result!.messages.filter((message) => message.ruleId === RULE);
}

describe("hard-coded text in translated client files", () => {
  it("lists files that exist", () => {
    for (const file of translatedClientFiles) expect(existsSync(join(root, file)), file).toBe(true);
  });

  // `npm run lint` checks the files as they are; here, that the rule applies to them at all.
  const file = translatedClientFiles[0]!;
  it(`${file}: fails with planted English text, and passes without it`, async () => {
    const code = readFileSync(join(root, file), "utf8");
    const planted = `${code}\nexport function PlantedText() {\n  return <p>Hard-coded words</p>;\n}\n`;
    const messages = await unlocalized(file, planted);
    expect(messages.map((message) => message.line)).toEqual([code.split("\n").length + 2]);
    // Building the typed program takes a while on a busy machine (as in boundaries.test.ts).
  }, 180_000);
});
