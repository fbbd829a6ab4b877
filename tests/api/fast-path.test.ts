import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../src/db/schema/index.js";
import { SECURE_SESSION_TAG_COOKIE, SESSION_TAG_COOKIE } from "../../src/shared/rules/session-tag.js";
import type { TestContext } from "../support/app.js";
import { fakeClientBuild, type FakeBuild } from "../support/fake-build.js";

/** The built server bundle's stand-in: each page names its address, the user and Save-Data. */
const ENTRY_SERVER = `export async function render({ url, user, dataSaver }) {
  return { status: 200, head: "<title>Fake</title>", html: "<main data-rendered=\\"" + url + "\\" data-user=\\"" + (user ? user.email : "") + "\\" data-saver=\\"" + Boolean(dataSaver) + "\\">" + "page ".repeat(2000) + "</main>", state: "{}" };
}
`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real connection, the body as sent (no decoding). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Headers without the ones that change per answer (date) or per connection. */
const stable = (headers: IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
};

describe("the fast path for repeated public reads", () => {
  let t: TestContext;
  let port: number;
  let courseId: string;
  let build: FakeBuild | undefined;

  beforeAll(async () => {
    build = fakeClientBuild(ENTRY_SERVER);
    process.env.CLIENT_DIST_DIR = build.dir;
    // Imported after CLIENT_DIST_DIR is set: app.ts reads it when first imported (factories import it too).
    const { createTestApp } = await import("../support/app.js");
    const { createCourseWithContent } = await import("../support/factories.js");
    t = await createTestApp();
    courseId = (await createCourseWithContent(t.db)).course.id;
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });

  it("replays the app's own answer, byte for byte and header for header, for each encoding and for 304", async () => {
    for (const path of ["/api/courses", `/api/courses/${courseId}`, "/courses"]) {
      const variants: Record<string, string>[] = [
        {},
        { "accept-encoding": "gzip, deflate, br" },
        { "accept-encoding": "gzip" },
      ];
      for (const headers of variants) {
        const served = t.app.fastPath.served;
        const first = await get(port, path, headers);
        expect(first.status).toBe(200);
        const second = await get(port, path, headers);
        expect(t.app.fastPath.served).toBe(served + 1);
        expect(second.status).toBe(200);
        expect(stable(second.headers)).toEqual(stable(first.headers));
        expect(second.body.equals(first.body)).toBe(true);
      }
      const tag = (await get(port, path)).headers.etag!;
      const firstNotModified = await get(port, path, { "if-none-match": tag });
      const served = t.app.fastPath.served;
      const secondNotModified = await get(port, path, { "if-none-match": tag });
      expect(t.app.fastPath.served).toBe(served + 1);
      expect(firstNotModified.status).toBe(304);
      expect(secondNotModified.status).toBe(304);
      expect(stable(secondNotModified.headers)).toEqual(stable(firstNotModified.headers));
      expect(secondNotModified.body).toHaveLength(0);
    }
    // A page is big enough to be compressed: the replayed answer is the compressed one.
    const compressed = await get(port, "/courses", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("answers afresh once the data changes (the cache's invalidation retires the recorded answer)", async () => {
    await get(port, `/api/courses/${courseId}`);
    const before = await get(port, `/api/courses/${courseId}`);
    expect(JSON.parse(before.body.toString()).title).toBe("Intro to Carpentry");
    await t.db.update(courses).set({ title: "Advanced Carpentry" }).where(eq(courses.id, courseId));
    await t.app.cache.invalidate("catalog");
    const served = t.app.fastPath.served;
    const after = await get(port, `/api/courses/${courseId}`);
    expect(t.app.fastPath.served).toBe(served);
    expect(JSON.parse(after.body.toString()).title).toBe("Advanced Carpentry");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The page cached before the change is rendered again too.
    const page = await get(port, "/courses");
    expect(page.status).toBe(200);
    expect(t.app.fastPath.served).toBe(served);
  });

  it("leaves requests with a session cookie, with a query string, and other methods to the app", async () => {
    await get(port, "/courses");
    await get(port, "/courses");
    const served = t.app.fastPath.served;
    const withSession = await get(port, "/courses", { cookie: "tsa_session=not-a-real-session" });
    expect(withSession.status).toBe(200);
    const withQuery = await get(port, "/api/courses?x=1");
    await get(port, "/api/courses?x=1");
    expect(withQuery.status).toBe(200);
    const head = await new Promise<number>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path: "/api/courses", method: "HEAD", agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
        .on("error", reject)
        .end();
    });
    expect(head).toBe(200);
    expect(t.app.fastPath.served).toBe(served);
    // Other cookies don't make an answer personal: it is still replayed.
    await get(port, "/courses", { cookie: "theme=dark" });
    expect(t.app.fastPath.served).toBe(served + 1);
  });

  it("leaves a request still carrying a session tag (a session that expired) to the app, which clears the tag", async () => {
    await get(port, "/courses");
    await get(port, "/courses");
    const served = t.app.fastPath.served;
    const stale = await get(port, "/courses", { cookie: `theme=dark; ${SESSION_TAG_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` });
    expect(stale.status).toBe(200);
    // The app answered (not the recorded answer) and told the browser to drop the tag, so the
    // service worker stops serving the ended session's copies (decision 0008).
    expect([stale.headers["set-cookie"] ?? []].flat()).toContainEqual(expect.stringMatching(/^tsa_session_tag=;/));
    // The https name too.
    const secure = await get(port, "/courses", { cookie: `${SECURE_SESSION_TAG_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` });
    expect(secure.status).toBe(200);
    expect(t.app.fastPath.served).toBe(served);
  });

  it("keeps a Data saver visitor's page apart from everyone else's (cookie or Save-Data header)", async () => {
    // The page says which it is: the stand-in build in an attribute, the real build in the
    // dehydrated state of its "data-saver" query.
    const saver = (answer: Answer) => {
      const html = answer.body.toString();
      return (/data-saver="(true|false)"/.exec(html) ??
        /"data":(true|false),[^\]]*"queryKey":\["data-saver"\]/.exec(html))?.[1];
    };
    // Recorded for a plain visitor first, then asked with data saver: never the plain page.
    await get(port, "/blog");
    await get(port, "/blog");
    expect(saver(await get(port, "/blog", { cookie: "tsa_data_saver=1" }))).toBe("true");
    expect(saver(await get(port, "/blog", { cookie: "tsa_data_saver=1" }))).toBe("true");
    expect(saver(await get(port, "/blog", { "save-data": "on" }))).toBe("true");
    expect(saver(await get(port, "/blog"))).toBe("false");
    // Recorded for data saver first, then asked plainly: never the data-saver page.
    await get(port, "/success-stories", { "save-data": "on" });
    await get(port, "/success-stories", { "save-data": "on" });
    expect(saver(await get(port, "/success-stories"))).toBe("false");
    expect(saver(await get(port, "/success-stories", { cookie: "tsa_data_saver=0", "save-data": "on" }))).toBe("false");
    expect(saver(await get(port, "/success-stories", { "save-data": "on" }))).toBe("true");
  });
});
