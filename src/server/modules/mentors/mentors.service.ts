import type { z } from "zod";
import type { mentorCreateBody, mentorUpdateBody } from "../../../shared/contracts/mentors.js";
import type { Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { sent } from "../../lib/patch.js";
import * as queries from "./mentors.queries.js";

// The public reads (cached by the routes under the "mentors" topic)

export const listMentors = (db: Executor) => queries.listMentors(db);
export const listAvailableMentors = (db: Executor) => queries.listAvailableMentors(db);

/** When a mentor's profile last changed (the sitemap's lastmod of /mentorship); null when there is none. */
export const lastMentorChange = (db: Executor) => queries.lastMentorChange(db);

// Admins' management: every write drops the "mentors" topic once the change is committed

/** Every mentor in name order (the public list is by rating). */
export const listMentorsByName = (db: Executor) => queries.listMentorsByName(db);

export async function getMentor(db: Executor, id: string) {
  const mentor = isUuid(id) ? await queries.findMentor(db, id) : undefined;
  if (!mentor) throw notFound("Mentor");
  return mentor;
}

export async function createMentor(
  db: Executor,
  cache: CacheInvalidator,
  input: z.output<typeof mentorCreateBody>,
  now = new Date(),
) {
  const mentor = await queries.insertMentor(db, {
    ...input,
    imageUrl: input.imageUrl ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await cache.invalidate("mentors");
  return mentor;
}

export async function updateMentor(
  db: Executor,
  cache: CacheInvalidator,
  id: string,
  input: z.output<typeof mentorUpdateBody>,
  now = new Date(),
) {
  const mentor = isUuid(id) ? await queries.updateMentor(db, id, { ...sent(input), updatedAt: now }) : undefined;
  if (!mentor) throw notFound("Mentor");
  await cache.invalidate("mentors");
  return mentor;
}
