import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { blogPost, blogPostCreateBody, blogPostUpdateBody } from "../../../shared/contracts/blog.js";
import { idParams } from "../../../shared/contracts/common.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as blog from "./blog.service.js";

/** Admins manage the blog (under /admin): every route checks the role on the server, and nothing is cached. */
export async function blogStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { cache, db } = app;

  app.get("/blog", { schema: { response: { 200: z.array(blogPost) } } }, async () => blog.listPosts(db));

  app.get("/blog/:id", { schema: { params: idParams, response: { 200: blogPost } } }, async (request) =>
    blog.getPost(db, request.params.id),
  );

  app.post("/blog", { schema: { body: blogPostCreateBody, response: { 201: blogPost } } }, async (request, reply) =>
    reply.status(201).send(await blog.createPost(db, cache, request.body)),
  );

  app.patch(
    "/blog/:id",
    { schema: { params: idParams, body: blogPostUpdateBody, response: { 200: blogPost } } },
    async (request) => blog.updatePost(db, cache, request.params.id, request.body),
  );
}
