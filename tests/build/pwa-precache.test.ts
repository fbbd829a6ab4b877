import { describe, expect, it } from "vitest";
import { precacheEntries, stylesheetLinks, type BuiltFile } from "../../vite.pwa.js";

const chunk = (fileName: string, facadeModuleId: string | null, links: Partial<BuiltFile> = {}): BuiltFile => ({
  fileName,
  source: `// ${fileName}`,
  facadeModuleId,
  imports: [],
  dynamicImports: [],
  isChunk: true,
  ...links,
});

describe("the service worker's precache list", () => {
  const bundle: BuiltFile[] = [
    chunk("assets/index-a1.js", "/src/client/index.html", {
      isEntry: true,
      imports: ["assets/app-b2.js"],
      dynamicImports: ["assets/lesson-c3.js", "assets/courses-d4.js"],
    }),
    chunk("assets/app-b2.js", null, { dynamicImports: ["assets/admin-index-e5.js"] }),
    chunk("assets/lesson-c3.js", "/src/client/app/pages/lesson.tsx", { imports: ["assets/markdown-f6.js"] }),
    chunk("assets/courses-d4.js", "/src/client/app/pages/courses.tsx"),
    chunk("assets/markdown-f6.js", null),
    chunk("assets/admin-index-e5.js", "/src/client/app/pages/admin/index.tsx", { imports: ["assets/staff-kit-g7.js"] }),
    chunk("assets/staff-kit-g7.js", null),
    { fileName: "assets/app-h8.css", source: "body{}" },
    { fileName: "index.html", source: "<!doctype html>" },
    { fileName: ".vite/manifest.json", source: "{}" },
    { fileName: "assets/index-a1.js.map", source: "{}" },
    { fileName: "offline.html", source: "<h1>You're offline</h1>" },
    { fileName: "offline.js", source: "void 0" },
  ];
  const publicFiles: BuiltFile[] = [
    { fileName: "favicon.svg", source: "<svg/>" },
    { fileName: "manifest.webmanifest", source: "{}" },
    { fileName: "icons/icon-192.png", source: new Uint8Array([1, 2, 3]) },
    { fileName: "icons/maskable.svg", source: "<svg/>" },
    { fileName: "images/courses/carpentry.svg", source: "<svg/>" },
  ];
  const entries = precacheEntries(bundle, publicFiles);
  const urls = entries.map((entry) => entry.url);

  it("holds the code a student may need, the styles and the offline page", () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        "/assets/index-a1.js",
        "/assets/app-b2.js",
        "/assets/lesson-c3.js",
        "/assets/courses-d4.js",
        "/assets/markdown-f6.js",
        "/assets/app-h8.css",
        "/offline.html",
        "/offline.js",
      ]),
    );
  });

  it("leaves out staff pages' code, the page template, source maps and the Vite manifest", () => {
    for (const url of ["/assets/admin-index-e5.js", "/assets/staff-kit-g7.js", "/index.html", "/.vite/manifest.json"]) {
      expect(urls).not.toContain(url);
    }
    expect(urls.some((url) => url.endsWith(".map"))).toBe(false);
  });

  it("takes the app shell's public files, not the content images or the icons' sources", () => {
    expect(urls).toEqual(expect.arrayContaining(["/favicon.svg", "/manifest.webmanifest", "/icons/icon-192.png"]));
    expect(urls).not.toContain("/icons/maskable.svg");
    expect(urls).not.toContain("/images/courses/carpentry.svg");
  });

  it("gives hashed files no revision and the others their content's hash", () => {
    const revisionOf = (url: string) => entries.find((entry) => entry.url === url)?.revision;
    expect(revisionOf("/assets/lesson-c3.js")).toBeNull();
    expect(revisionOf("/offline.html")).toMatch(/^[0-9a-f]{16}$/);
    const changed = precacheEntries(
      bundle.map((file) => (file.fileName === "offline.html" ? { ...file, source: "<h1>New</h1>" } : file)),
      publicFiles,
    );
    expect(changed.find((entry) => entry.url === "/offline.html")?.revision).not.toBe(revisionOf("/offline.html"));
    expect(changed.find((entry) => entry.url === "/offline.js")?.revision).toBe(revisionOf("/offline.js"));
  });
});

describe("the offline page's stylesheets", () => {
  it("are the built page's own links", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/app-h8.css"></head>';
    expect(stylesheetLinks(html)).toBe('<link rel="stylesheet" crossorigin href="/assets/app-h8.css">');
  });
});
