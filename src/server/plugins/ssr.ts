import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SsrModule } from "../../shared/ssr.js";
import { ALL_TOPICS, type CachedResponse } from "../cache.js";
import { toCurrentUser, type SessionUser } from "../modules/auth/index.js";
import { wantsDataSaver } from "../../shared/rules/data-saver.js";
import type { Locale } from "../../shared/rules/locale.js";
import { localeOf } from "../i18n/locale-of.js";
import { render } from "../i18n/catalog.js";
import { sendEntry } from "./cached-reply.js";
import { pageCacheKey } from "./page-cache-key.js";
import { pwaFileHeaders } from "./pwa.js";
import { loadedUserOf, sessionCookieName } from "./auth.js";
import { syncSessionTag } from "../modules/auth/session-tag.js";
import { TAP_REPLAY_SCRIPT } from "../../shared/tap-replay.js";

export interface SsrOptions {
  /** dist/client: the built index.html, assets and public files. */
  clientDir: string;
  /** dist/ssr/entry-server.js. */
  serverEntry: string;
  /** public/: served as-is when the client has not been built (API-only runs). */
  publicDir: string;
}

/** Counts of visitors' page renders since start (tests and operators read them). */
export interface PageRenderStats {
  rendered: number;
  joined: number;
}

/** A visitors' page as rendered, with its cache entry when it is one to keep (a 200). */
interface VisitorPage {
  status: number;
  html: string;
  redirect: string | undefined;
  entry?: CachedResponse;
}

/**
 * Server rendering: every page path answers with HTML that already holds its content. The page
 * gets its data through the API itself (app.inject), so the rules, the auth and the public cache
 * are the same as for the browser's own calls.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions) {
  const built = existsSync(join(options.clientDir, "index.html")) && existsSync(options.serverEntry);
  const stats: PageRenderStats = { rendered: 0, joined: 0 };
  app.decorate("pageRenders", stats);
  if (!built) {
    if (existsSync(options.publicDir)) {
      await app.register(fastifyStatic, { root: options.publicDir, wildcard: false, maxAge: "1d", index: false });
    }
    app.setNotFoundHandler((request, reply) => notFound(request, reply));
    return;
  }

  const template = readFileSync(join(options.clientDir, "index.html"), "utf8");
  const ssr = (await import(pathToFileURL(options.serverEntry).href)) as SsrModule;

  // Hashed build assets never change; everything else revalidates daily.
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (vite.config.ts).
    preCompressed: true,
    setHeaders(response, path) {
      response.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      );
      // The installable app's files (the worker, the manifest, the offline page) have their own.
      const pwa = pwaFileHeaders(options.clientDir, path);
      if (pwa) response.headers(pwa);
    },
  });

  const render = async (request: FastifyRequest, user: SessionUser | null, locale: Locale, url = request.url) => {
    const cookie = request.headers.cookie;
    const result = await ssr.render({
      url,
      origin: app.config.publicUrl.origin,
      user: user ? toCurrentUser(user) : null,
      settings: {
        contactEmail: app.config.contactEmail,
        year: new Date().getUTCFullYear(),
        publicOrigin: app.config.publicUrl.origin,
      },
      dataSaver: wantsDataSaver(cookie, request.headers["save-data"]),
      locale,
      fetcher: async (path) => {
        const response = await app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });
        return { status: response.statusCode, statusText: response.statusMessage, body: response.body };
      },
    });
    if (result.redirect) return { status: 302, html: "", redirect: result.redirect };
    const html = template
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace("<!--app-head-->", `<script>${TAP_REPLAY_SCRIPT}</script>${result.head}`)
      .replace("<!--app-html-->", result.html)
      .replace(
        "<!--app-state-->",
        `<script type="application/json" id="__TSA_STATE__">${result.state}</script>` +
          (result.messages ? `<script type="application/json" id="__TSA_MESSAGES__">${result.messages}</script>` : ""),
      );
    return { status: result.status, html, redirect: undefined };
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await request.currentUser();
    const locale = localeOf(request, user);
    // Pages differ with "Data saver", which the cookie or the Save-Data header asks for, and with
    // the language (the cookie, else Accept-Language).
    reply
      .header("cache-control", "private, no-cache")
      .header("vary", "cookie, save-data, accept-language")
      .header("content-language", locale)
      .type("text/html; charset=utf-8");
    // The worker's signed-in copies follow the session this page was rendered for (decision 0008).
    syncSessionTag(request, reply, app.config, user ? request.cookies[sessionCookieName(app.config)] : undefined);
    if (user) {
      // A signed-in page carries the person's name and data: no browser cache or back/forward
      // cache copy of it may outlive the session (issue 20: the next person on a shared phone).
      reply.header("cache-control", "no-store");
      const page = await render(request, user, locale);
      if (page.redirect) return reply.redirect(page.redirect);
      return reply.status(page.status).send(page.html);
    }
    // A visitor's page depends only on its address and the public data: keep rendered HTML
    // until that data changes (the same invalidation as the public API's cache). The key holds
    // only what the page reads, and the page is rendered from exactly that, so an ignored
    // parameter can't change what is kept.
    const target = pageCacheKey(
      request.url,
      wantsDataSaver(request.headers.cookie, request.headers["save-data"]),
      locale,
    );
    if (!target.key) {
      const page = await render(request, null, locale);
      if (page.redirect) return reply.redirect(page.redirect);
      return reply.status(page.status).send(page.html);
    }
    const cached = app.cache.peek(target.key);
    if (cached) return sendEntry(request, reply, cached);
    const page = await renderForVisitors(request, locale, target.key, target.url);
    if (page.redirect) return reply.redirect(page.redirect);
    if (!page.entry) return reply.status(page.status).send(page.html);
    return sendEntry(request, reply, page.entry);
  };

  /**
   * One render at a time per visitors' page: requests for a page that is being rendered (a cold
   * start, or the moment after an invalidation, with many visitors at once) wait for that render
   * instead of each rendering it again (the public cache's loadOnce, as for API answers).
   */
  const renderForVisitors = (request: FastifyRequest, locale: Locale, key: string, url: string) => {
    const { result, joined } = app.cache.loadOnce(key, ALL_TOPICS, async (before): Promise<VisitorPage> => {
      const page = await render(request, null, locale, url);
      return page.redirect || page.status !== 200
        ? page
        : { ...page, entry: app.cache.store(key, ALL_TOPICS, page.html, before) };
    });
    if (joined) stats.joined++;
    else stats.rendered++;
    return result;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return notFound(request, reply);
    if (isApiPath(request.url)) return notFound(request, reply);
    return renderPage(request, reply);
  });
}

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

function notFound(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url)) {
    const locale = localeOf(request, loadedUserOf(request));
    return reply
      .status(404)
      .header("content-language", locale)
      .send({ message: render(locale, "Not found") });
  }
  return reply
    .status(404)
    .type("text/html; charset=utf-8")
    .send("<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1>");
}
