import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { storyCreateBody, storyUpdateBody, successStory } from "../../../shared/contracts/stories.js";
import { idParams } from "../../../shared/contracts/common.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as stories from "./stories.service.js";

/** Admins manage the success stories (under /admin): every route checks the role on the server, and nothing is cached. */
export async function storyStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { cache, db } = app;

  app.get("/success-stories", { schema: { response: { 200: z.array(successStory) } } }, async () =>
    stories.listStories(db),
  );

  app.post(
    "/success-stories",
    { schema: { body: storyCreateBody, response: { 201: successStory } } },
    async (request, reply) => reply.status(201).send(await stories.createStory(db, cache, request.body)),
  );

  app.patch(
    "/success-stories/:id",
    { schema: { params: idParams, body: storyUpdateBody, response: { 200: successStory } } },
    async (request) => stories.updateStory(db, cache, request.params.id, request.body),
  );
}
