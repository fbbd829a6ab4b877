import type { z } from "zod";
import type {
  blogPostCreateBody,
  blogPostUpdateBody,
  mentorCreateBody,
  mentorUpdateBody,
  storyCreateBody,
  storyUpdateBody,
} from "../../../shared/contracts/admin.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as queries from "./content.queries.js";

/** Public reads are cached: every write here drops its topic once the change is committed. */
export type { CacheInvalidator };

/** Keeps only the fields a PATCH body sent (undefined means "leave as it is"). */
function sent<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

// Blog posts

export const listPosts = (db: Executor) => queries.listAllPosts(db);

export async function getPost(db: Executor, id: string) {
  const post = isUuid(id) ? await queries.findPost(db, id) : undefined;
  if (!post) throw notFound("Article");
  return post;
}

/** A published post always has a publication date: now, unless one was given. */
export async function createPost(
  db: Database,
  cache: CacheInvalidator,
  input: z.output<typeof blogPostCreateBody>,
  now = new Date(),
) {
  const publishedAt = input.publishedAt ?? (input.isPublished ? now : null);
  const post = await queries.insertPost(db, {
    ...input,
    excerpt: input.excerpt ?? null,
    imageUrl: input.imageUrl ?? null,
    publishedAt,
    createdAt: now,
    updatedAt: now,
  });
  await cache.invalidate("blog");
  return post;
}

/**
 * Publishing sets publishedAt to now when none is given and the post has none; unpublishing
 * keeps it (so republishing keeps the original date) unless null is sent. The row is locked
 * so two concurrent edits can't both decide from the same old state.
 */
export async function updatePost(
  db: Database,
  cache: CacheInvalidator,
  id: string,
  input: z.output<typeof blogPostUpdateBody>,
  now = new Date(),
) {
  if (!isUuid(id)) throw notFound("Article");
  const post = await db.transaction(async (tx) => {
    const current = await queries.lockPost(tx, id);
    if (!current) throw notFound("Article");
    const changes = sent(input);
    const isPublished = changes.isPublished ?? current.isPublished;
    let publishedAt = input.publishedAt === undefined ? current.publishedAt : input.publishedAt;
    if (isPublished && publishedAt === null) publishedAt = now;
    return (await queries.updatePost(tx, id, { ...changes, publishedAt, updatedAt: now }))!;
  });
  await cache.invalidate("blog");
  return post;
}

// Mentors

export const listMentors = (db: Executor) => queries.listAllMentors(db);

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

// Success stories

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
