import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCacheKey } from "../../src/server/plugins/page-cache-key.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser } from "../support/factories.js";

/** Issue 12: courses and posts say which language they are written in, and the public lists filter by it. */

let t: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const idsOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json<{ id: string }[]>().map((record) => record.id);
};

const newCourse = (title: string, language?: unknown) => ({
  title,
  description: `${title}, taught as its author wrote it.`,
  category: "Languages Test",
  isFree: true,
  isActive: true,
  ...(language === undefined ? {} : { language }),
});

const newPost = (title: string, language?: unknown) => ({
  title,
  content: `${title}: the whole post.`,
  category: "Languages Test",
  isPublished: true,
  ...(language === undefined ? {} : { language }),
});

describe("a course's language", () => {
  it("is saved on create and update, shown in public and staff answers, and filters the catalog", async () => {
    const created = await admin({ method: "POST", url: "/api/staff/courses", payload: newCourse("Soldadura", "es") });
    expect(created.statusCode).toBe(201);
    const spanish = created.json<{ id: string; language: string | null }>();
    expect(spanish.language).toBe("es");

    const unstated = (
      await admin({ method: "POST", url: "/api/staff/courses", payload: newCourse("Welding, unstated") })
    ).json<{ id: string; language: string | null }>();
    expect(unstated.language).toBeNull();

    expect((await get(`/api/courses/${spanish.id}`)).json()).toMatchObject({ language: "es" });
    expect((await get(`/api/courses/${unstated.id}`)).json()).toMatchObject({ language: null });
    expect((await admin({ method: "GET", url: `/api/staff/courses/${spanish.id}` })).json()).toMatchObject({
      language: "es",
    });

    // Every course is listed without the filter; with it, only those stated in that language.
    const all = await idsOf("/api/courses");
    expect(all).toEqual(expect.arrayContaining([spanish.id, unstated.id]));
    const inSpanish = await idsOf("/api/courses?language=es");
    expect(inSpanish).toContain(spanish.id);
    expect(inSpanish).not.toContain(unstated.id);
    expect(await idsOf("/api/courses?language=en")).not.toContain(spanish.id);

    // Changing the language moves the course between the filtered lists (the cache follows).
    const changed = await admin({
      method: "PATCH",
      url: `/api/staff/courses/${spanish.id}`,
      payload: { language: "en" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: "en", title: "Soldadura" });
    expect(await idsOf("/api/courses?language=en")).toContain(spanish.id);
    expect(await idsOf("/api/courses?language=es")).not.toContain(spanish.id);

    // A PATCH that leaves the language out keeps it; null or "" clears it.
    await admin({ method: "PATCH", url: `/api/staff/courses/${spanish.id}`, payload: { title: "Soldadura I" } });
    expect((await get(`/api/courses/${spanish.id}`)).json()).toMatchObject({ language: "en" });
    for (const cleared of [null, ""]) {
      await admin({ method: "PATCH", url: `/api/staff/courses/${unstated.id}`, payload: { language: "es" } });
      const reply = await admin({
        method: "PATCH",
        url: `/api/staff/courses/${unstated.id}`,
        payload: { language: cleared },
      });
      expect(reply.json()).toMatchObject({ language: null });
    }
    expect(await idsOf("/api/courses?language=es")).not.toContain(unstated.id);
  });

  it("tells a lesson's reader the language of its course", async () => {
    const fixture = await createCourseWithContent(t.db, { title: "Huerto urbano", language: "es", isFree: true });
    const lesson = await get(`/api/lessons/${fixture.lessons[0]!.id}`);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json()).toMatchObject({ courseTitle: "Huerto urbano", courseLanguage: "es" });
    const unstated = await createCourseWithContent(t.db, { title: "Unstated", isFree: true });
    expect((await get(`/api/lessons/${unstated.lessons[0]!.id}`)).json()).toMatchObject({ courseLanguage: null });
  });

  it("refuses a language that is not en or es, with a clear message", async () => {
    for (const language of ["fr", "EN", "english", 1, true]) {
      const response = await admin({ method: "POST", url: "/api/staff/courses", payload: newCourse("Bad", language) });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().errors).toEqual([
        { path: "body.language", message: "Language must be en or es, or null when not stated" },
      ]);
    }
    const { id } = (await admin({ method: "POST", url: "/api/staff/courses", payload: newCourse("Good") })).json<{
      id: string;
    }>();
    const patched = await admin({ method: "PATCH", url: `/api/staff/courses/${id}`, payload: { language: "pt" } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors[0]).toMatchObject({ path: "body.language" });
  });

  it("answers 400 for an unknown ?language= filter", async () => {
    for (const url of ["/api/courses?language=fr", "/api/courses?language=", "/api/courses?language=ES"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([{ path: "querystring.language", message: "Language must be en or es" }]);
    }
  });
});

describe("a blog post's language", () => {
  it("is saved on create and update, shown in public and staff answers, and filters the blog", async () => {
    const created = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: newPost("Consejos de taller", "es"),
    });
    expect(created.statusCode).toBe(201);
    const spanish = created.json<{ id: string; language: string | null }>();
    expect(spanish.language).toBe("es");
    const english = (
      await admin({ method: "POST", url: "/api/admin/blog", payload: newPost("Shop tips", "en") })
    ).json<{
      id: string;
    }>();
    const unstated = (await admin({ method: "POST", url: "/api/admin/blog", payload: newPost("Notes") })).json<{
      id: string;
      language: string | null;
    }>();
    expect(unstated.language).toBeNull();

    expect((await get(`/api/blog/${spanish.id}`)).json()).toMatchObject({ language: "es" });
    expect((await admin({ method: "GET", url: `/api/admin/blog/${english.id}` })).json()).toMatchObject({
      language: "en",
    });

    expect(await idsOf("/api/blog")).toEqual(expect.arrayContaining([spanish.id, english.id, unstated.id]));
    const inSpanish = await idsOf("/api/blog?language=es");
    expect(inSpanish).toContain(spanish.id);
    expect(inSpanish).not.toContain(english.id);
    expect(inSpanish).not.toContain(unstated.id);
    const inEnglish = await idsOf("/api/blog?language=en");
    expect(inEnglish).toContain(english.id);
    expect(inEnglish).not.toContain(spanish.id);

    const changed = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${unstated.id}`,
      payload: { language: "es" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: "es", title: "Notes" });
    expect(await idsOf("/api/blog?language=es")).toContain(unstated.id);

    const cleared = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${unstated.id}`,
      payload: { language: null },
    });
    expect(cleared.json()).toMatchObject({ language: null });
    expect(await idsOf("/api/blog?language=es")).not.toContain(unstated.id);
  });

  it("refuses a language that is not en or es, and an unknown ?language= filter", async () => {
    const response = await admin({ method: "POST", url: "/api/admin/blog", payload: newPost("Bad", "de") });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.language", message: "Language must be en or es, or null when not stated" },
    ]);
    const filtered = await get("/api/blog?language=de");
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().errors).toEqual([{ path: "querystring.language", message: "Language must be en or es" }]);
  });
});

describe("the page cache", () => {
  it("keeps a filtered catalog and blog under their own keys, and an unknown language under the plain page's", () => {
    expect(pageCacheKey("/courses?language=es").key).toBe("html:/courses?language=es");
    expect(pageCacheKey("/courses?price=free&language=en").key).toBe("html:/courses?language=en&price=free");
    expect(pageCacheKey("/courses?language=fr").key).toBe("html:/courses");
    expect(pageCacheKey("/blog?language=es&category=Trade%20Tips").key).toBe(
      pageCacheKey("/blog?category=Trade+Tips&language=es").key,
    );
    expect(pageCacheKey("/blog?language=es").key).toBe("html:/blog?language=es");
    expect(pageCacheKey("/blog?language=xx").key).toBe("html:/blog");
  });
});
