import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { TAP_REPLAY_SCRIPT } from "../../shared/tap-replay.js";
import type { Config } from "../config.js";
import { AppError } from "../errors.js";

/** Drops __proto__ and constructor.prototype keys, as Fastify's own JSON parser does. */
function rejectProtoKeys(key: string, value: unknown) {
  return key === "__proto__" ? undefined : value;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** modules/email/email.routes.ts serves it. */
const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

/** The one inline script, the pages' early-tap keeper (issue 23), allowed by its hash. */
const TAP_REPLAY_HASH = `'sha256-${createHash("sha256").update(TAP_REPLAY_SCRIPT).digest("base64")}'`;

/** The Content-Security-Policy of every answer: our own scripts only, and no inline one but the tap keeper. */
function contentSecurityPolicy(config: Config): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "font-src": ["'self'", "data:"],
    "form-action": ["'self'", ...(config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [])],
    "frame-ancestors": ["'self'"],
    "frame-src": ["'self'", "https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
    "img-src": ["'self'", "data:", "https:"],
    "media-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "script-src": ["'self'", TAP_REPLAY_HASH],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "connect-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (config.secureCookies) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The video players' origins (features/courses/VideoPlayer.tsx), which the CSP's frame-src lets in. */
const PLAYER_ORIGINS = [
  '"https://www.youtube-nocookie.com"',
  '"https://www.youtube.com"',
  '"https://player.vimeo.com"',
];

/**
 * Permissions-Policy (issue 23): every powerful feature off, but those a page uses. Our own
 * <video> may go full screen and picture-in-picture; the YouTube and Vimeo players get what their
 * iframe's `allow` delegates (autoplay on "Play video", full screen, picture-in-picture, encrypted
 * media, and the motion sensors of 360° videos); the blog's Share buttons use the Web Share API
 * and the clipboard. Only feature names Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = [
  ...["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi", "magnetometer"].map(
    (feature) => `${feature}=()`,
  ),
  ...["display-capture", "screen-wake-lock", "idle-detection", "xr-spatial-tracking", "browsing-topics"].map(
    (feature) => `${feature}=()`,
  ),
  "publickey-credentials-get=()",
  ...["accelerometer", "gyroscope", "encrypted-media"].map((feature) => `${feature}=(${PLAYER_ORIGINS.join(" ")})`),
  ...["autoplay", "fullscreen", "picture-in-picture"].map((feature) => `${feature}=(self ${PLAYER_ORIGINS.join(" ")})`),
  "web-share=(self)",
  "clipboard-write=(self)",
].join(", ");

/**
 * Security headers (the set helmet sends), computed once: every answer carries the same ones,
 * so one hook sets them all instead of a middleware chain per request.
 */
function securityHeaders(config: Config): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(config),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": PERMISSIONS_POLICY,
    // Same-site navigations keep their path (sign-in returns people where they were).
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...(config.secureCookies ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  // Hooks on every request take a callback: cheaper than an async function's promise.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Bodies are JSON only: a cross-site HTML form can't post text/plain or urlencoded data to us.
  app.removeContentTypeParser(["text/plain", "application/json"]);
  // An empty JSON body is no body (calls without a payload), not a parse error.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectProtoKeys));
    } catch {
      done(new AppError("BAD_REQUEST", "Malformed JSON in request body"), undefined);
    }
  });

  const ownOrigin = config.publicUrl.origin;
  // Cross-site request forgery: browsers say where a request comes from (Sec-Fetch-Site,
  // Origin); a state-changing request from another site is refused. Non-browser clients send
  // neither header and are judged by their session cookie alone, which SameSite=Lax keeps
  // from being attached to cross-site POSTs in the first place.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // One-click unsubscribe (RFC 8058) is posted by mail providers from their own sites; it needs
    // no session and its signed token is the whole authority, so there is nothing to forge.
    if (request.url.split("?")[0] === ONE_CLICK_UNSUBSCRIBE_PATH) return done();
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      return done(new AppError("FORBIDDEN", "Cross-site request refused"));
    }
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      return done(new AppError("FORBIDDEN", "Cross-site request refused"));
    }
    done();
  });
}
