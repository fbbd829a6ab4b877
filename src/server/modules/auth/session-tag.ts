import { createHmac } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SECURE_SESSION_TAG_COOKIE, SESSION_TAG_COOKIE, sessionTagOf } from "../../../shared/rules/session-tag.js";
import type { Config } from "../../config.js";
import { SESSION_ABSOLUTE_MS } from "./sessions.js";

/**
 * The session tag (src/shared/rules/session-tag.ts): an HMAC of the session token under the
 * server's secret, so it tells sessions apart without being one (the token can't be found from it,
 * and it signs nobody in).
 */
export function sessionTag(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`session-tag:${token}`).digest("base64url").slice(0, 22);
}

export function sessionTagCookieName(config: Pick<Config, "secureCookies">): string {
  return config.secureCookies ? SECURE_SESSION_TAG_COOKIE : SESSION_TAG_COOKIE;
}

const tagCookieOptions = (config: Pick<Config, "secureCookies">) => ({
  path: "/",
  // Readable by the page and the service worker on purpose: it is what they key signed-in copies to.
  httpOnly: false,
  sameSite: "lax" as const,
  secure: config.secureCookies,
});

/** Sets the tag of a session that starts now: it lives as long as the session can. */
export function setSessionTag(
  reply: FastifyReply,
  config: Pick<Config, "secureCookies" | "sessionSecret">,
  token: string,
) {
  reply.setCookie(sessionTagCookieName(config), sessionTag(config.sessionSecret, token), {
    ...tagCookieOptions(config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionTag(reply: FastifyReply, config: Pick<Config, "secureCookies">) {
  reply.clearCookie(sessionTagCookieName(config), tagCookieOptions(config));
}

/**
 * Makes the tag cookie agree with the session a page was rendered for: set when a session has none
 * (one that began before tags existed) or another one, cleared when the session is gone (expired,
 * or ended elsewhere) but the tag stayed. So the worker stops serving copies of a session that ended
 * without a sign-out as soon as the phone loads any page online.
 */
export function syncSessionTag(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, "secureCookies" | "sessionSecret">,
  sessionToken: string | undefined,
) {
  const current = sessionTagOf(request.headers.cookie);
  if (!sessionToken) {
    if (current) clearSessionTag(reply, config);
    return;
  }
  const wanted = sessionTag(config.sessionSecret, sessionToken);
  if (current !== wanted) setSessionTag(reply, config, sessionToken);
}
