import type { z } from "zod";
import type { mentorCreateBody, mentorUpdateBody } from "../../../shared/contracts/mentors.js";
import type { Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { patchRecord, requireRecord, writeRecord, type RecordKind } from "../../lib/records.js";
import { withComputedAvailability } from "./accounts.service.js";
import * as queries from "./mentors.queries.js";

// The public reads (cached by the routes under the "mentors" topic)

/**
 * The public list, with isAvailable computed from each mentor's windows (issue 26; the flag as
 * stored for a mentor without windows), and when that may next change: the route's cache must
 * not keep the answer past it.
 */
export async function listMentors(db: Executor, now = new Date()) {
  return withComputedAvailability(db, await queries.listMentors(db), now);
}

/** The mentors available today (the same computation), and when that may next change. */
export async function listAvailableMentors(db: Executor, now = new Date()) {
  const { mentors, changesAt } = await listMentors(db, now);
  return { mentors: mentors.filter((mentor) => mentor.isAvailable), changesAt };
}

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
