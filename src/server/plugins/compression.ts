import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";

export type Encoding = "br" | "gzip";

/** Smaller answers gain less than the headers and the work cost. */
export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, or none. A
 * coding listed with q=0 is refused; "*" stands for any coding not listed.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  const size = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  return brotliCompressSync(body, {
    params: {
      // Quality 5 packs text nearly as well as 11 at a small fraction of the time.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/**
 * Compressed bodies of answers that carry an ETag (cached public JSON and visitors' pages):
 * the tag names the exact bytes, so each is compressed once per encoding, not per request.
 */
class CompressedMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

/** A text answer of 1 kB or more, not yet encoded, with a body worth sending compressed. */
function compressibleAnswer(reply: FastifyReply, payload: string | Buffer): boolean {
  if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader("content-encoding")) return false;
  const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
  if (size < MIN_COMPRESS_BYTES) return false;
  return COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""));
}

/**
 * Compresses text answers (HTML, JSON, CSS, SVG) of 1 kB or more with brotli or gzip, as the
 * client accepts. Built assets are compressed at build time and served by the static plugin.
 */
export function registerCompression(app: FastifyInstance, options: { memoBytes?: number } = {}) {
  const memo = new CompressedMemo(options.memoBytes ?? 32 * 1024 * 1024);
  // A callback hook, not an async one: most answers leave at the first check, without a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const accept = request.headers["accept-encoding"];
    if (!accept || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return done(null, payload);
    const encoding = compressibleAnswer(reply, payload) ? preferredEncoding(accept) : null;
    if (!encoding) return done(null, payload);

    const etag = reply.getHeader("etag");
    const key = typeof etag === "string" ? `${encoding}:${etag}` : null;
    let body = key ? memo.get(key) : undefined;
    if (!body) {
      body = compress(payload, encoding);
      if (key) memo.set(key, body);
    }
    const vary = reply.getHeader("vary");
    reply
      .header("content-encoding", encoding)
      .header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding")
      .removeHeader("content-length");
    done(null, body);
  });
}
