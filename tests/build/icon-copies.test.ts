import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { iconFilesFromBarrel, rewriteIconImports } from "../../vite.icon-copies.js";

const copyOf = (name: string) =>
  ({ Lock: "/icons/lock.mjs?icon-copy=k", CheckCircle2: "/icons/circle-check.mjs?icon-copy=k" })[name];

describe("icon copies: import rewrite", () => {
  it("imports each icon from its own copy, keeping local names", () => {
    const code = `import { Lock, CheckCircle2 as Done } from "lucide-react";\nexport const a = [Lock, Done];\n`;
    expect(rewriteIconImports(code, copyOf)).toBe(
      `import Lock from "/icons/lock.mjs?icon-copy=k"; import Done from "/icons/circle-check.mjs?icon-copy=k";\nexport const a = [Lock, Done];\n`,
    );
  });

  it("keeps type imports and names that are not icons on the barrel, over several lines", () => {
    const code = `import {\n  Lock,\n  createLucideIcon,\n  type LucideIcon,\n} from "lucide-react";\nconst x = 1;\n`;
    const rewritten = rewriteIconImports(code, copyOf)!;
    expect(rewritten).toBe(
      `import type { LucideIcon } from "lucide-react"; import { createLucideIcon } from "lucide-react"; import Lock from "/icons/lock.mjs?icon-copy=k";\nconst x = 1;\n`,
    );
  });

  it("leaves modules without icons alone", () => {
    expect(rewriteIconImports(`import type { LucideIcon } from "lucide-react";\n`, copyOf)).toBeNull();
    expect(rewriteIconImports(`import { useState } from "react";\n`, copyOf)).toBeNull();
  });
});

describe("icon copies: lucide-react's barrel", () => {
  // The ES barrel the client build resolves ("module" condition), beside the CommonJS one node finds.
  const barrelPath = join(
    dirname(dirname(createRequire(import.meta.url).resolve("lucide-react"))),
    "esm/lucide-react.mjs",
  );
  const files = iconFilesFromBarrel(readFileSync(barrelPath, "utf8"), dirname(barrelPath));

  it("maps every name an icon is exported under to its module", () => {
    const icons = join(dirname(barrelPath), "icons");
    expect(files.get("Lock")).toBe(join(icons, "lock.mjs"));
    expect(files.get("LockIcon")).toBe(join(icons, "lock.mjs"));
    // An old name points to the renamed icon.
    expect(files.get("CheckCircle2")).toBe(join(icons, "circle-check.mjs"));
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("gives every icon the client imports a copy: no client module imports a value from the barrel", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const sources = walk(join(import.meta.dirname, "../../src/client"));
    let iconImports = 0;
    for (const file of sources) {
      const code = readFileSync(file, "utf8");
      const rewritten = rewriteIconImports(code, (name) => files.get(name) && `${files.get(name)}?icon-copy=x`) ?? code;
      iconImports += rewritten.split("?icon-copy=x").length - 1;
      const left = rewritten.match(/^import (?!type )[^;]*from "lucide-react"/gm) ?? [];
      expect(left, file).toEqual([]);
    }
    expect(iconImports).toBeGreaterThan(100);
  });
});
