import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedResponse } from "../cache.js";
import { markReusable } from "./fast-path.js";

/**
 * The one revalidation answer for a public cache entry: its ETag, and 304 when the client already
 * has it, else the entry's body. The answer is the entry and nothing else, the same for every
 * caller: the fast path (fast-path.ts) replays it to the next request for the same address and
 * variant while the entry lasts. A route whose answer depends on anything else (the user, a
 * header other than the page variant's) must not use it. Visitors' pages (ssr.ts) send through it
 * with their own Cache-Control and type already set.
 */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  markReusable(reply, entry.key, entry.etag);
  reply.header("etag", entry.etag);
  if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();
  return reply.status(200).send(entry.body);
}

/** A cached public API answer (JSON unless another type is given), revalidated on every use. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  contentType = "application/json; charset=utf-8",
) {
  reply.header("cache-control", "no-cache").type(contentType);
  return sendEntry(request, reply, entry);
}
