/**
 * Everything a first visit loads: the JavaScript a page fetches in Chromium from navigation until
 * the network is idle after hydration, gzip at zlib's level 6 per file (as bench/first-load.ts
 * counts). Besides the static first load (entry, page chunk, their static imports: what the page
 * needs before it is interactive, and what the budget holds), this counts the dynamic imports
 * that fire on every hydration: the page's later() parts, the footer, the toaster, Save/Saved for
 * offline, the service worker's start. Fetches the service worker makes itself (its precache) are
 * not the page's and are not counted.
 *
 * The app is the build in dist/ on a fresh PostgreSQL database with the demo seed. Each route is
 * loaded once in a fresh browser context (no HTTP cache) at 1280 x 800: as a visitor, or, for the
 * pages a visitor is sent away from (dashboard, quiz, project), as a student enrolled in the
 * course; staff pages as the bench's admin. "Idle" is no new request for 2 s after hydration.
 *
 *   BENCH_NO_BUILD=1 BENCH_ONLY=js npm run bench
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { root, startApp, stop, withDatabase } from "./lib.js";
import { routePages } from "./first-load.js";

export interface FirstVisit {
  /** The address loaded, ids filled in. */
  url: string;
  /** Where the page ended (a redirect shows here). */
  landed: string;
  bytes: number;
  chunks: number;
  files: string[];
}

const ADMIN = { email: "bench-admin@example.org", password: "bench-admin-sturdy-passphrase" };
const QUIET_MS = 2000;

/** The demo seed's ids for the routes' parameters, read from the run's database. */
async function sampleIds(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => {
      const { rows } = await client.query<Record<string, string>>(sql);
      return rows[0] ? Object.values(rows[0])[0]! : undefined;
    };
    const freeLesson = await one(
      "select l.id from lessons l join course_modules m on m.id = l.module_id join courses c on c.id = m.course_id where c.is_free order by c.created_at, m.order_index, l.order_index limit 1",
    ).catch(() => one("select id from lessons limit 1"));
    return {
      course: await one("select id from courses where is_free order by created_at limit 1"),
      lesson: freeLesson,
      quiz: await one("select id from quizzes limit 1"),
      project: await one("select id from projects limit 1"),
      post: await one("select id from blog_posts limit 1"),
      slug: await one("select slug from site_pages limit 1"),
    };
  } finally {
    await client.end();
  }
}

/** The course a quiz or project belongs to, to enrol the student in. */
async function courseOf(databaseUrl: string, table: "quizzes" | "projects", id: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ course_id: string }>(
      `select m.course_id from ${table} t join course_modules m on m.id = t.module_id where t.id = $1`,
      [id],
    );
    return rows[0]?.course_id;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function visit(
  browser: Browser,
  base: string,
  path: string,
  as: (context: BrowserContext) => Promise<void>,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await as(context);
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastRequest = Date.now();
    page.on("request", (request) => {
      lastRequest = Date.now();
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.pathname.startsWith("/assets/")) scripts.add(url.pathname);
    });
    await page.goto(base + path);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
    const files = [...scripts].map((pathname) => pathname.slice(1)).sort();
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(root, "dist/client", file)), { level: 6 }).length,
      0,
    );
    return { url: path, landed: new URL(page.url()).pathname, bytes, chunks: files.length, files };
  } finally {
    await context.close();
  }
}

/** Each route's first visit (routes whose parameters the seed can't fill are left out). */
export async function firstVisitJs(chromiumPath: string): Promise<Record<string, FirstVisit>> {
  return withDatabase("PostgreSQL", async (env) => {
    const app = await startApp({
      ...env,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
    try {
      const base = app.base.replace("127.0.0.1", "localhost");
      const ids = await sampleIds(env.DATABASE_URL!);
      const visitor = async (_context: BrowserContext) => {};
      const admin = async (context: BrowserContext) => {
        const response = await context.request.post(`${base}/api/auth/login`, { data: ADMIN });
        if (response.status() !== 200) throw new Error(`bench admin sign-in: ${response.status()}`);
      };
      const student = (courseId?: string) => async (context: BrowserContext) => {
        const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
        const response = await context.request.post(`${base}/api/auth/register`, {
          data: { email, password: "sturdy-oak-workbench-42", firstName: "Bench", lastName: "Visitor" },
        });
        if (response.status() !== 201) throw new Error(`bench sign-up: ${response.status()}`);
        if (courseId) await context.request.post(`${base}/api/courses/${courseId}/enroll`, { data: {} });
      };
      const quizCourse = ids.quiz ? await courseOf(env.DATABASE_URL!, "quizzes", ids.quiz) : undefined;
      const projectCourse = ids.project ? await courseOf(env.DATABASE_URL!, "projects", ids.project) : undefined;
      const fill: Record<string, string | undefined> = {
        ":id": undefined,
        ":certId": "0000000000000000",
        ":slug": ids.slug,
      };
      const result: Record<string, FirstVisit> = {};
      for (const { path } of routePages(root)) {
        let url: string | undefined = path;
        let as: (context: BrowserContext) => Promise<void> = visitor;
        if (path === "*") url = "/no-such-page";
        else if (path === "/courses/:id") url = ids.course && `/courses/${ids.course}`;
        else if (path === "/lessons/:id") url = ids.lesson && `/lessons/${ids.lesson}`;
        else if (path === "/blog/:id") url = ids.post && `/blog/${ids.post}`;
        else if (path === "/quiz/:id") [url, as] = [ids.quiz && `/quiz/${ids.quiz}`, student(quizCourse)];
        else if (path === "/project/:id")
          [url, as] = [ids.project && `/project/${ids.project}`, student(projectCourse)];
        else if (path === "/dashboard") as = student(ids.course);
        else if (path.startsWith("/admin")) {
          as = admin;
          // An editor needs an item of its own: the course editor a course, the page editor a page.
          url = path.replace(":id", ids.course ?? "").replace(":slug", ids.slug ?? "");
        } else url = path.replace(/:[a-zA-Z]+/g, (name) => fill[name] ?? "");
        if (!url || url.endsWith("/")) {
          if (path !== "/") continue;
          url = "/";
        }
        result[path] = await visit(browser, base, url, as);
        console.log(`first visit ${path}: ${result[path].bytes} B in ${result[path].chunks} chunks`);
      }
      return result;
    } finally {
      await browser.close();
      await stop(app.child);
    }
  });
}
