/**
 * The session tag: a second, readable cookie that names the current session without revealing it
 * (an HMAC of the session token, made by the server; never the token itself). The service worker
 * keys what it keeps of signed-in pages and reads to it (docs/decisions/0008-service-worker.md):
 * a copy made under one tag is never shown under another or under none. The session cookie itself
 * is HttpOnly, which neither the worker nor the page can read.
 */

/** A session ends after this long without use... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and this long after sign-in, whatever the use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write: the server does it at most this often per session. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/**
 * Whether a session the server last answered for at `confirmedAt` may still be alive at `now`: for a
 * worker that can't read the cookie and only knows the tag a page reported. The server slides the
 * idle expiry at most once per SESSION_REFRESH_MS, so the bound is that much shorter, never longer.
 */
export function mayStillBeSignedIn(confirmedAt: number, now: number): boolean {
  return now >= confirmedAt && now - confirmedAt < SESSION_IDLE_MS - SESSION_REFRESH_MS;
}

/** The tag cookie's name over plain http (development, tests). */
export const SESSION_TAG_COOKIE = "tsa_session_tag";
/** Its name over https: __Host- binds it to this exact origin, like the session cookie. */
export const SECURE_SESSION_TAG_COOKIE = "__Host-tsa_session_tag";

/** A tag as the server writes it: 22 base64url characters (128 bits). */
const TAG = /^[A-Za-z0-9_-]{22}$/;

export function isSessionTag(value: unknown): value is string {
  return typeof value === "string" && TAG.test(value);
}

/** The session tag in a Cookie header or document.cookie, or null when there is none (nobody signed in). */
export function sessionTagOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name !== SESSION_TAG_COOKIE && name !== SECURE_SESSION_TAG_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (isSessionTag(value)) return value;
  }
  return null;
}
