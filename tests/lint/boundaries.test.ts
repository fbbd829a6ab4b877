import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { MODULE_ROOTS, moduleCycles } from "../../eslint.module-cycles.js";

/**
 * Plants one violation of each import boundary into a real file's text and lints it with the
 * project's own ESLint configuration, so the rules can't silently stop applying (a resolver that
 * no longer finds our files, a zone that names a folder that moved).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const RULE = "import-x/no-restricted-paths";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // Under CI=true, typescript-eslint builds its programs once from the files on disk and would
    // lint a file's text as it is there, not the planted text: ask for the text we pass.
    overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
  });
});

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const files = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => entry.name)
    .sort();

/** The messages of `rule` ESLint gives for `file` (an existing file) when its text is `code`. */
async function boundaryErrors(file: string, code: string, rule = RULE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  // A file ESLint could not parse reports nothing else: that would pass every "no error" case.
  expect(result!.fatalErrorCount, JSON.stringify(result!.messages)).toBe(0);
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const importing = (specifier: string) => `import * as planted from "${specifier}";\nexport const kept = planted;\n`;
/** A specifier for `target` as imported from `from` (both relative to the root). */
const specifier = (from: string, target: string, extension: "js" | "none") => {
  const path = relative(join(root, from, ".."), join(root, target)).replace(/\.tsx?$/, extension === "js" ? ".js" : "");
  return path.startsWith(".") ? path : `./${path}`;
};

describe("import boundaries", () => {
  it("a server module reaches another only through its index", async () => {
    const modules = folders("src/server/modules");
    const [from, to] = [modules[0]!, modules[1]!];
    const file = `src/server/modules/${from}/index.ts`;
    const inner = files(`src/server/modules/${to}`).filter((name) => /\.(routes|queries|service)\.ts$/.test(name));
    expect(inner.length).toBeGreaterThan(0);
    for (const name of inner) {
      const errors = await boundaryErrors(file, importing(specifier(file, `src/server/modules/${to}/${name}`, "js")));
      expect(errors, name).toEqual([expect.stringContaining("a server module uses another only through")]);
    }
    expect(await boundaryErrors(file, importing(`../${to}/index.js`))).toEqual([]);
  }, 180_000);

  it("the database layer imports nothing of the server", async () => {
    const errors = await boundaryErrors("src/db/client.ts", importing("../server/config.js"));
    expect(errors).toEqual([expect.stringContaining("the database layer knows no server code")]);
  }, 180_000);

  it("shared imports nothing but shared", async () => {
    for (const target of ["../server/config.js", "../db/client.js"]) {
      const errors = await boundaryErrors("src/shared/errors.ts", importing(target));
      expect(errors, target).toEqual([expect.stringContaining("shared runs anywhere")]);
    }
    expect(await boundaryErrors("src/shared/errors.ts", importing("./messages.js"))).toEqual([]);
  }, 180_000);

  it("the client imports neither the server nor the database layer", async () => {
    for (const target of ["../../server/config.js", "../../db/client.js"]) {
      const errors = await boundaryErrors("src/client/lib/cn.ts", importing(target));
      expect(errors, target).toEqual([expect.stringContaining("the client talks to the server over HTTP only")]);
    }
  }, 180_000);

  it("a feature never imports the app, and another feature only through its index", async () => {
    const features = folders("src/client/features").filter((name) => files(`src/client/features/${name}`).length > 0);
    const [from, to] = [features[0]!, features[1]!];
    const file = `src/client/features/${from}/${files(`src/client/features/${from}`)[0]!}`;
    expect(await boundaryErrors(file, importing("../../app/routes"))).toEqual([
      expect.stringContaining("features don't import the app"),
    ]);
    const inner = files(`src/client/features/${to}`).find((name) => !name.startsWith("index."))!;
    expect(
      await boundaryErrors(file, importing(specifier(file, `src/client/features/${to}/${inner}`, "none"))),
    ).toEqual([expect.stringContaining("a client feature uses another only through")]);
  }, 180_000);

  it("server modules never use each other both ways, even through different files", async () => {
    const cycle = "tsa/no-module-cycle";
    // enrolments uses email; courses uses enrolments. A file of enrolments importing courses
    // closes a cycle however the files line up; so does email importing courses (courses → email).
    const planted = [
      ["src/server/modules/enrolments/index.ts", "../courses/index.js", "enrolments → courses → enrolments"],
      ["src/server/modules/email/templates/layout.tsx", "../../courses/index.js", "email → courses → email"],
    ] as const;
    for (const [file, target, chain] of planted) {
      const code = `${readFileSync(join(root, file), "utf8")}\n${importing(target)}`;
      expect(await boundaryErrors(file, code, cycle), file).toEqual([expect.stringContaining(chain)]);
    }
    // The same file importing a module that never uses it back is fine.
    const file = "src/server/modules/enrolments/index.ts";
    expect(await boundaryErrors(file, importing("../email/index.js"), cycle)).toEqual([]);
    // A type-only import ties two modules together just the same.
    expect(
      await boundaryErrors(
        "src/server/modules/email/email.routes.ts",
        'import type { SessionUser } from "../auth/index.js";\nexport type Kept = SessionUser;\n',
        cycle,
      ),
    ).toEqual([expect.stringContaining("email → auth → email")]);
  }, 180_000);

  it("the server modules as they are form no cycle", () => {
    for (const dir of MODULE_ROOTS) {
      expect(folders(dir).length).toBeGreaterThan(5);
      expect(moduleCycles(join(root, dir))).toEqual([]);
    }
  });
});
