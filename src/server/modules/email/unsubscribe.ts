import { createHmac, timingSafeEqual } from "node:crypto";
import { noticeKeys, type NoticeKey } from "../../../shared/rules/email.js";

/**
 * One-click unsubscribe links (RFC 8058) work without signing in: the link carries what to stop
 * (one notice of a user, or the "newsletter" of an address) and an HMAC of it under the session
 * secret, so nobody can stop someone else's mail by guessing. A notices link without `notice` stops
 * every optional notice: no mail carries one since issue 23 (each notice stops itself only), but
 * links in mail sent before still work as they said.
 */
export type UnsubscribeTarget =
  { list: "notices"; userId: string; notice?: NoticeKey } | { list: "newsletter"; email: string };

const encode = (target: UnsubscribeTarget) => {
  if (target.list === "newsletter") return `newsletter:${target.email.toLowerCase()}`;
  return target.notice ? `notice:${target.notice}:${target.userId}` : `notices:${target.userId}`;
};

const isNoticeKey = (value: string): value is NoticeKey => (noticeKeys as readonly string[]).includes(value);

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
  if (list === "notice") {
    const [notice, ...userId] = value;
    if (!notice || !isNoticeKey(notice) || userId.length !== 1 || !userId[0]) return undefined;
    return { list: "notices", userId: userId[0], notice };
  }
  if (list === "newsletter") return { list, email: subject };
  return undefined;
}
