/**
 * The fast path: answers a repeated public read (a cached API answer, a visitor's cached page)
 * with the exact status, headers and bytes the app sent for it the last time, straight from the
 * node:http server, without running the framework's request cycle again.
 *
 * - An answer is recorded only when its route says it is a pure function of a public cache entry
 *   (sendCached, sendHtml call markReusable), for a GET without a query string, without a session
 *   cookie and without Set-Cookie; what is recorded is the framework's own final answer (after
 *   compression), one per variant: encoding (br, gzip, none) and 304 for a matching If-None-Match.
 * - It is served only while the public cache still holds the same entry (same key, same ETag), so
 *   every invalidation (a write here, or NOTIFY from another process) retires it at once.
 * - Anything else (another method, a session cookie, a variant not yet recorded) goes to Fastify.
 *
 * docs/decisions/0010-response-fast-path.md explains the choice.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicCache } from "../cache.js";
import { preferredEncoding } from "./compression.js";

interface WireAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface WireEntry {
  cacheKey: string;
  etag: string;
  /** By the encoding the request prefers: "br", "gzip", "identity" (200 answers), or "304". */
  variants: Map<string, WireAnswer>;
  bytes: number;
}

const reusable = Symbol("reusable");
type MarkedReply = FastifyReply & { [reusable]?: { cacheKey: string; etag: string } };

/** Says the answer being sent is the public cache entry under cacheKey and nothing else. */
export function markReusable(reply: FastifyReply, cacheKey: string, etag: string) {
  (reply as MarkedReply)[reusable] = { cacheKey, etag };
}

/** The few Accept-Encoding spellings browsers send, parsed once each. */
const encodingMemo = new Map<string, string>();
function encodingOf(header: string | undefined): string {
  if (!header) return "identity";
  let encoding = encodingMemo.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header) ?? "identity";
    if (encodingMemo.size >= 200) encodingMemo.clear();
    encodingMemo.set(header, encoding);
  }
  return encoding;
}

export interface FastPathOptions {
  /** Requests carrying this cookie are always the framework's (a signed-in user's pages are their own). */
  sessionCookieName: string;
  /**
   * Nor those carrying the session tag: a session that ended without a sign-out (expiry) still has
   * it, and the framework's page answer removes it, so the worker stops serving that person's copies.
   */
  sessionTagCookieName?: string;
  /** Bound on the recorded bodies (default 32 MB); the oldest addresses go first. */
  maxBytes?: number;
  /** Told of each answer sent (the request log, when it is on). */
  onServed?: (request: IncomingMessage, status: number) => void;
  /**
   * What else than the address picks the answer (e.g. "Data saver" from a cookie or the
   * Save-Data header): answers are kept and looked up by this and the address together.
   */
  variantOf?: (headers: IncomingHttpHeaders) => string;
}

export class FastPath {
  private readonly entries = new Map<string, WireEntry>();
  private bytes = 0;
  private stopped = false;
  /** Answers sent so far (the tests read it). */
  served = 0;
  private readonly privateCookies: string[];

  private readonly maxBytes: number;
  private readonly onServed: FastPathOptions["onServed"];
  private readonly variantOf: NonNullable<FastPathOptions["variantOf"]>;

  constructor(
    private readonly cache: PublicCache,
    options: FastPathOptions,
  ) {
    this.privateCookies = [options.sessionCookieName, options.sessionTagCookieName]
      .filter((name): name is string => !!name)
      .map((name) => `${name}=`);
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.onServed = options.onServed;
    this.variantOf = options.variantOf ?? (() => "");
  }

  /** Where an answer is kept: the request's variant and its address. */
  private keyOf(headers: IncomingHttpHeaders, url: string): string {
    return `${this.variantOf(headers)}\u0000${url}`;
  }

  private isPrivate(cookie: string | undefined): boolean {
    return cookie !== undefined && this.privateCookies.some((marker) => cookie.includes(marker));
  }

  /** Answers the request from a recorded answer; false when the framework must answer it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.stopped || request.method !== "GET") return false;
    const url = request.url;
    if (url === undefined) return false;
    if (this.isPrivate(request.headers.cookie)) return false;
    const key = this.keyOf(request.headers, url);
    const entry = this.entries.get(key);
    if (!entry) return false;
    // The same entry as when recorded, or the data changed: then the framework answers afresh.
    if (this.cache.peek(entry.cacheKey)?.etag !== entry.etag) {
      this.remove(key);
      return false;
    }
    const variant = entry.variants.get(
      request.headers["if-none-match"] === entry.etag ? "304" : encodingOf(request.headers["accept-encoding"]),
    );
    if (!variant) return false;
    response.writeHead(variant.status, variant.headers);
    response.end(variant.body);
    this.served++;
    this.onServed?.(request, variant.status);
    return true;
  }

  /** Keeps the framework's final answer to a request, when the route marked it reusable. */
  record(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const mark = (reply as MarkedReply)[reusable];
    if (!mark || this.stopped || request.method !== "GET") return payload;
    const url = request.raw.url ?? "";
    if (url.includes("?")) return payload;
    if (this.isPrivate(request.headers.cookie)) return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    const status = reply.statusCode;
    const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
    let body: Buffer;
    let variant: string;
    if (status === 304 && payload == null && request.headers["if-none-match"] === mark.etag) {
      body = Buffer.alloc(0);
      variant = "304";
    } else if (status === 200 && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      body = typeof payload === "string" ? Buffer.from(payload) : payload;
      headers["content-length"] = String(body.length);
      // Kept under what the request asked for (the app's answer to it: compressed or not, as
      // compression decided for this body), which is what the next request is looked up by.
      variant = encodingOf(request.headers["accept-encoding"]);
    } else {
      return payload;
    }
    const key = this.keyOf(request.headers, url);
    let entry = this.entries.get(key);
    if (entry && (entry.cacheKey !== mark.cacheKey || entry.etag !== mark.etag)) {
      this.remove(key);
      entry = undefined;
    }
    if (!entry) {
      entry = { cacheKey: mark.cacheKey, etag: mark.etag, variants: new Map(), bytes: key.length * 2 + 200 };
      this.entries.set(key, entry);
      this.bytes += entry.bytes;
    }
    const size = body.length + 1000;
    const previous = entry.variants.get(variant);
    if (previous) {
      entry.bytes -= previous.body.length + 1000;
      this.bytes -= previous.body.length + 1000;
    }
    entry.variants.set(variant, { status, headers, body });
    entry.bytes += size;
    this.bytes += size;
    this.evictOverBound();
    // Fastify sends the same bytes on.
    return body.length > 0 ? body : payload;
  }

  /** Answers nothing more (the app is closing: Fastify answers 503 from now on). */
  stop() {
    this.stopped = true;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  private evictOverBound() {
    for (const [key] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Records reusable answers: a root onSend hook, registered after compression so that it sees
 * the bytes as sent.
 */
export function registerFastPathRecorder(app: FastifyInstance, fastPath: FastPath) {
  app.addHook("onSend", (request, reply, payload, done) => {
    done(null, fastPath.record(request, reply, payload));
  });
  app.addHook("preClose", (done) => {
    fastPath.stop();
    done();
  });
}
