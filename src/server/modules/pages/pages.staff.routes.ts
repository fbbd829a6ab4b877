import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sitePage, sitePageBody, sitePageParams, sitePageSummary } from "../../../shared/contracts/site-pages.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as pages from "./pages.service.js";

/** Admins edit the academy's own pages (under /admin): the role is checked on the server, nothing is cached. */
export async function pagesStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { cache, db } = app;

  app.get("/pages", { schema: { response: { 200: z.array(sitePageSummary) } } }, async () => pages.listPages(db));

  app.get("/pages/:slug", { schema: { params: sitePageParams, response: { 200: sitePage } } }, async (request) =>
    pages.getPage(db, request.params.slug),
  );

  app.put(
    "/pages/:slug",
    { schema: { params: sitePageParams, body: sitePageBody, response: { 200: sitePage } } },
    async (request) => pages.updatePage(db, cache, request.params.slug, request.body),
  );
}
