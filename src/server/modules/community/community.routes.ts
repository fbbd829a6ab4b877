import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blogPost,
  paymentIntentBody,
  paymentIntentResponse,
  successStory,
} from "../../../shared/contracts/community.js";
import { idParams } from "../../../shared/contracts/common.js";
import { sendCached } from "../../cache.js";
import * as community from "./community.service.js";

const postList = z.array(blogPost);
const storyList = z.array(successStory);

export async function communityRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  app.get("/blog", { schema: { response: { 200: postList } } }, async (request, reply) =>
    sendCached(request, reply, await cache.get("blog", ["blog"], postList, () => community.listPublishedPosts(db))),
  );

  app.get("/blog/:id", { schema: { params: idParams, response: { 200: blogPost } } }, async (request, reply) => {
    const { id } = request.params;
    return sendCached(
      request,
      reply,
      await cache.get(`blog:${id}`, ["blog"], blogPost, () => community.getPublishedPost(db, id)),
    );
  });

  app.get("/success-stories", { schema: { response: { 200: storyList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("stories", ["stories"], storyList, () => community.listVisibleStories(db)),
    ),
  );

  app.post(
    "/create-payment-intent",
    { schema: { body: paymentIntentBody, response: { 200: paymentIntentResponse } } },
    async (request) => community.createPaymentIntent(db, request.body),
  );
}
