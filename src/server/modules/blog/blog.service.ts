import type { z } from "zod";
import type { blogPostCreateBody, blogPostUpdateBody } from "../../../shared/contracts/blog.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { sent } from "../../lib/patch.js";
import * as queries from "./blog.queries.js";

// The public reads (cached by the routes under the "blog" topic)

export const listPublishedPosts = (db: Executor) => queries.listPublishedPosts(db);

/** A published post; a draft is not found for the public. */
export async function getPublishedPost(db: Executor, id: string) {
  const post = isUuid(id) ? await queries.findPublishedPost(db, id) : undefined;
  if (!post) throw notFound("Article");
  return post;
}

/** How many posts the RSS feed carries: the newest ones. */
export const FEED_POST_LIMIT = 50;

/** The newest published posts, newest first, for the RSS feed (feeds module; cached under "blog"). */
export const listPublishedPostsForFeed = (db: Executor) => queries.listNewestPublishedPosts(db, FEED_POST_LIMIT);

/** Every published post's id and last change, for the sitemap (feeds module; cached under "blog"). */
export const listPublishedPostDates = (db: Executor) => queries.listPublishedPostDates(db);

// Admins' management: every write drops the "blog" topic once the change is committed

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
