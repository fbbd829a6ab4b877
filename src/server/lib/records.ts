import type { CacheInvalidator, CacheTopic } from "../cache.js";
import { notFound, type NotFoundSubject } from "../errors.js";
import { isUuid } from "../ids.js";
import { sent } from "./patch.js";

/**
 * The records admins manage one by one (articles, mentors, success stories): the public cache
 * topic their pages are kept under, and the name a 404 gives ("Mentor not found").
 */
export interface RecordKind {
  topic: CacheTopic;
  label: NotFoundSubject;
}

/** The record with this id, or 404; an id that is no UUID can't name one, so the database isn't asked. */
export async function requireRecord<T>(
  kind: Pick<RecordKind, "label">,
  id: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const record = isUuid(id) ? await find(id) : undefined;
  if (!record) throw notFound(kind.label);
  return record;
}

/** Runs a write, then drops the kind's public topic: the write has committed by then. */
export async function writeRecord<T>(cache: CacheInvalidator, kind: RecordKind, write: () => Promise<T>): Promise<T> {
  const record = await write();
  await cache.invalidate(kind.topic);
  return record;
}

/** A PATCH: writes the fields sent and updatedAt, 404 for an unknown id, then drops the topic. */
export async function patchRecord<T, P extends object>(
  cache: CacheInvalidator,
  kind: RecordKind,
  id: string,
  patch: P,
  now: Date,
  update: (id: string, values: ReturnType<typeof sent<P>> & { updatedAt: Date }) => Promise<T | undefined>,
): Promise<T> {
  return writeRecord(cache, kind, () =>
    requireRecord(kind, id, (uuid) => update(uuid, { ...sent(patch), updatedAt: now })),
  );
}
