import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BLOG_FEED } from "../../../shared/rules/blog.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as feeds from "./feeds.service.js";

const RSS_TYPE = "application/rss+xml; charset=utf-8";
const XML_TYPE = "application/xml; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";

/** The answers are documents, not JSON: the schema documents them, and the routes send them as built. */
const document = (description: string) => ({ response: { 200: z.string().describe(description) } });

/**
 * The blog's RSS feed, the sitemap and robots.txt, at the site's root. They take no input and
 * are the same for everyone: the feed and the sitemap are public reads, cached and revalidated
 * by ETag like the public API (dropped with the topics they read); robots.txt depends on the
 * configuration only and is built once. Registered before server rendering, so these paths
 * never reach the pages' 404.
 */
export async function feedRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;
  const { publicUrl } = app.config;

  app.get(BLOG_FEED.path, { schema: document("RSS 2.0 of the published blog posts") }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.getText("feed:blog", feeds.BLOG_FEED_TOPICS, () => feeds.buildBlogFeed(db, publicUrl)),
      RSS_TYPE,
    ),
  );

  app.get("/sitemap.xml", { schema: document("Sitemap of the public pages") }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.getText("sitemap", feeds.SITEMAP_TOPICS, () => feeds.buildSitemap(db, publicUrl)),
      XML_TYPE,
    ),
  );

  const robots = feeds.buildRobots(publicUrl);
  app.get("/robots.txt", { schema: document("robots.txt") }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type(TEXT_TYPE).send(robots),
  );
}
