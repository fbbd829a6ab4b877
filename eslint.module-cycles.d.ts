// Types of what tests read from eslint.module-cycles.js (tests/lint).
import type { Rule } from "eslint";

/** The folders whose subfolders are modules. */
export declare const MODULE_ROOTS: string[];
/** Every cycle among the modules under root (an absolute folder), each as its chain of module names. */
export declare function moduleCycles(root: string): string[][];
export declare function moduleGraph(
  root: string,
  replaced?: string,
  replacement?: string[],
): Map<string, Map<string, string>>;
export declare const noModuleCycle: Rule.RuleModule;
