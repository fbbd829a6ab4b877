/**
 * The academy's own pages (issue 23): seeded in English and Spanish by the migration, public and
 * cached, edited by admins only, validated, and in the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_PAGE_SLUGS } from "../../src/shared/rules/site-pages.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { signedInUser } from "../support/factories.js";

let t: TestContext;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(() => t.close());

interface Page {
  slug: string;
  en: { title: string; body: string };
  es: { title: string; body: string };
  updatedAt: string;
}

describe("the academy's own pages", () => {
  it("serves every footer page in both languages, seeded with real text", async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const response = await t.app.inject({ method: "GET", url: `/api/pages/${slug}` });
      expect(response.statusCode, slug).toBe(200);
      const page = response.json<Page>();
      expect(page.slug).toBe(slug);
      for (const version of [page.en, page.es]) {
        expect(version.title.length, slug).toBeGreaterThan(2);
        expect(version.body.length, slug).toBeGreaterThan(200);
      }
      expect(page.es.body).not.toBe(page.en.body);
    }
    const missing = await t.app.inject({ method: "GET", url: "/api/pages/secret-plans" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Page not found");
  });

  it("the Privacy Policy says what is stored about students, minors included", async () => {
    const { en, es } = (await t.app.inject({ method: "GET", url: "/api/pages/privacy-policy" })).json<Page>();
    for (const stored of [
      "email address",
      "first and last name",
      "hash",
      "quiz answers",
      "project submissions",
      "topic and notes",
      "under 18",
      "under 13",
      "Success stories",
    ]) {
      expect(en.body).toContain(stored);
    }
    expect(en.body).toContain("We do **not** ask for your date of birth");
    expect(es.body).toContain("menores de 18 años");
  });

  it("lets admins list and edit a page, refuses everyone else, validates, and drops the cached copy", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/pages/careers" });
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();

    expect((await t.app.inject({ method: "GET", url: "/api/admin/pages" })).statusCode).toBe(401);
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const instructor = as(t.app, (await signedInUser(t.app, { role: "instructor" })).cookie);
    const body = {
      titleEn: "Careers",
      bodyEn: "## We are hiring\r\n\r\nA **carpentry instructor**.\u0007 [Apply](/pages/contact-us)",
      titleEs: "Empleos",
      bodyEs: "## Estamos contratando\n\nUn **instructor de carpintería**.",
    };
    for (const who of [student, instructor]) {
      expect((await who({ method: "GET", url: "/api/admin/pages" })).statusCode).toBe(403);
      expect((await who({ method: "PUT", url: "/api/admin/pages/careers", payload: body })).statusCode).toBe(403);
    }

    const list = await admin({ method: "GET", url: "/api/admin/pages" });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((page: { slug: string }) => page.slug)).toEqual([...SITE_PAGE_SLUGS]);

    const invalid = await admin({
      method: "PUT",
      url: "/api/admin/pages/careers",
      payload: { ...body, titleEs: "   ", bodyEn: "x".repeat(50_001) },
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid
      .json()
      .errors.map((error: { path: string }) => error.path)
      .sort();
    expect(paths).toEqual(["body.bodyEn", "body.titleEs"]);
    expect(
      (await admin({ method: "PUT", url: "/api/admin/pages/careers", payload: { ...body, extra: 1 } })).statusCode,
    ).toBe(400);
    expect((await admin({ method: "PUT", url: "/api/admin/pages/new-page", payload: body })).statusCode).toBe(404);

    const saved = await admin({ method: "PUT", url: "/api/admin/pages/careers", payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Page>().en.body).toBe(
      "## We are hiring\n\nA **carpentry instructor**. [Apply](/pages/contact-us)",
    );

    const after = await t.app.inject({ method: "GET", url: "/api/pages/careers", headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<Page>().es.title).toBe("Empleos");
    expect(after.json<Page>().es.body).toContain("instructor de carpintería");
  });

  it("lists every page in the sitemap with its last change", async () => {
    const xml = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    for (const slug of SITE_PAGE_SLUGS) expect(xml).toContain(`/pages/${slug}</loc>\n    <lastmod>`);
  });
});
