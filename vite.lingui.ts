import babel from "@rolldown/plugin-babel";
import type { PluginOption } from "vite";

/**
 * Lingui's macros (<Trans>, t, msg, plural from @lingui/core/macro and @lingui/react/macro)
 * become message lookups by id, on our client code only and before React's transform
 * (docs/decisions/0011-i18n-lingui.md). Babel runs only on files that import a macro; the rest
 * keep Vite's own fast transform.
 */
export function linguiMacros(): PluginOption {
  return babel({
    include: /\/src\/client\/.*\.tsx?$/,
    presets: [
      {
        preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      },
    ],
  });
}
