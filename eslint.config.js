import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import pluginLingui from "eslint-plugin-lingui";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noModuleCycle } from "./eslint.module-cycles.js";

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each folder under root may use a sibling only through the sibling's index file: a server
 * module through its service (never its routes or queries), a client feature through what it
 * exports. Built from the folders on disk, so a new module or feature is covered at once.
 */
const throughIndexOnly = (root, what) => {
  const names = subfolders(root);
  return names
    .filter(() => names.length > 1)
    .map((name) => ({
      target: `${root}/${name}`,
      from: names.filter((other) => other !== name).map((other) => `${root}/${other}`),
      except: ["./index.ts", "./index.tsx"],
      message: `${what} uses another only through that one's index (its public face), never its other files`,
    }));
};

/** The architecture's boundaries (docs/architecture.md); tests/lint/boundaries.test.ts plants a violation of each. */
export const boundaryZones = [
  {
    target: "./src/shared",
    from: ["./src/server", "./src/db", "./src/client"],
    message: "shared runs anywhere: it imports nothing of ours but shared",
  },
  {
    target: "./src/client",
    from: ["./src/server", "./src/db"],
    message: "the client talks to the server over HTTP only",
  },
  { target: "./src/db", from: ["./src/client"], message: "the database layer knows no client code" },
  { target: "./src/db", from: ["./src/server"], message: "the database layer knows no server code" },
  {
    target: "./src/client/features",
    from: ["./src/client/app"],
    message: "features don't import the app: pages compose features, not the other way round",
  },
  ...throughIndexOnly("./src/server/modules", "a server module"),
  ...throughIndexOnly("./src/client/features", "a client feature"),
];

/**
 * Staff screens, which may stay in English (issue 12): the /admin pages and the components only
 * they use. Every other client component is read by students and visitors.
 */
export const staffOnlyClientFiles = [
  "src/client/app/layout/AdminGate.tsx",
  "src/client/app/layout/AdminLayout.tsx",
  "src/client/app/layout/RecordsPage.tsx",
  "src/client/features/blog/BlogManager.tsx",
  "src/client/features/courses/CourseDetailsForm.tsx",
  "src/client/features/courses/CourseEditor.tsx",
  "src/client/features/courses/CourseList.tsx",
  "src/client/features/courses/CurriculumEditor.tsx",
  "src/client/features/courses/HostedVideoSection.tsx",
  "src/client/features/courses/ItemForms.tsx",
  "src/client/features/courses/MoveButtons.tsx",
  "src/client/features/courses/NewCourseDialog.tsx",
  "src/client/features/courses/PricingFields.tsx",
  "src/client/features/courses/QuizAttempts.tsx",
  "src/client/features/courses/QuizEditor.tsx",
  "src/client/features/courses/StaffOverview.tsx",
  "src/client/features/courses/form-sections.tsx",
  "src/client/features/courses/markdown-preview.tsx",
  "src/client/features/donations/DonationsTable.tsx",
  "src/client/features/email/EmailDetail.tsx",
  "src/client/features/email/EmailOutbox.tsx",
  "src/client/features/email/email-status.tsx",
  "src/client/features/mentors/BookingsManager.tsx",
  "src/client/features/mentors/staff/MentorAccountPanel.tsx",
  "src/client/features/mentors/MentorManager.tsx",
  "src/client/features/newsletter/SendDialog.tsx",
  "src/client/features/newsletter/SendProgress.tsx",
  "src/client/features/newsletter/SendToSubscribers.tsx",
  "src/client/features/newsletter/SendsList.tsx",
  "src/client/features/newsletter/SubscribersTable.tsx",
  "src/client/features/outcomes/staff/ImpactReport.tsx",
  "src/client/features/outcomes/staff/StaffOutcomes.tsx",
  "src/client/features/projects/EarlierSubmissions.tsx",
  "src/client/features/projects/ReviewForm.tsx",
  "src/client/features/projects/ReviewQueue.tsx",
  "src/client/features/projects/SubmissionDetails.tsx",
  "src/client/features/stories/StoryManager.tsx",
  "src/client/features/users/UserManager.tsx",
];

/**
 * Client components that students and visitors read, translated with Lingui (docs/i18n.md): text
 * in them must go through a message (<Trans>, t, msg), or lint fails. Every .tsx file under
 * src/client but the staff screens, so a new component is covered at once.
 */
export const translatedClientFiles = readdirSync(new URL("./src/client", import.meta.url), { recursive: true })
  .map((path) => `src/client/${String(path)}`)
  .filter(
    (path) =>
      path.endsWith(".tsx") &&
      !path.endsWith(".test.tsx") &&
      !path.includes("/admin/") &&
      !path.startsWith("src/client/components/staff/") &&
      !staffOnlyClientFiles.includes(path),
  )
  .sort();

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "data/",
      "node_modules/",
      ".test-output/",
      "coverage/",
      "src/db/migrations/",
      ".build-*/",
      ".shots*/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ["./tsconfig.json", "./tsconfig.client.json", "./tsconfig.e2e.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "import-x": importX, tsa: { rules: { "no-module-cycle": noModuleCycle } } },
    settings: {
      // Our imports name the compiled file ("./x.js") or no extension (client): resolve both to the
      // TypeScript source, or the boundary rules below would see no import at all.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
        }),
      ],
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/require-await": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Cycles between server modules as wholes, which no-cycle (per file) misses.
      "tsa/no-module-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
    },
  },
  {
    files: translatedClientFiles,
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs["flat/recommended"].rules,
      "lingui/no-unlocalized-strings": [
        "error",
        {
          // Words a reader sees start with a capital or hold a space; class names, ids, paths,
          // keys and one-word identifiers don't.
          ignore: [
            "^(?![A-Z])\\S+$",
            // Class lists and other values: lower case throughout. Text a reader sees starts with a
            // capital (our wording always does).
            "^[^A-Z]*$",
            "^[A-Z0-9_-]+$",
            "^(?:/|https?:)",
            // Names of brands and of the academy, the same in every language.
            "^(?:Trade Skills Academy|Facebook|Instagram|LinkedIn|YouTube|Twitter)$",
            // Media queries and responsive image sizes.
            "^\\(|\\d+(?:px|vw)$",
          ],
          ignoreNames: [
            { regex: { pattern: "className|Class$", flags: "i" } },
            {
              regex: {
                pattern:
                  "^(?:href|src|to|type|id|key|role|name|lang|variant|size|sizes|tone|rel|target|method|previous|next|tile)$",
              },
            },
            { regex: { pattern: "^aria-(?:current|haspopup|live|hidden)$" } },
            // UPPER_CASE constants hold values (answers, keys), not text for the reader.
            { regex: { pattern: "^[A-Z][A-Z0-9_]+$" } },
          ],
          ignoreFunctions: [
            "cn",
            "buttonClass",
            "console.*",
            "apiRequest",
            "useHydrationMark",
            "Error",
            "import",
            "encodeURIComponent",
            "window.matchMedia",
            "document.querySelector",
            "document.querySelectorAll",
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      // API responses are JSON of whatever shape the test asserts.
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
);
