import type { z } from "zod";
import type { storyCreateBody, storyUpdateBody } from "../../../shared/contracts/stories.js";
import type { Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { sent } from "../../lib/patch.js";
import * as queries from "./stories.queries.js";

// The public read (cached by the routes under the "stories" topic)

export const listVisibleStories = (db: Executor) => queries.listVisibleStories(db);

/** When the public stories last changed (the sitemap's lastmod of /success-stories); null when none is visible. */
export const lastVisibleStoryChange = (db: Executor) => queries.lastVisibleStoryChange(db);

// Admins' management: every write drops the "stories" topic once the change is committed

export const listStories = (db: Executor) => queries.listAllStories(db);

export async function createStory(
  db: Executor,
  cache: CacheInvalidator,
  input: z.output<typeof storyCreateBody>,
  now = new Date(),
) {
  const story = await queries.insertStory(db, {
    ...input,
    age: input.age ?? null,
    currentJob: input.currentJob ?? null,
    salary: input.salary ?? null,
    imageUrl: input.imageUrl ?? null,
    location: input.location ?? null,
    graduationYear: input.graduationYear ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await cache.invalidate("stories");
  return story;
}

export async function updateStory(
  db: Executor,
  cache: CacheInvalidator,
  id: string,
  input: z.output<typeof storyUpdateBody>,
  now = new Date(),
) {
  const story = isUuid(id) ? await queries.updateStory(db, id, { ...sent(input), updatedAt: now }) : undefined;
  if (!story) throw notFound("Success story");
  await cache.invalidate("stories");
  return story;
}
