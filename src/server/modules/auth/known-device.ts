import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";

// Known-device cookies (OWASP's "device cookies"): each successful password sign-in (and sign-up)
// gives the browser a signed note "this browser signed in to account X". While an account is
// under attack from many addresses (throttle.ts, reserveAccountAttempt), a browser holding the
// note for that account is not slowed down: the owner's own phone keeps signing in at once. It
// proves only that this browser once knew the password; the per-address limits still apply to it.

/** How long a browser stays known to an account after its last successful sign-in. */
export const KNOWN_DEVICE_DAYS = 90;
/** Accounts one browser stays known to (a shared phone); the oldest is dropped beyond. */
export const KNOWN_DEVICE_MAX_ACCOUNTS = 5;

export function knownDeviceCookieName(config: Pick<Config, "secureCookies">) {
  return config.secureCookies ? "__Host-tsa_device" : "tsa_device";
}

interface Entry {
  userId: string;
  expiresAt: number;
}

const mac = (secret: string, userId: string, expiresAt: number) =>
  createHmac("sha256", secret).update(`known-device\n${userId}\n${expiresAt}`).digest("base64url");

const sameMac = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The entries of the cookie whose signature is good and that have not expired. */
function readEntries(value: string | undefined, secret: string, now: number): Entry[] {
  if (!value || value.length > 2000) return [];
  const entries: Entry[] = [];
  for (const part of value.split("~")) {
    const [userId, expires, signature] = part.split(".");
    const expiresAt = Number(expires);
    if (!userId || !signature || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) continue;
    if (sameMac(signature, mac(secret, userId, expiresAt))) entries.push({ userId, expiresAt });
  }
  return entries;
}

/** Whether this browser signed in to the account before (a valid, unexpired note for it). */
export function isKnownDevice(request: FastifyRequest, config: Config, userId: string, now = Date.now()): boolean {
  const value = request.cookies[knownDeviceCookieName(config)];
  return readEntries(value, config.sessionSecret, now).some((entry) => entry.userId === userId);
}

/** After a successful sign-in: the browser is known to the account for KNOWN_DEVICE_DAYS more. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  userId: string,
  now = Date.now(),
) {
  const name = knownDeviceCookieName(config);
  const expiresAt = Math.floor(now / 1000) + KNOWN_DEVICE_DAYS * 24 * 3600;
  const others = readEntries(request.cookies[name], config.sessionSecret, now).filter(
    (entry) => entry.userId !== userId,
  );
  const entries = [...others.slice(-(KNOWN_DEVICE_MAX_ACCOUNTS - 1)), { userId, expiresAt }];
  reply.setCookie(
    name,
    entries
      .map((entry) => `${entry.userId}.${entry.expiresAt}.${mac(config.sessionSecret, entry.userId, entry.expiresAt)}`)
      .join("~"),
    {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      maxAge: KNOWN_DEVICE_DAYS * 24 * 3600,
    },
  );
}
