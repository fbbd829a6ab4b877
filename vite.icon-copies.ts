import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/**
 * The icon modules lucide-react's ES barrel re-exports, by every name it exports them under
 * (`Lock`, `LockIcon`, `LucideLock`, and old names such as `CheckCircle2` for circle-check).
 */
export function iconFilesFromBarrel(barrel: string, barrelDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of barrel.matchAll(/^export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)';$/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = /^\s*default as (\w+)\s*$/.exec(part)?.[1];
      if (name) files.set(name, join(barrelDir, "icons", match[2]!));
    }
  }
  return files;
}

/**
 * Rewrites each `import { A, B as C, type D } from "lucide-react"` of a module into one default
 * import per icon from `copyOf(name)`; type imports and names that are not icons keep importing
 * the barrel. Returns null when the module imports no icon.
 */
export function rewriteIconImports(code: string, copyOf: (name: string) => string | undefined): string | null {
  let changed = false;
  const rewritten = code.replace(/^import \{([^}]*)\} from "lucide-react";?$/gm, (statement, list: string) => {
    const types: string[] = [];
    const others: string[] = [];
    const icons: string[] = [];
    for (const specifier of list.split(",").map((part) => part.trim())) {
      if (!specifier) continue;
      if (specifier.startsWith("type ")) {
        types.push(specifier.slice(5).trim());
        continue;
      }
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const copy = copyOf(imported);
      if (copy) icons.push(`import ${local} from ${JSON.stringify(copy)};`);
      else others.push(specifier);
    }
    if (icons.length === 0) return statement;
    changed = true;
    return [
      ...(types.length ? [`import type { ${types.join(", ")} } from "lucide-react";`] : []),
      ...(others.length ? [`import { ${others.join(", ")} } from "lucide-react";`] : []),
      ...icons,
    ].join(" ");
  });
  return changed ? rewritten : null;
}

/**
 * Client build only: every module of ours gets its own copy of each lucide icon it imports.
 *
 * Rolldown puts a module in exactly one chunk, so an icon that two lazy pages use (or a page and
 * a dialog) became a chunk of its own: a few hundred bytes of icon, and as much again of chunk
 * overhead on every page that loads it (its import and export lines with hashed file names, the
 * gzip frame, one more entry in the preload lists the app chunk carries). With a copy per
 * importing module (`…/icons/lock.mjs?icon-copy=<importer>`), the icon goes into the importer's
 * chunk. A copy is an SVG description and a component made by createLucideIcon: copies hold no
 * state and render the same markup, so the server's render (which keeps the shared modules, one
 * bundle) hydrates unchanged. Copies of one icon in one chunk compress to a few bytes.
 * vite.config.ts has the numbers.
 */
export function iconCopies(): Plugin {
  let root = "";
  let ssr = false;
  let files = new Map<string, string>();
  return {
    name: "tsa-icon-copies",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (ssr) return;
      const barrel = (await this.resolve("lucide-react", join(root, "index.html")))?.id;
      if (!barrel?.endsWith(".mjs")) throw new Error(`tsa-icon-copies: lucide-react's ES barrel not found (${barrel})`);
      files = iconFilesFromBarrel(readFileSync(barrel, "utf8"), dirname(barrel));
      if (files.size === 0) throw new Error(`tsa-icon-copies: no icons found in ${barrel}`);
    },
    transform(code, id) {
      if (ssr || id.includes("?") || !/\.tsx?$/.test(id) || id.includes("/node_modules/")) return null;
      if (!code.includes('from "lucide-react"')) return null;
      const key = createHash("sha256").update(relative(root, id)).digest("hex").slice(0, 10);
      const rewritten = rewriteIconImports(code, (name) => {
        const file = files.get(name);
        return file && `${file}?icon-copy=${key}`;
      });
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
