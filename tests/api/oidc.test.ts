import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
// @ts-expect-error -- oidc-provider ships no type declarations and @types/oidc-provider is not a dependency; the narrow ProviderClass below types what the test uses.
import { Provider } from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, users } from "../../src/db/schema/index.js";
import { oidcSubjectOf, OidcSignInError, upsertOidcUser } from "../../src/server/modules/auth/oidc.service.js";
import { as, createTestApp, sessionCookie, type TestContext } from "../support/app.js";
import { createTeamCourse, createUser, signedInUser } from "../support/factories.js";

const PUBLIC_URL = "http://localhost:3000";
const CALLBACK = `${PUBLIC_URL}/api/callback`;
const CLIENT_ID = "tsa-web";
const CLIENT_SECRET = "tsa-web-secret-for-tests";

interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

/** The people the test provider knows, by subject; tests add and edit them. */
const accounts = new Map<string, AccountClaims>();
let issuer: string;
let providerServer: Server;
/** When false the provider answers every request with 503, as an outage would. */
let providerUp = true;
let ctx: TestContext;
let app: FastifyInstance;

function oidcEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    PUBLIC_URL,
    ...overrides,
  };
}

beforeAll(async () => {
  providerServer = createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, "127.0.0.1", resolve));
  // The issuer must name the real port, so the provider is built once the server has one.
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new (Provider as ProviderClass)(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_context: unknown, sub: string) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["provider-cookie-key-for-tests"] },
    jwks: { keys: [{ ...signingKey, use: "sig" }] },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const handle = provider.callback();
  providerServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (providerUp) return handle(req, res);
    res.writeHead(503).end();
  });

  ctx = await createTestApp(oidcEnv());
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
  // Keep-alive sockets from fetch would hold close() open.
  providerServer?.closeAllConnections();
  await new Promise<void>((resolve) => (providerServer ? providerServer.close(() => resolve()) : resolve()));
});

/** The provider's cookies, enough of a jar for one browser session (one host, paths ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", val = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const decodeHtml = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * Plays the browser at the provider, from the authorization URL to the redirect back to us:
 * follows redirects and submits the development login (as `login`) and consent forms.
 * Returns the callback's path and query.
 */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = new URL(response.headers.get("location") ?? "", url);
      if (location.href.startsWith(CALLBACK)) return location.pathname + location.search;
      url = location.href;
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status} at ${url}: ${html}`);
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}: ${html}`);
    url = new URL(decodeHtml(action), url).href;
    body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "anything" } : { prompt });
  }
  throw new Error("the provider never redirected back to the app");
}

/** The Cookie header carrying the state cookie a /api/login/oidc response set. */
function stateCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === "tsa_oidc");
  if (!cookie) throw new Error(`no state cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

async function startLogin(target: FastifyInstance, returnTo = "/courses") {
  const response = await target.inject({
    method: "GET",
    url: `/api/login/oidc?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(response.statusCode, response.body).toBe(302);
  return { response, location: String(response.headers.location), cookie: stateCookie(response) };
}

/** The whole sign-in of the provider account `sub`; answers the app's callback response. */
async function signIn(sub: string, returnTo = "/courses") {
  const { location, cookie } = await startLogin(app, returnTo);
  const callbackPath = await signInAtProvider(location, sub);
  return app.inject({ method: "GET", url: callbackPath, headers: { cookie } });
}

async function currentUser(cookie: string) {
  const response = await as(app, cookie)({ method: "GET", url: "/api/auth/user" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    role: string;
  }>();
}

function expectFailure(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/login?error=oidc");
  expect(response.cookies.find((entry) => entry.name.endsWith("tsa_session"))).toBeUndefined();
}

let nextAccount = 0;
function account(claims: AccountClaims = {}): string {
  const sub = `account-${++nextAccount}`;
  accounts.set(sub, {
    email: `${sub}@example.org`,
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    picture: `https://images.example.org/${sub}.png`,
    ...claims,
  });
  return sub;
}

describe("GET /api/login/oidc", () => {
  it("redirects to the provider with PKCE, state and nonce, and keeps them in a short-lived signed cookie", async () => {
    const { location, response } = await startLogin(app);
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();

    const cookie = response.cookies.find((entry) => entry.name === "tsa_oidc");
    expect(cookie).toMatchObject({ path: "/api", httpOnly: true, sameSite: "Lax", maxAge: 600 });
    expect(cookie?.secure).toBeFalsy();
    // Nothing in the cookie reveals the verifier to someone who can only read the redirect.
    expect(cookie?.value).not.toContain(url.searchParams.get("code_challenge"));
  });

  it("answers 404 when external sign-in is not configured", async () => {
    const plain = await createTestApp();
    try {
      for (const url of ["/api/login/oidc", "/api/callback?code=x&state=y"]) {
        const response = await plain.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "External sign-in is not configured" });
      }
    } finally {
      await plain.close();
    }
  });

  it("answers 503 while the provider is down, and retries discovery once it is back", async () => {
    // A client id of its own, so no discovery cached by the other tests answers for it.
    const other = await createTestApp(oidcEnv({ OIDC_CLIENT_ID: "another-client" }));
    try {
      providerUp = false;
      const down = await other.app.inject({ method: "GET", url: "/api/login/oidc" });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: "The sign-in provider is unavailable. Please try again later." });
      expect(down.cookies.find((entry) => entry.name === "tsa_oidc")).toBeUndefined();

      providerUp = true;
      const up = await other.app.inject({ method: "GET", url: "/api/login/oidc" });
      expect(up.statusCode).toBe(302);
      expect(String(up.headers.location)).toMatch(new RegExp(`^${issuer}/auth\\?`));
    } finally {
      providerUp = true;
      await other.close();
    }
  });

  it("is where /api/login sends people when password sign-in is off", async () => {
    const oidcOnly = await createTestApp(oidcEnv({ LOCAL_AUTH: "false" }));
    try {
      const response = await oidcOnly.app.inject({ method: "GET", url: "/api/login?returnTo=/courses" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/api/login/oidc?returnTo=%2Fcourses");
    } finally {
      await oidcOnly.close();
    }
  });
});

describe("the whole sign-in", () => {
  it("creates a student from the provider's claims, signs them in and returns them where they were", async () => {
    const sub = account({ given_name: "Grace", family_name: "Hopper" });
    const response = await signIn(sub, "/courses");
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe("/courses");
    // The state cookie is spent.
    expect(response.cookies.find((entry) => entry.name === "tsa_oidc")?.value).toBe("");
    // The browser is now known to the account (it keeps signing in while the account is under attack).
    expect(response.cookies.find((entry) => entry.name === "tsa_device")?.value).toBeTruthy();

    const user = await currentUser(sessionCookie(response));
    expect(user).toMatchObject({
      email: `${sub}@example.org`,
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: `https://images.example.org/${sub}.png`,
      role: "student",
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.oidcSubject).toBe(`${issuer}|${sub}`);
    expect(row?.passwordHash).toBe("");
  });

  it("updates the same account when the same person signs in again", async () => {
    const sub = account();
    const first = await currentUser(sessionCookie(await signIn(sub)));

    accounts.set(sub, { ...accounts.get(sub), given_name: "Augusta", family_name: "King" });
    const again = await signIn(sub);
    expect(again.headers.location).toBe("/courses");
    const second = await currentUser(sessionCookie(again));

    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ firstName: "Augusta", lastName: "King" });
    const rows = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `${sub}@example.org`));
    expect(rows).toHaveLength(1);
  });

  it("makes a new account in the language of the sign-in request, and leaves an existing one's alone", async () => {
    const sub = account();
    const { location, cookie } = await startLogin(app);
    const callbackPath = await signInAtProvider(location, sub);
    const response = await app.inject({
      method: "GET",
      url: callbackPath,
      headers: { cookie, "accept-language": "es-AR,es;q=0.9" },
    });
    expect(response.statusCode, response.body).toBe(302);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `${sub}@example.org`));
    expect(row?.locale).toBe("es");

    const again = await startLogin(app);
    const againPath = await signInAtProvider(again.location, sub);
    await app.inject({ method: "GET", url: againPath, headers: { cookie: `${again.cookie}; tsa_locale=en` } });
    const [same] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `${sub}@example.org`));
    expect(same?.locale).toBe("es");
  });

  it("links an existing account with the same verified email", async () => {
    const local = await createUser(ctx.db, { email: "Existing.Learner@Example.org", firstName: "Old" });
    const sub = account({ email: "existing.learner@example.org", given_name: "New" });

    const response = await signIn(sub);
    expect(response.headers.location).toBe("/courses");
    const user = await currentUser(sessionCookie(response));
    expect(user.id).toBe(local.id);
    expect(user.firstName).toBe("New");
    const [row] = await ctx.db.select().from(users).where(eq(users.id, local.id));
    expect(row?.oidcSubject).toBe(`${issuer}|${sub}`);
    // The password still works alongside the external sign-in.
    expect(row?.passwordHash).toBe(local.passwordHash);
  });

  it("refuses to take over an existing account when the provider has not verified the email", async () => {
    const local = await createUser(ctx.db, { email: "unverified-owner@example.org" });
    const sub = account({ email: "unverified-owner@example.org", email_verified: false });

    expectFailure(await signIn(sub));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, local.id));
    expect(row?.oidcSubject).toBeNull();
  });

  it("fails without an email from the provider", async () => {
    const sub = account();
    accounts.set(sub, { given_name: "No", family_name: "Email" });
    expectFailure(await signIn(sub));
  });

  it("never returns to another site", async () => {
    const response = await signIn(account(), "//evil.example/phish");
    expect(response.headers.location).toBe("/");
  });

  it("refuses a missing or tampered state cookie", async () => {
    const { location, cookie } = await startLogin(app);
    const callbackPath = await signInAtProvider(location, account());

    expectFailure(await app.inject({ method: "GET", url: callbackPath }));
    const tampered = cookie.slice(0, -2) + (cookie.endsWith("AA") ? "BB" : "AA");
    expectFailure(await app.inject({ method: "GET", url: callbackPath, headers: { cookie: tampered } }));
    // A cookie signed with someone else's secret is as good as none.
    const [, value = ""] = cookie.split("=");
    const forged = `tsa_oidc=${value.slice(0, value.lastIndexOf("."))}.${"x".repeat(43)}`;
    expectFailure(await app.inject({ method: "GET", url: callbackPath, headers: { cookie: forged } }));
  });

  it("refuses a state that does not match the cookie's", async () => {
    const { location, cookie } = await startLogin(app);
    const callback = new URL(await signInAtProvider(location, account()), PUBLIC_URL);
    callback.searchParams.set("state", "someone-elses-state");
    expectFailure(await app.inject({ method: "GET", url: callback.pathname + callback.search, headers: { cookie } }));
  });

  it("refuses the callback of another sign-in attempt", async () => {
    const first = await startLogin(app);
    const second = await startLogin(app);
    const callbackPath = await signInAtProvider(first.location, account());
    expectFailure(await app.inject({ method: "GET", url: callbackPath, headers: { cookie: second.cookie } }));
  });

  it("refuses a replayed callback", async () => {
    const { location, cookie } = await startLogin(app);
    const callbackPath = await signInAtProvider(location, account());
    const first = await app.inject({ method: "GET", url: callbackPath, headers: { cookie } });
    expect(first.headers.location).toBe("/courses");
    expectFailure(await app.inject({ method: "GET", url: callbackPath, headers: { cookie } }));
  });

  it("turns a provider error into a quiet redirect", async () => {
    const { location, cookie } = await startLogin(app);
    const state = new URL(location).searchParams.get("state") ?? "";
    const query = new URLSearchParams({
      error: "access_denied",
      error_description: "End-User aborted",
      state,
      iss: issuer,
    });
    const response = await app.inject({ method: "GET", url: `/api/callback?${query.toString()}`, headers: { cookie } });
    expectFailure(response);
    expect(response.body).not.toContain("access_denied");
  });
});

describe("an invitation to a cohort (issue 24)", () => {
  /** A cohort of a new course, with these addresses pasted into it by the course's instructor. */
  async function cohortInviting(...emails: string[]) {
    const instructor = await signedInUser(app, { role: "instructor" });
    const { course } = await createTeamCourse(ctx.db, [instructor.user], { title: "Invited joinery" });
    const staff = as(app, instructor.cookie);
    const created = await staff({
      method: "POST",
      url: `/api/staff/courses/${course.id}/cohorts`,
      payload: { name: "Autumn 2027 – evenings", startsOn: "2027-09-01", endsOn: "2027-12-15" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cohort = created.json<{ id: string }>();
    const added = await staff({
      method: "POST",
      url: `/api/staff/courses/${course.id}/cohorts/${cohort.id}/members`,
      payload: { emails: emails.join("\n") },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ results: { outcome: string }[] }>().results.map((entry) => entry.outcome)).toEqual(
      emails.map(() => "invited"),
    );
    return { courseId: course.id, cohortId: cohort.id };
  }

  async function placesOf(cookie: string) {
    const student = as(app, cookie);
    const cohorts = (await student({ method: "GET", url: "/api/user/cohorts" })).json<{ cohortId: string }[]>();
    const enrolled = (await student({ method: "GET", url: "/api/user/enrollments" })).json<{ courseId: string }[]>();
    return { cohorts: cohorts.map((row) => row.cohortId), courses: enrolled.map((row) => row.courseId) };
  }

  it("places a person who signs up through the provider with the invited, verified address", async () => {
    const sub = account();
    const email = accounts.get(sub)!.email!;
    const { courseId, cohortId } = await cohortInviting(email.toUpperCase());

    const response = await signIn(sub);
    expect(response.statusCode, response.body).toBe(302);
    expect(await placesOf(sessionCookie(response))).toEqual({ cohorts: [cohortId], courses: [courseId] });
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.acceptedAt).not.toBeNull();
    expect(row?.acceptedBy).toBe((await currentUser(sessionCookie(response))).id);
  });

  it("places nobody when the provider has not verified the address", async () => {
    const sub = account({ email_verified: false });
    const email = accounts.get(sub)!.email!;
    await cohortInviting(email);

    const response = await signIn(sub);
    expect(response.statusCode, response.body).toBe(302);
    expect(await placesOf(sessionCookie(response))).toEqual({ cohorts: [], courses: [] });
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.acceptedAt).toBeNull();
  });
});

describe("upsertOidcUser", () => {
  const base = { issuer: "https://id.example.org", email_verified: true };

  it("keeps only web URLs as the profile picture", async () => {
    const user = await upsertOidcUser(ctx.db, {
      ...base,
      sub: "picture-check",
      email: "picture-check@example.org",
      picture: "javascript:alert(1)",
    });
    expect(user.profileImageUrl).toBeNull();
    const updated = await upsertOidcUser(ctx.db, {
      ...base,
      sub: "picture-check",
      picture: "http://img.example.org/a.png",
    });
    expect(updated.id).toBe(user.id);
    expect(updated.profileImageUrl).toBe("http://img.example.org/a.png");
  });

  it("requires an email for a new account", async () => {
    await expect(upsertOidcUser(ctx.db, { ...base, sub: "no-email" })).rejects.toBeInstanceOf(OidcSignInError);
  });

  it("creates one account when two callbacks for a new person race", async () => {
    const claims = { ...base, sub: "racer", email: "racer@example.org", given_name: "Racer" };
    const [a, b, c] = await Promise.all([
      upsertOidcUser(ctx.db, claims),
      upsertOidcUser(ctx.db, claims),
      upsertOidcUser(ctx.db, claims),
    ]);
    expect(b?.id).toBe(a?.id);
    expect(c?.id).toBe(a?.id);
    expect(await ctx.db.select().from(users).where(eq(users.email, "racer@example.org"))).toHaveLength(1);
  });

  it("fits a very long subject in the column without truncating it into another's", async () => {
    const long = "s".repeat(300);
    const subject = oidcSubjectOf(base.issuer, long);
    expect(subject.length).toBeLessThanOrEqual(255);
    expect(subject).not.toBe(oidcSubjectOf(base.issuer, `${long}x`));
    const user = await upsertOidcUser(ctx.db, { ...base, sub: long, email: "long-subject@example.org" });
    expect(user.oidcSubject).toBe(subject);
    expect((await upsertOidcUser(ctx.db, { ...base, sub: long })).id).toBe(user.id);
  });
});
