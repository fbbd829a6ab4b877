import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle, sessions, users } from "../../src/db/schema/index.js";
import {
  findSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  createSession,
  purgeExpiredSessions,
} from "../../src/server/modules/auth/sessions.js";
import { as, createTestApp, sessionCookie, type TestContext } from "../support/app.js";
import { createUser, TEST_PASSWORD } from "../support/factories.js";

let t: TestContext;
beforeAll(async () => {
  // Low address limits, so that tests reach them (and bursts pass them) with few password checks.
  // The longest delay for an account under attack, so no burst outlasts it on busy cores; its
  // default (10 s) is tested in tests/api/sign-in-throttle.test.ts.
  t = await createTestApp({
    MAX_SIGNUPS_PER_ADDRESS: "10",
    MAX_FAILED_LOGINS_PER_ADDRESS: "10",
    SIGNIN_ACCOUNT_DELAY_SECONDS: "300",
  });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `person-${Date.now()}-${counter++}@example.org`;
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
const login = (payload: Record<string, unknown>, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress: ip });

describe("register", () => {
  it("creates a student, signs them in and answers the user", async () => {
    const email = uniqueEmail();
    const response = await register({
      email: `  ${email.toUpperCase()} `,
      password: "a-long-unusual-phrase",
      firstName: "Jo",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: "Jo",
      lastName: null,
      profileImageUrl: null,
      role: "student",
    });
    const cookie = response.cookies.find((entry) => entry.name === "tsa_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.secure).toBeFalsy();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: "Jo", role: "student" });
    const [stored] = await t.db.select().from(users).where(eq(users.email, email));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain("a-long-unusual-phrase");
  });

  it("validates the fields with clear messages", async () => {
    const response = await register({ email: "not-an-email", password: "short", firstName: "" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: "body.email", message: "Enter a valid email address" },
        { path: "body.password", message: "Password must be at least 8 characters" },
        { path: "body.firstName", message: "First name is required" },
      ]),
    );
    const long = await register({ email: uniqueEmail(), password: "x".repeat(129), firstName: "A" });
    expect(long.json().errors[0]).toEqual({
      path: "body.password",
      message: "Password must be at most 128 characters",
    });
  });

  it("refuses very common passwords", async () => {
    const response = await register({ email: uniqueEmail(), password: "password123", firstName: "A" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too common/);
  });

  it("refuses a second account for the same email (any case)", async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: "a-long-unusual-phrase", firstName: "A" })).statusCode).toBe(201);
    const again = await register({ email: email.toUpperCase(), password: "another-long-phrase", firstName: "B" });
    expect(again.statusCode).toBe(409);
  });

  it("leaves no account behind when its session cannot be started, so trying again works", async () => {
    const email = uniqueEmail();
    await t.db.execute(sql`create function refuse_session() returns trigger language plpgsql as $$
      begin raise exception 'no sessions now'; end $$`);
    await t.db.execute(sql`create trigger refuse_session before insert on sessions
      for each row execute function refuse_session()`);
    try {
      const failed = await register({ email, password: "a-long-unusual-phrase", firstName: "Jo" });
      expect(failed.statusCode).toBe(500);
      expect(failed.cookies.find((entry) => entry.name === "tsa_session")).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_session on sessions`);
      await t.db.execute(sql`drop function refuse_session()`);
    }
    const retried = await register({ email, password: "a-long-unusual-phrase", firstName: "Jo" });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ email });
  });
});

describe("login and logout", () => {
  it("signs in with the right password and gives a new session id each time", async () => {
    const user = await createUser(t.db);
    const first = await login({ email: user.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, email: user.email, role: "student" });
    const cookie = sessionCookie(first);
    // Signing in again with an existing session replaces it (no fixation).
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { cookie },
    });
    const cookie2 = sessionCookie(second);
    expect(cookie2).not.toBe(cookie);
    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await as(t.app, cookie2)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  });

  it("answers the same for a wrong password and an unknown email", async () => {
    const user = await createUser(t.db);
    const wrong = await login({ email: user.email, password: "wrong-password-here" }, "10.0.1.1");
    const unknown = await login({ email: uniqueEmail(), password: "wrong-password-here" }, "10.0.1.1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: "Incorrect email or password" });
  });

  it("throttles repeated failures per account and address; the owner elsewhere signs in", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: "nope-nope-nope" }, "10.1.0.1")).statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: TEST_PASSWORD }, "10.1.0.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.1.0.99")).statusCode).toBe(200);
  });

  it("slows down browsers the account doesn't know after failures from many addresses", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: "nope-nope-nope" }, `10.1.1.${i}`)).statusCode).toBe(401);
    }
    const slowed = await login({ email: user.email, password: TEST_PASSWORD }, "10.1.1.99");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ seconds/);
  });

  it("throttles repeated failures per address", async () => {
    for (let i = 0; i < t.config.maxFailedLoginsPerAddress; i++) {
      await login({ email: uniqueEmail(), password: "nope-nope-nope" }, "10.2.0.1");
    }
    const user = await createUser(t.db);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.2.0.1")).statusCode).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.2.0.2")).statusCode).toBe(200);
  });

  it("counts the connection's address, not a forwarded one, unless a proxy is trusted", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "nope-nope-nope" },
        remoteAddress: "10.3.0.1",
        headers: { "x-forwarded-for": `192.0.2.${i}` },
      });
    }
    const rows = await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, "ip:10.3.0.1"));
    expect(rows[0]?.failures).toBe(5);
  });

  it("ends the session on logout, through the API and the full-page navigation", async () => {
    const user = await createUser(t.db);
    const cookie = sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }));
    const out = await as(t.app, cookie)({ method: "POST", url: "/api/auth/logout" });
    expect(out.statusCode).toBe(204);
    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);

    const cookie2 = sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }));
    const navigation = await as(t.app, cookie2)({ method: "GET", url: "/api/logout" });
    expect(navigation.statusCode).toBe(302);
    expect(navigation.headers.location).toBe("/");
    expect(navigation.cookies.find((entry) => entry.name === "tsa_session")?.value).toBe("");
    expect((await as(t.app, cookie2)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("answers 401 for visitors and bogus cookies", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user" })).json()).toEqual({ message: "Unauthorized" });
    const bogus = await as(t.app, "tsa_session=forged")({ method: "GET", url: "/api/auth/user" });
    expect(bogus.statusCode).toBe(401);
  });

  it("leads /api/login to the sign-in page, keeping a local return path only", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe("/login");
    const back = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Fquiz%2Fabc" });
    expect(back.headers.location).toBe("/login?returnTo=%2Fquiz%2Fabc");
    const referer = await t.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { referer: "http://localhost:3000/courses/x?tab=2" },
    });
    expect(referer.headers.location).toBe("/login?returnTo=%2Fcourses%2Fx%3Ftab%3D2");
    // The host the request came to counts as this site too (a second address of the server).
    const viaHost = await t.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { host: "127.0.0.1:3000", referer: "http://127.0.0.1:3000/mentorship" },
    });
    expect(viaHost.headers.location).toBe("/login?returnTo=%2Fmentorship");
    const foreign = await t.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { referer: "https://search.example/courses?q=wood" },
    });
    expect(foreign.headers.location).toBe("/login");
    for (const evil of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example/phish",
      "/\n/evil.example",
      "/\r/evil.example",
      "/%2F/evil.example",
      "/.//evil.example",
    ]) {
      const response = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${encodeURIComponent(evil)}` });
      expect(response.headers.location, evil).toBe("/login");
    }
  });

  it("says which sign-in methods exist", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/methods" })).json()).toEqual({
      local: true,
      oidc: null,
    });
  });
});

describe("sessions", () => {
  it("are stored hashed in the sessions table with an expiry", async () => {
    const user = await createUser(t.db);
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    const token = response.cookies.find((entry) => entry.name === "tsa_session")!.value;
    const rows = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).not.toBe(token);
    expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
  });

  it("expire when idle, and absolutely after sign-in, and are purged", async () => {
    const user = await createUser(t.db);
    const start = Date.now();
    const token = await createSession(t.db, user.id, start);
    expect((await findSessionUser(t.db, token, start + 1000))?.id).toBe(user.id);
    // Idle: nothing for longer than the idle limit.
    expect(await findSessionUser(t.db, token, start + SESSION_IDLE_MS + 1000)).toBeNull();

    const active = await createSession(t.db, user.id, start);
    // Used every few days: the idle expiry slides...
    for (let day = 5; day < 30; day += 5) {
      expect(await findSessionUser(t.db, active, start + day * 24 * 3600 * 1000), `day ${day}`).not.toBeNull();
    }
    // ...but not past the absolute limit.
    expect(await findSessionUser(t.db, active, start + SESSION_ABSOLUTE_MS + 1000)).toBeNull();

    await purgeExpiredSessions(t.db, start + SESSION_ABSOLUTE_MS + SESSION_IDLE_MS);
    const left = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
    expect(left).toHaveLength(0);
  });
});

describe("cross-site requests", () => {
  it("refuses state-changing requests from another site", async () => {
    const user = await createUser(t.db);
    const cookie = sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }));
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it("takes no form-encoded or text bodies", async () => {
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "email=a@b.c&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: '{"email":"a@b.c","password":"x"}',
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
  });
});

describe("sign-out navigation", () => {
  const signedIn = async () => {
    const user = await createUser(t.db);
    return sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }, "10.30.0.1"));
  };
  const isSignedIn = async (cookie: string) =>
    (await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode === 200;

  it.each(["cross-site", "same-site"])("asks first when another site (%s) sends the person", async (site) => {
    const cookie = await signedIn();
    const response = await as(
      t.app,
      cookie,
    )({ method: "GET", url: "/api/logout", headers: { "sec-fetch-site": site } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.cookies).toEqual([]);
    expect(await isSignedIn(cookie)).toBe(true);
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain("<title>Sign out?</title>");
    expect(page).toContain("<h1>Sign out?</h1>");
    expect(page).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Sign out<\/button><\/form>/);
    expect(page).toContain('<a href="/">Back to Trade Skills Academy</a>');
    // Within the CSP every answer carries: no script at all, inline style allowed, forms to 'self'.
    expect(page).not.toMatch(/<script|\son[a-z]+=/i);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it.each([["same-origin"], ["none"], [undefined]])("signs out at once from our own pages (%s)", async (site) => {
    const cookie = await signedIn();
    const response = await as(
      t.app,
      cookie,
    )({
      method: "GET",
      url: "/api/logout",
      headers: site ? { "sec-fetch-site": site } : {},
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(response.cookies.find((entry) => entry.name === "tsa_session")?.value).toBe("");
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("signs out when the page's form posts from our own origin", async () => {
    const cookie = await signedIn();
    const response = await as(
      t.app,
      cookie,
    )({
      method: "POST",
      url: "/api/logout",
      payload: "",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: "http://localhost:3000",
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
    expect(response.cookies.find((entry) => entry.name === "tsa_session")?.value).toBe("");
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("refuses a sign-out posted from another site", async () => {
    const cookie = await signedIn();
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const crossSite = await as(
      t.app,
      cookie,
    )({
      method: "POST",
      url: "/api/logout",
      payload: "",
      headers: { ...form, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: "Cross-site request refused" });
    const otherOrigin = await as(
      t.app,
      cookie,
    )({
      method: "POST",
      url: "/api/logout",
      payload: "",
      headers: { ...form, origin: "https://evil.example" },
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});

describe("limits under concurrency", () => {
  it("forgets the account's failures after a success below the limit; a success costs the address nothing", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const ip = "10.24.0.1";
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: user.email, password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    // The account has its five attempts again; the address has 8 failures of its 10.
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: other.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    }
    expect((await login({ email: uniqueEmail(), password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    expect((await login({ email: uniqueEmail(), password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    expect((await login({ email: other.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
  }, 120_000);

  it("keeps the account's limits for the window when the attempt that reached them succeeds", async () => {
    const user = await createUser(t.db);
    // Nine failures from two addresses; the tenth attempt on the account, from the first, succeeds.
    for (let i = 0; i < 9; i++) {
      const ip = i < 4 ? "10.25.0.1" : "10.25.0.3";
      expect((await login({ email: user.email, password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.25.0.1")).statusCode).toBe(200);
    // That address's allowance for the account is used up, and the account stays under attack.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.25.0.1")).statusCode).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.25.0.2")).statusCode).toBe(429);
  }, 120_000);

  const burst = <T>(count: number, request: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, index) => request(index)));
  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it("evaluates exactly the account's limit out of a burst of wrong passwords", async () => {
    const user = await createUser(t.db);
    // One address: only the account's limit from one address (5) applies.
    const one = await burst(50, () => login({ email: user.email, password: "nope-nope-nope" }, "10.20.1.1"));
    expect(statuses(one)).toEqual({ 401: 5, 429: 45 });
    for (const response of one.filter((entry) => entry.statusCode === 429)) {
      expect(response.json()).toEqual({ message: "Too many attempts. Please wait 15 minutes and try again." });
    }
    // Five more addresses: the account's limit from every address (10) applies; the browsers
    // beyond it are told to wait a few seconds, never locked out for the window.
    const responses = await burst(50, (i) =>
      login({ email: user.email, password: "nope-nope-nope" }, `10.20.0.${i % 5}`),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
    for (const response of responses.filter((entry) => entry.statusCode === 429)) {
      expect(response.json().message).toMatch(
        /^(?:Too many attempts\. Please wait 15 minutes and try again\.|Too many failed sign-ins for this account\. Please wait \d+ seconds)/,
      );
    }
  }, 120_000);

  it("evaluates only the one attempt left when the right password hides in a burst", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) {
      const ip = i < 5 ? "10.21.0.1" : "10.21.0.2";
      expect((await login({ email: user.email, password: "nope-nope-nope" }, ip)).statusCode).toBe(401);
    }
    const responses = await burst(50, (i) =>
      login({ email: user.email, password: i === 25 ? TEST_PASSWORD : "nope-nope-nope" }, `10.21.1.${i % 5}`),
    );
    const evaluated = responses.filter((response) => response.statusCode !== 429);
    expect(evaluated).toHaveLength(1);
    // The one evaluated may be the right password, and then signs in; a wrong one doesn't.
    expect(evaluated[0]!.statusCode).toBe(evaluated[0] === responses[25] ? 200 : 401);
    // Either way the account now has no attempts left in this window.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, "10.21.2.1")).statusCode).toBe(429);
  }, 120_000);

  it("evaluates exactly the address's limit out of a burst of failed sign-ins", async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail());
    const responses = await burst(30, (i) => login({ email: emails[i], password: "nope-nope-nope" }, "10.22.0.1"));
    expect(statuses(responses)).toEqual({ 401: 10, 429: 20 });
    // An attempt the address refused counts against no account.
    const counted = await t.db
      .select()
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          emails.map((email) => `email:${email}`),
        ),
      );
    expect(counted.filter((row) => row.failures > 0)).toHaveLength(10);
  }, 120_000);

  it("creates exactly the address's limit of accounts out of a burst of sign-ups", async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail());
    const responses = await burst(30, (i) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: emails[i], password: "a-long-unusual-phrase", firstName: "Burst" },
        remoteAddress: "10.23.0.1",
      }),
    );
    expect(statuses(responses)).toEqual({ 201: 10, 429: 20 });
    const created = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(created).toHaveLength(10);
    expect(responses.find((response) => response.statusCode === 429)!.json().message).toMatch(/Too many attempts/);
  }, 120_000);
});
