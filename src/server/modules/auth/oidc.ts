import * as client from "openid-client";
import type { Config } from "../../config.js";
import type { OidcClaims } from "./oidc.service.js";

export type OidcSettings = NonNullable<Config["oidc"]>;

export const OIDC_SCOPE = "openid email profile";
/** How long a person has to finish signing in at the provider. */
export const OIDC_FLOW_MAX_AGE_MS = 10 * 60 * 1000;

/** One discovery per issuer and client per process; a failed one is forgotten so the next request retries. */
const discoveries = new Map<string, Promise<client.Configuration>>();

/**
 * Plain http only for a provider on this machine (development, tests); anywhere else
 * openid-client's https-only rule stays on.
 */
function isLoopback(issuer: URL): boolean {
  return issuer.hostname === "localhost" || issuer.hostname === "127.0.0.1";
}

export function oidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuerUrl, settings.clientId, settings.clientSecret]);
  let discovery = discoveries.get(key);
  if (!discovery) {
    const issuer = new URL(settings.issuerUrl);
    discovery = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      // RFC 6749 makes HTTP Basic the one method every provider must accept for a client secret.
      client.ClientSecretBasic(settings.clientSecret),
      {
        // A hung provider must not hold sign-in requests for openid-client's default 30 s.
        timeout: 10,
        ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    discoveries.set(key, discovery);
    discovery.catch(() => {
      if (discoveries.get(key) === discovery) discoveries.delete(key);
    });
  }
  return discovery;
}

export function callbackUrl(publicUrl: URL): string {
  return `${publicUrl.origin}/api/callback`;
}

/** The one-time values of a sign-in attempt, kept in a signed cookie until the callback. */
export interface OidcFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** When the attempt started (ms), so an old cookie is refused even if a browser kept it. */
  startedAt: number;
}

export async function startSignIn(
  settings: OidcSettings,
  publicUrl: URL,
  returnTo: string,
): Promise<{ url: URL; flow: OidcFlow }> {
  const configuration = await oidcConfiguration(settings);
  const flow: OidcFlow = {
    codeVerifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
    startedAt: Date.now(),
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(publicUrl),
    scope: OIDC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url, flow };
}

/**
 * Redeems the authorization response (its query string) for the person's claims. Throws on
 * a provider error, a state, PKCE or nonce mismatch, or a failed exchange.
 */
export async function finishSignIn(
  settings: OidcSettings,
  publicUrl: URL,
  query: string,
  flow: OidcFlow,
): Promise<OidcClaims> {
  const configuration = await oidcConfiguration(settings);
  // openid-client takes the redirect_uri for the token request from this URL, so it must be
  // the registered one whatever host or path the request arrived on.
  const currentUrl = new URL(callbackUrl(publicUrl));
  currentUrl.search = query;
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error("the token response has no ID token");

  let claims: Record<string, unknown> = { ...idToken };
  const hasName = idToken.given_name !== undefined || idToken.family_name !== undefined;
  // Providers that conform ID tokens to the claims parameter (oidc-provider's default) put
  // the scope's claims only in userinfo.
  if ((!idToken.email || !hasName) && configuration.serverMetadata().userinfo_endpoint) {
    try {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      // Userinfo is the fresher source; its sub was checked against the ID token's.
      claims = { ...claims, ...definedOnly(userInfo) };
    } catch (error) {
      // Without an email there is no account to match; names alone are not worth failing for.
      if (!idToken.email) throw error;
    }
  }
  return {
    ...claims,
    issuer: idToken.iss,
    sub: idToken.sub,
  };
}

function definedOnly(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null));
}
