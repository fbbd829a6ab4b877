import type { z } from "zod";
import type { mentorCreateBody, mentorUpdateBody } from "../../../shared/contracts/mentors.js";
import type { Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { patchRecord, requireRecord, writeRecord, type RecordKind } from "../../lib/records.js";
import * as queries from "./mentors.queries.js";

// The public reads (cached by the routes under the "mentors" topic)

export const listMentors = (db: Executor) => queries.listMentors(db);
export const listAvailableMentors = (db: Executor) => queries.listAvailableMentors(db);

/** When a mentor's profile last changed (the sitemap's lastmod of /mentorship); null when there is none. */
export const lastMentorChange = (db: Executor) => queries.lastMentorChange(db);

// Admins' management: every write drops the "mentors" topic once the change is committed

const mentor: RecordKind = { topic: "mentors", label: "Mentor" };

/** Every mentor in name order (the public list is by rating). */
export const listMentorsByName = (db: Executor) => queries.listMentorsByName(db);

export const getMentor = (db: Executor, id: string) =>
  requireRecord(mentor, id, (uuid) => queries.findMentor(db, uuid));

export async function createMentor(
  db: Executor,
  cache: CacheInvalidator,
  input: z.output<typeof mentorCreateBody>,
  now = new Date(),
) {
  return writeRecord(cache, mentor, () =>
    queries.insertMentor(db, { ...input, imageUrl: input.imageUrl ?? null, createdAt: now, updatedAt: now }),
  );
}

export async function updateMentor(
  db: Executor,
  cache: CacheInvalidator,
  id: string,
  input: z.output<typeof mentorUpdateBody>,
  now = new Date(),
) {
  return patchRecord(cache, mentor, id, input, now, (uuid, values) => queries.updateMentor(db, uuid, values));
}
