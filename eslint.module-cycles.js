/**
 * Module-level import cycles. `import-x/no-cycle` follows files: two server modules can still
 * use each other through different files (courses' routes importing enrolments while enrolments'
 * routes import courses) without any one file taking part in a cycle. This rule looks at the
 * modules as wholes: a file of module A may import module B only if nothing in B (or in what B
 * uses, transitively) imports A. Type-only imports count too: they tie the modules together all
 * the same.
 *
 * The graph is built from the files on disk, except the file being linted, whose imports are read
 * from the text ESLint is given (tests/lint/boundaries.test.ts plants a cycle that way).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = dirname(fileURLToPath(import.meta.url));

/** The folders whose subfolders are modules. */
export const MODULE_ROOTS = ["src/server/modules"];

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;

/** The module (its folder name) `path` lies in under `root`, or undefined. */
function moduleAt(root, path) {
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith("..") || rel.includes(`..${sep}`)) return undefined;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 ? name : undefined;
}

/** The modules under `root` that the relative specifiers imported by `file` reach, other than its own. */
function targetsOf(root, file, specifiers) {
  const own = moduleAt(root, file);
  const targets = new Set();
  for (const specifier of specifiers) {
    if (!specifier.startsWith(".")) continue;
    const target = moduleAt(root, resolve(dirname(file), specifier));
    if (target !== undefined && target !== own) targets.add(target);
  }
  return targets;
}

const memo = new Map();
/** The specifiers a source file on disk imports (kept while its modification time stays). */
function specifiersOnDisk(file) {
  const mtime = statSync(file).mtimeMs;
  const known = memo.get(file);
  if (known && known.mtime === mtime) return known.specifiers;
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2]);
  memo.set(file, { mtime, specifiers });
  return specifiers;
}

/** Every non-test source file under dir. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Which modules each module imports: module -> (imported module -> a file that imports it), from
 * the files on disk, with `replaced` (a file's path) taking its specifiers from `replacement`.
 */
export function moduleGraph(root, replaced, replacement = []) {
  const graph = new Map();
  const files = sourceFiles(root);
  if (replaced !== undefined && !files.includes(replaced)) files.push(replaced);
  for (const file of files) {
    const from = moduleAt(root, file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const specifiers = file === replaced ? replacement : specifiersOnDisk(file);
    for (const target of targetsOf(root, file, specifiers)) {
      if (!graph.get(from).has(target)) graph.get(from).set(target, relative(projectRoot, file));
    }
  }
  return graph;
}

/** The shortest chain of modules from `start` to `goal` in graph ([start, ..., goal]), or undefined. */
function chain(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let node = goal; node !== undefined; node = previous.get(node)) path.unshift(node);
      return path;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Every cycle among the modules under root, each as its chain of modules (for a check of the whole tree). */
export function moduleCycles(root) {
  const graph = moduleGraph(root);
  const cycles = [];
  for (const [from, targets] of graph) {
    for (const target of targets.keys()) {
      const back = chain(graph, target, from);
      if (back) cycles.push([from, ...back]);
    }
  }
  return cycles;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noModuleCycle = {
  meta: {
    type: "problem",
    docs: { description: "no import cycle between server modules (src/server/modules/*), counted per module" },
    schema: [],
    messages: {
      cycle:
        "modules import each other ({{chain}}): a module may use another only if that one never uses it back, directly or through others",
    },
  },
  create(context) {
    const file = context.filename;
    if (file.includes(".test.")) return {};
    const root = MODULE_ROOTS.map((dir) => join(projectRoot, dir)).find((dir) => moduleAt(dir, file) !== undefined);
    if (root === undefined) return {};
    const own = moduleAt(root, file);
    const imports = [];
    const collect = (node) => {
      if (node.source && typeof node.source.value === "string") imports.push({ node, specifier: node.source.value });
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      "Program:exit"() {
        if (imports.length === 0) return;
        const graph = moduleGraph(
          root,
          file,
          imports.map((entry) => entry.specifier),
        );
        for (const { node, specifier } of imports) {
          const [target] = targetsOf(root, file, [specifier]);
          if (target === undefined) continue;
          const back = chain(graph, target, own);
          if (back) context.report({ node, messageId: "cycle", data: { chain: [own, ...back].join(" → ") } });
        }
      },
    };
  },
};
