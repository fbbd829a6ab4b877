import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { returnToQuery, safeReturnTo } from "../../../shared/contracts/auth.js";
import { landingPath } from "../../../shared/rules/auth.js";
import { requestLocale } from "../../../shared/rules/locale.js";
import type { Config } from "../../config.js";
import { AppError } from "../../errors.js";
import { rememberDevice } from "./known-device.js";
import { finishSignIn, OIDC_FLOW_MAX_AGE_MS, startSignIn, type OidcFlow } from "./oidc.js";
import { upsertOidcUser, type OidcSignUpHook } from "./oidc.service.js";

export const OIDC_FAILURE_PATH = "/login?error=oidc";

export function oidcCookieName(config: Config) {
  // __Secure- rather than __Host-: the cookie is scoped to /api, which __Host- forbids.
  return config.secureCookies ? "__Secure-tsa_oidc" : "tsa_oidc";
}

/**
 * What a provider sends back (RFC 6749 4.1.2 and 4.1.2.1, RFC 9207's iss): the handler passes the
 * query on as received, and openid-client checks it against the flow.
 */
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  error_uri: z.string().max(2000).optional(),
});

const flowCookie = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(512),
  nonce: z.string().min(1).max(512),
  returnTo: z.string().max(2000),
  startedAt: z.number().int(),
});

export interface OidcRoutesOptions {
  /**
   * Applies the invitations sent to a new account's address, when the provider verified it, in
   * the account's transaction; given by app.ts (the cohorts module, issue 24).
   */
  applyInvitations?: OidcSignUpHook;
}

/** External sign-in with an OpenID Connect provider: the redirect out and the callback. */
export async function oidcRoutes(parent: FastifyInstance, options: OidcRoutesOptions = {}) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const cookieName = oidcCookieName(config);
  const cookieOptions = {
    path: "/api",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  const notConfigured = () => new AppError("NOT_FOUND", "External sign-in is not configured");

  app.get("/login/oidc", { schema: { querystring: returnToQuery } }, async (request, reply) => {
    const settings = config.oidc;
    if (!settings) throw notConfigured();
    let started;
    try {
      started = await startSignIn(settings, config.publicUrl, safeReturnTo(request.query.returnTo));
    } catch (error) {
      request.log.warn({ err: error, issuer: settings.issuerUrl }, "OpenID Connect discovery failed");
      throw new AppError("SERVICE_UNAVAILABLE", "The sign-in provider is unavailable. Please try again later.");
    }
    reply.setCookie(cookieName, Buffer.from(JSON.stringify(started.flow)).toString("base64url"), {
      ...cookieOptions,
      signed: true,
      maxAge: OIDC_FLOW_MAX_AGE_MS / 1000,
    });
    reply.header("cache-control", "no-store");
    return reply.redirect(started.url.href, 302);
  });

  app.get("/callback", { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const settings = config.oidc;
    if (!settings) throw notConfigured();
    reply.header("cache-control", "no-store");
    // One attempt per cookie: it goes whatever the outcome, so a code can't be replayed with it.
    const flow = readFlow(request, cookieName);
    reply.clearCookie(cookieName, cookieOptions);

    const fail = (reason: string, error?: unknown) => {
      request.log.warn({ err: error, reason }, "OpenID Connect sign-in failed");
      return reply.redirect(OIDC_FAILURE_PATH, 302);
    };
    if (!flow) return fail("missing, tampered or expired state cookie");

    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    let landing: string;
    try {
      const claims = await finishSignIn(settings, config.publicUrl, query, flow);
      // A first sign-in makes the account in the visitor's language (its emails follow it).
      const locale = requestLocale(request.headers.cookie, request.headers["accept-language"]);
      const user = await upsertOidcUser(app.db, claims, locale, options.applyInvitations);
      await reply.signIn(user.id);
      // This browser is known to the account: it keeps signing in with a password (if the
      // account has one) while the account is under attack.
      rememberDevice(request, reply, config, user.id);
      landing = landingPath(user.role, flow.returnTo);
    } catch (error) {
      return fail("authorization response, token exchange, account lookup or session start failed", error);
    }
    return reply.redirect(landing, 302);
  });
}

function readFlow(request: FastifyRequest, cookieName: string): OidcFlow | undefined {
  const raw = request.cookies[cookieName];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(unsigned.value, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = flowCookie.safeParse(decoded);
  if (!parsed.success) return undefined;
  const age = Date.now() - parsed.data.startedAt;
  return age >= 0 && age <= OIDC_FLOW_MAX_AGE_MS ? parsed.data : undefined;
}
