import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Lingui (docs/decisions/0011-i18n-lingui.md). Messages are written in English in the code with
 * the macros (<Trans>, t, msg, plural); `npm run i18n:extract` collects them into one catalogue
 * per feature and locale, next to the code it translates, and the build compiles the catalogues.
 *
 * What only staff (and mentors) see lives in the staff pages (app/pages/admin) and in a feature's
 * `staff/` folder: its messages go to one staff catalogue per locale, which the staff pages load
 * (lib/i18n.ts), so a visitor's phone never downloads them with the public catalogues.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}/shell",
      include: ["<rootDir>/src/client/app", "<rootDir>/src/client/components", "<rootDir>/src/client/lib"],
      exclude: ["<rootDir>/src/client/app/pages/admin/**", "<rootDir>/src/client/components/staff/**"],
    },
    {
      path: "<rootDir>/src/client/locales/staff/{locale}",
      include: [
        "<rootDir>/src/client/app/pages/admin",
        "<rootDir>/src/client/components/staff",
        "<rootDir>/src/client/features/*/staff/**/*.*",
      ],
    },
    {
      // The service worker's offline page: a script of its own (vite.pwa.ts).
      path: "<rootDir>/src/client/offline-page/locales/{locale}",
      include: ["<rootDir>/src/client/offline-page"],
    },
    {
      path: "<rootDir>/src/client/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/client/features/{name}/"],
      exclude: ["<rootDir>/src/client/features/{name}/staff/**"],
    },
  ],
  // Origins without line numbers: a catalogue changes when its messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
