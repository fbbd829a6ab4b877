import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sitePage, sitePageParams } from "../../../shared/contracts/site-pages.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as pages from "./pages.service.js";

/** The academy's own pages, public and cached under the "pages" topic. */
export async function pagesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  app.get(
    "/pages/:slug",
    { schema: { params: sitePageParams, response: { 200: sitePage } } },
    async (request, reply) => {
      const { slug } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`pages:${slug}`, ["pages"], sitePage, () => pages.getPage(db, slug)),
      );
    },
  );
}
