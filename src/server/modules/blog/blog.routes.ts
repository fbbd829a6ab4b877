import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { blogPost } from "../../../shared/contracts/blog.js";
import { idParams } from "../../../shared/contracts/common.js";
import { contentLanguageQuery } from "../../../shared/contracts/locale.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as blog from "./blog.service.js";

const postList = z.array(blogPost);

/** The public blog: published posts, cached under the "blog" topic. */
export async function blogRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  // ?language=en|es: only the posts their authors say are written in it (issue 12).
  app.get(
    "/blog",
    { schema: { querystring: contentLanguageQuery, response: { 200: postList } } },
    async (request, reply) => {
      const { language } = request.query;
      return sendCached(
        request,
        reply,
        await cache.get(language ? `blog?language=${language}` : "blog", ["blog"], postList, () =>
          blog.listPublishedPosts(db, language),
        ),
      );
    },
  );

  app.get("/blog/:id", { schema: { params: idParams, response: { 200: blogPost } } }, async (request, reply) => {
    const { id } = request.params;
    return sendCached(
      request,
      reply,
      await cache.get(`blog:${id}`, ["blog"], blogPost, () => blog.getPublishedPost(db, id)),
    );
  });
}
