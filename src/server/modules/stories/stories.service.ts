import type { z } from "zod";
import type { storyCreateBody, storyUpdateBody } from "../../../shared/contracts/stories.js";
import type { Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { patchRecord, writeRecord, type RecordKind } from "../../lib/records.js";
import * as queries from "./stories.queries.js";

// The public read (cached by the routes under the "stories" topic)

export const listVisibleStories = (db: Executor) => queries.listVisibleStories(db);

/** When the public stories last changed (the sitemap's lastmod of /success-stories); null when none is visible. */
export const lastVisibleStoryChange = (db: Executor) => queries.lastVisibleStoryChange(db);

// Admins' management: every write drops the "stories" topic once the change is committed

const story: RecordKind = { topic: "stories", label: "Success story" };

export const listStories = (db: Executor) => queries.listAllStories(db);

export async function createStory(
  db: Executor,
  cache: CacheInvalidator,
  input: z.output<typeof storyCreateBody>,
  now = new Date(),
) {
  return writeRecord(cache, story, () =>
    queries.insertStory(db, {
      ...input,
      age: input.age ?? null,
      currentJob: input.currentJob ?? null,
      salary: input.salary ?? null,
      imageUrl: input.imageUrl ?? null,
      location: input.location ?? null,
      graduationYear: input.graduationYear ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

export async function updateStory(
  db: Executor,
  cache: CacheInvalidator,
  id: string,
  input: z.output<typeof storyUpdateBody>,
  now = new Date(),
) {
  return patchRecord(cache, story, id, input, now, (uuid, values) => queries.updateStory(db, uuid, values));
}
