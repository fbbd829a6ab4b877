import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * One-click unsubscribe links (RFC 8058) work without signing in: the link carries what to stop
 * ("notices" of a user, or the "newsletter" of an address) and an HMAC of it under the session
 * secret, so nobody can stop someone else's mail by guessing.
 */
export type UnsubscribeTarget = { list: "notices"; userId: string } | { list: "newsletter"; email: string };

const encode = (target: UnsubscribeTarget) =>
  target.list === "notices" ? `notices:${target.userId}` : `newsletter:${target.email.toLowerCase()}`;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `unsubscribe:${secret}`).update(payload).digest("base64url");

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = encode(target);
  return `${Buffer.from(payload, "utf8").toString("base64url")}.${sign(secret, payload)}`;
}

/** The target a token names, or undefined when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return undefined;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [list, ...value] = payload.split(":");
  const subject = value.join(":");
  if (!subject) return undefined;
  if (list === "notices") return { list, userId: subject };
  if (list === "newsletter") return { list, email: subject };
  return undefined;
}
