import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { successStory } from "../../../shared/contracts/stories.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as stories from "./stories.service.js";

const storyList = z.array(successStory);

/** The public success stories: visible ones, cached under the "stories" topic. */
export async function storyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  app.get("/success-stories", { schema: { response: { 200: storyList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("stories", ["stories"], storyList, () => stories.listVisibleStories(db)),
    ),
  );
}
