import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { pageCacheKey } from "../../src/server/plugins/page-cache-key.js";
import type { TestContext } from "../support/app.js";
import type * as Factories from "../support/factories.js";

/**
 * A stand-in for the server-rendering bundle that writes the locale it was asked to render in
 * into the page, so the test sees which language the server chose.
 */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "tsa-fake-i18n-build-"));
  mkdirSync(join(dir, "client"));
  mkdirSync(join(dir, "ssr"));
  writeFileSync(
    join(dir, "client", "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  );
  writeFileSync(
    join(dir, "ssr", "entry-server.js"),
    `export async function render({ url, locale }) {
  return { status: 200, head: "<title>Fake</title>", html: "<main data-locale=\\"" + (locale ?? "none") + "\\" data-url=\\"" + url.replace(/[&<"]/g, "") + "\\"></main>", state: "{}" };
}
`,
  );
  return dir;
}

const localeOf = (body: string) => /data-locale="([a-z]+)"/.exec(body)?.[1];

describe("pageCacheKey by language", () => {
  it("keeps each language's page apart, English under the plain key", () => {
    expect(pageCacheKey("/courses", false, "en").key).toBe("html:/courses");
    expect(pageCacheKey("/courses", false, "es").key).toBe("html:es:/courses");
    expect(pageCacheKey("/courses?lang=es", true, "es")).toEqual({
      url: "/courses",
      key: "html:es:data-saver:/courses",
    });
  });
});

describe("the language of pages and the language switch", () => {
  let t: TestContext;
  let buildDir: string;
  let signedInUser: typeof Factories.signedInUser;

  beforeAll(async () => {
    // app.ts reads CLIENT_DIST_DIR when first imported: set it before importing the app.
    buildDir = fakeClientBuild();
    process.env.CLIENT_DIST_DIR = buildDir;
    const { createTestApp } = await import("../support/app.js");
    ({ signedInUser } = await import("../support/factories.js"));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("renders English by default, with <html lang>, Content-Language and Vary saying so", async () => {
    const response = await page("/courses");
    expect(response.statusCode).toBe(200);
    expect(localeOf(response.body)).toBe("en");
    expect(response.body).toContain('<html lang="en">');
    expect(response.headers["content-language"]).toBe("en");
    expect(String(response.headers.vary)).toContain("accept-language");
  });

  it("follows Accept-Language on a first visit, and the cookie over it", async () => {
    const spanish = await page("/courses", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(localeOf(spanish.body)).toBe("es");
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.headers["content-language"]).toBe("es");
    const chosen = await page("/courses", { "accept-language": "es", cookie: "tsa_locale=en" });
    expect(localeOf(chosen.body)).toBe("en");
    const cookie = await page("/courses", { cookie: "tsa_locale=es" });
    expect(localeOf(cookie.body)).toBe("es");
  });

  it("keeps visitors' cached pages apart by language: neither is served the other's", async () => {
    for (let round = 0; round < 2; round++) {
      expect(localeOf((await page("/blog", { cookie: "tsa_locale=es" })).body)).toBe("es");
      expect(localeOf((await page("/blog")).body)).toBe("en");
      expect(localeOf((await page("/blog", { "accept-language": "es" })).body)).toBe("es");
    }
    expect(t.app.cache.peek("html:/blog")).toBeDefined();
    expect(t.app.cache.peek("html:es:/blog")).toBeDefined();
  });

  it("renders ?lang=es in Spanish whatever the cookie says, the address it renders staying the same", async () => {
    const response = await page("/courses?lang=es", { cookie: "tsa_locale=en" });
    expect(localeOf(response.body)).toBe("es");
    expect(response.body).toContain('data-url="/courses"');
  });

  it("PUT /api/user/locale sets the cookie for a visitor, and refuses a language we don't have", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/api/user/locale", payload: { locale: "es" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: "es" });
    const cookie = response.cookies.find((entry) => entry.name === "tsa_locale");
    expect(cookie).toMatchObject({ value: "es", path: "/", sameSite: "Lax" });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);

    const refused = await t.app.inject({ method: "PUT", url: "/api/user/locale", payload: { locale: "fr" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe("Choose English or Español");
    expect(refused.cookies.find((entry) => entry.name === "tsa_locale")).toBeUndefined();
  });

  it("keeps a signed-in person's choice on their account, which their pages follow on a new device", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/locale",
      payload: { locale: "es" },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("es");
    // Another device: the session but no language cookie, a browser that asks for English.
    const dashboard = await page("/dashboard", { cookie, "accept-language": "en-US" });
    expect(localeOf(dashboard.body)).toBe("es");
    // The cookie of this device, once chosen, wins.
    const here = await page("/dashboard", { cookie: `${cookie}; tsa_locale=en` });
    expect(localeOf(here.body)).toBe("en");
  });
});
