import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Lingui (docs/decisions/0011-i18n-lingui.md). Messages are written in English in the code with
 * the macros (<Trans>, t, msg, plural); `npm run i18n:extract` collects them into one catalogue
 * per feature and locale, next to the code it translates, and the build compiles the catalogues.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}/shell",
      include: ["<rootDir>/src/client/app", "<rootDir>/src/client/components", "<rootDir>/src/client/lib"],
    },
    {
      // The service worker's offline page: a script of its own (vite.pwa.ts).
      path: "<rootDir>/src/client/offline-page/locales/{locale}",
      include: ["<rootDir>/src/client/offline-page"],
    },
    {
      path: "<rootDir>/src/client/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/client/features/{name}/"],
    },
  ],
  // Origins without line numbers: a catalogue changes when its messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
