import type { z } from "zod";
import type { blogPostCreateBody, blogPostUpdateBody } from "../../../shared/contracts/blog.js";
import type { Database, Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";
import type { CacheInvalidator } from "../../cache.js";
import { sent } from "../../lib/patch.js";
import { requireRecord, writeRecord, type RecordKind } from "../../lib/records.js";
import * as queries from "./blog.queries.js";

// The public reads (cached by the routes under the "blog" topic)

const article: RecordKind = { topic: "blog", label: "Article" };

export const listPublishedPosts = (db: Executor, language?: Locale) => queries.listPublishedPosts(db, language);

/** A published post; a draft is not found for the public. */
export const getPublishedPost = (db: Executor, id: string) =>
  requireRecord(article, id, (uuid) => queries.findPublishedPost(db, uuid));

/** How many posts the RSS feed carries: the newest ones. */
export const FEED_POST_LIMIT = 50;

/** The newest published posts, newest first, for the RSS feed (feeds module; cached under "blog"). */
export const listPublishedPostsForFeed = (db: Executor) => queries.listNewestPublishedPosts(db, FEED_POST_LIMIT);

/** Every published post's id and last change, for the sitemap (feeds module; cached under "blog"). */
export const listPublishedPostDates = (db: Executor) => queries.listPublishedPostDates(db);

// Admins' management: every write drops the "blog" topic once the change is committed

export const listPosts = (db: Executor) => queries.listAllPosts(db);

export const getPost = (db: Executor, id: string) => requireRecord(article, id, (uuid) => queries.findPost(db, uuid));

/** A published post always has a publication date: now, unless one was given. */
export async function createPost(
  db: Database,
  cache: CacheInvalidator,
  input: z.output<typeof blogPostCreateBody>,
  now = new Date(),
) {
  const publishedAt = input.publishedAt ?? (input.isPublished ? now : null);
  return writeRecord(cache, article, () =>
    queries.insertPost(db, {
      ...input,
      excerpt: input.excerpt ?? null,
      imageUrl: input.imageUrl ?? null,
      publishedAt,
      createdAt: now,
      updatedAt: now,
    }),
  );
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
  return writeRecord(cache, article, () =>
    db.transaction(async (tx) => {
      const current = await requireRecord(article, id, (uuid) => queries.lockPost(tx, uuid));
      const changes = sent(input);
      const isPublished = changes.isPublished ?? current.isPublished;
      let publishedAt = input.publishedAt === undefined ? current.publishedAt : input.publishedAt;
      if (isPublished && publishedAt === null) publishedAt = now;
      return (await queries.updatePost(tx, current.id, { ...changes, publishedAt, updatedAt: now }))!;
    }),
  );
}
