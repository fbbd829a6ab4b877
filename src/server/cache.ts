import { createHash } from "node:crypto";
import { z } from "zod";
import type { Notifier } from "../db/client.js";

/** What public reads depend on; a write names the topics it changes. */
/** "certificates": a revocation (issue 25) changes the public certificate page. */
export type CacheTopic = "catalog" | "mentors" | "blog" | "stories" | "pages" | "certificates" | "impact";

export interface CachedResponse {
  /** The cache key it is kept under. */
  key: string;
  body: string;
  etag: string;
}

const CHANNEL = "tsa_cache_invalidate";

/** Where the cache stands: GET /readyz shows it. */
export interface CacheStats {
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  /** Bound on the estimated memory of the kept answers (entrySize). */
  maxBytes?: number;
  /** Told, at most once a minute, when entries are evicted to stay within the bounds. */
  onPressure?: (stats: CacheStats & { evicted: number }) => void;
}

/**
 * Estimated memory of an entry. V8 keeps a string in one byte a character when every
 * character is Latin-1 and in two otherwise, so two bytes a character bounds the key, body and
 * etag from above whatever the text; the constant covers the entry's object, its topics array
 * and the map slot.
 */
export const entrySize = (key: string, body: string, etag: string) =>
  2 * (key.length + body.length + etag.length) + 200;

const PRESSURE_LOG_INTERVAL_MS = 60_000;

/**
 * Serialized answers to public reads, kept in memory and dropped by topic when data changes.
 * Every process listens for invalidations (PostgreSQL NOTIFY), so a write on one process
 * reaches the caches of all. A load that overlaps an invalidation of its topics is served
 * but not kept, so a stale answer is never cached.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedResponse & { topics: readonly CacheTopic[]; bytes: number }>();
  /** Loads under way, with where their topics stood when each began. */
  private readonly loading = new Map<string, { promise: Promise<unknown>; before: number[] }>();
  private readonly generations = new Map<CacheTopic, number>();
  /** When a topic's answers stop being true by the clock alone (expireTopicAt), epoch ms. */
  private readonly expiries = new Map<CacheTopic, number>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private evictedSinceReport = 0;
  private lastReport = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly notifier: Notifier,
    private readonly options: PublicCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
  }

  async start(): Promise<void> {
    await this.notifier.subscribe(CHANNEL, (payload) => this.drop(payload.split(",") as CacheTopic[]));
    // While the listener was down we may have missed invalidations.
    this.notifier.onReconnect(() => this.clear());
  }

  /** The cached answer for key, or the loader's result validated by schema and cached. */
  get<S extends z.ZodType>(
    key: string,
    topics: readonly CacheTopic[],
    schema: S,
    load: () => Promise<z.output<S>>,
  ): Promise<CachedResponse> {
    return this.getText(key, topics, async () => JSON.stringify(z.encode(schema, await load())));
  }

  /** The cached text for key, or the loader's text, cached (one load at a time per key and generation). */
  async getText(key: string, topics: readonly CacheTopic[], load: () => Promise<string>): Promise<CachedResponse> {
    const hit = this.peek(key);
    if (hit) return hit;
    return this.loadOnce(key, topics, async (before) => this.store(key, topics, await load(), before)).result;
  }

  /**
   * The one "wait for a load already under way": a load for key joins the one under way if that
   * one began after the last change to its topics (one that began before would answer with the
   * data as it was: store() won't keep it, but it would still be served). Otherwise this load
   * starts, given where the topics stood (for store()). Public API answers (getText) and
   * visitors' pages (plugins/ssr.ts) both load through it; `joined` says which happened.
   */
  loadOnce<T>(
    key: string,
    topics: readonly CacheTopic[],
    load: (before: readonly number[]) => Promise<T>,
  ): { result: Promise<T>; joined: boolean } {
    this.dropExpired();
    const pending = this.loading.get(key);
    if (pending && this.unchangedSince(topics, pending.before)) {
      return { result: pending.promise as Promise<T>, joined: true };
    }
    const before = this.snapshot(topics);
    const promise = load(before).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { promise, before });
    return { result: promise, joined: false };
  }

  /** The cached entry for key, if any. */
  peek(key: string): CachedResponse | undefined {
    this.dropExpired();
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-insert to mark as fresh.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Where the topics stand before a load; store() keeps the result only if none moved since. */
  snapshot(topics: readonly CacheTopic[]): number[] {
    return topics.map((topic) => this.generation(topic));
  }

  /** Whether none of the topics changed since `before` (their snapshot) was taken. */
  unchangedSince(topics: readonly CacheTopic[], before: readonly number[]): boolean {
    return topics.every((topic, index) => this.generation(topic) === before[index]);
  }

  store(key: string, topics: readonly CacheTopic[], body: string, before: readonly number[]): CachedResponse {
    const entry = { key, body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
    const bytes = entrySize(key, body, entry.etag);
    // An answer larger than the whole bound is served but never kept.
    if (bytes <= this.maxBytes && this.unchangedSince(topics, before)) {
      this.remove(key);
      this.entries.set(key, { ...entry, topics, bytes });
      this.bytes += bytes;
      this.evictOverBounds();
    }
    return entry;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxEntries: this.maxEntries, maxBytes: this.maxBytes };
  }

  /** Least recently used first (the map's order), until within both bounds. */
  private evictOverBounds() {
    let evicted = 0;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
      evicted++;
    }
    if (evicted === 0) return;
    this.evictedSinceReport += evicted;
    const now = Date.now();
    if (this.options.onPressure && now - this.lastReport >= PRESSURE_LOG_INTERVAL_MS) {
      this.lastReport = now;
      this.options.onPressure({ ...this.stats(), evicted: this.evictedSinceReport });
      this.evictedSinceReport = 0;
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /**
   * Data whose truth runs out with time rather than with a write (issue 26: a mentor card's
   * "Available today" flips at a window's end or the mentor's midnight): the topic is dropped in
   * this process at the first access from `at` on. Each process that loads such data sets its
   * own, so no message is needed.
   */
  expireTopicAt(topic: CacheTopic, at: number): void {
    const current = this.expiries.get(topic);
    if (current === undefined || at < current) this.expiries.set(topic, at);
  }

  private dropExpired(now = Date.now()) {
    for (const [topic, at] of this.expiries) {
      if (at > now) continue;
      this.expiries.delete(topic);
      this.drop([topic]);
    }
  }

  /** Call after the change is committed. */
  async invalidate(...topics: CacheTopic[]): Promise<void> {
    this.drop(topics);
    await this.notifier.publish(CHANNEL, topics.join(","));
  }

  clear(): void {
    for (const topic of ALL_TOPICS) this.bump(topic);
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(topics: CacheTopic[]) {
    for (const topic of topics) this.bump(topic);
    for (const [key, entry] of this.entries) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.remove(key);
    }
  }

  private bump(topic: CacheTopic) {
    this.generations.set(topic, this.generation(topic) + 1);
  }

  private generation(topic: CacheTopic) {
    return this.generations.get(topic) ?? 0;
  }
}

/** What a service needs of the cache: it invalidates the topics its write changed, after commit. */
export type CacheInvalidator = Pick<PublicCache, "invalidate">;

export const ALL_TOPICS: readonly CacheTopic[] = [
  "catalog",
  "mentors",
  "blog",
  "stories",
  "pages",
  "certificates",
  "impact",
];
