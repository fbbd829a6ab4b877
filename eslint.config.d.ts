// Types of what tests read from eslint.config.js (tests/lint).
import type { Linter } from "eslint";

/** Client files translated with Lingui, where hard-coded text fails lint (docs/i18n.md). */
export declare const translatedClientFiles: string[];
/** Staff screens, which may stay in English. */
export declare const staffOnlyClientFiles: string[];
export declare const boundaryZones: { target: string; from: string[]; except?: string[]; message: string }[];
declare const config: Linter.Config[];
export default config;
