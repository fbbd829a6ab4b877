import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../errors.js";
import { parseRange } from "./range.js";
import { StorageKeyError, StorageNotFoundError, type Storage, type StoredFile } from "./storage.js";

export interface SendStoredFileOptions {
  /** The type to answer with, when the caller knows better than the key's extension (a database row). */
  contentType?: string;
  /** Default "private, no-cache": kept, and checked with its ETag before reuse. */
  cacheControl?: string;
  contentDisposition?: string;
}

/** The header's seconds, or NaN: HTTP dates have no milliseconds. */
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
const parseHttpDate = (value: string) => Math.floor(Date.parse(value) / 1000);

/** If-None-Match or else If-Modified-Since says the client's copy is this file (RFC 9110, 13.2.2). */
function isNotModified(request: FastifyRequest, file: StoredFile): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) {
    return noneMatch.split(",").some((tag) => {
      const trimmed = tag.trim();
      // Weak comparison, as If-None-Match uses.
      return trimmed === "*" || trimmed.replace(/^W\//, "") === file.etag.replace(/^W\//, "");
    });
  }
  const modifiedSince = request.headers["if-modified-since"];
  return modifiedSince !== undefined && parseHttpDate(modifiedSince) >= secondsOf(file.lastModified);
}

/**
 * If-Range: the range applies only while the client's copy is this file, named by a strong ETag
 * (strong comparison: a weak tag never matches) or by its exact Last-Modified date.
 */
function isRangeCurrent(request: FastifyRequest, file: StoredFile): boolean {
  const ifRange = request.headers["if-range"];
  if (ifRange === undefined) return true;
  const value = String(ifRange).trim();
  if (value.startsWith('"') || value.startsWith("W/")) return !file.etag.startsWith("W/") && value === file.etag;
  return parseHttpDate(value) === secondsOf(file.lastModified);
}

/**
 * Answers a request for a stored file. The route checks access first; this only serves.
 *
 * - S3: a 302 to a short-lived presigned address; the bucket answers ranges itself.
 * - Local: streamed from disk (never read whole into memory), with Accept-Ranges, 206 and
 *   Content-Range for one range ("bytes=a-b", "bytes=a-", "bytes=-n"), 416 with
 *   "bytes * /size" for a range outside the file, ETag and Last-Modified with 304s and If-Range,
 *   and HEAD. Several ranges in one request get the whole file (200).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: SendStoredFileOptions = {},
): Promise<FastifyReply> {
  if (storage.presignedUrl) {
    const url = await storage.presignedUrl(key, {
      ...(options.contentType ? { contentType: options.contentType } : {}),
      ...(options.contentDisposition ? { contentDisposition: options.contentDisposition } : {}),
    });
    // The address expires: neither the browser nor a proxy may keep the redirect.
    return reply.header("cache-control", "no-store").redirect(url, 302);
  }
  const file = await storage.stat(key).catch((error: unknown) => {
    // A key made from an address that isn't one (".." and the like) names no file.
    if (error instanceof StorageKeyError) return undefined;
    throw error;
  });
  if (!file) throw notFound("File");
  reply
    .header("accept-ranges", "bytes")
    .header("etag", file.etag)
    .header("last-modified", file.lastModified.toUTCString())
    .header("cache-control", options.cacheControl ?? "private, no-cache")
    // Whatever a file holds, it never runs as a page of this site.
    .header("content-security-policy", "default-src 'none'; sandbox")
    .type(options.contentType ?? file.contentType);
  if (options.contentDisposition) reply.header("content-disposition", options.contentDisposition);
  if (isNotModified(request, file)) return reply.code(304).send();

  const wanted = isRangeCurrent(request, file)
    ? parseRange(request.headers.range, file.size)
    : { kind: "whole" as const };
  if (wanted.kind === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${file.size}`).header("content-length", 0).send();
  }
  const range = wanted.kind === "range" ? { start: wanted.start, end: wanted.end } : undefined;
  if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
  reply.header("content-length", range ? range.end - range.start + 1 : file.size);
  // HEAD: Fastify's HEAD route counts a missing or string body as 0 bytes; an empty stream
  // keeps the length set above.
  if (request.method === "HEAD") return reply.send(Readable.from([]));
  try {
    return reply.send(await storage.read(key, range));
  } catch (error) {
    // Deleted between stat and read.
    if (error instanceof StorageNotFoundError) throw notFound("File");
    throw error;
  }
}
