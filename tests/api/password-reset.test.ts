import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, users } from "../../src/db/schema/index.js";
import { insertUser } from "../../src/server/modules/auth/users.queries.js";
import { MAX_RESET_EMAILS_PER_ACCOUNT } from "../../src/server/modules/auth/password-reset.service.js";
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from "../../src/shared/rules/auth.js";
import { COMMON_PASSWORD } from "../../src/server/modules/auth/auth.service.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createUser, signedInUser, TEST_PASSWORD } from "../support/factories.js";
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from "../support/smtp.js";

const ADDRESS_LIMIT = 5;
const RESET_SUBJECT = "Reset your Trade Skills Academy password";
const CHANGED_SUBJECT = "Your Trade Skills Academy password was changed";

let smtp: TestSmtpServer;
let t: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    EMAIL_POLL_SECONDS: "3600",
    MAX_FAILED_LOGINS_PER_ADDRESS: String(ADDRESS_LIMIT),
    // An account under attack stays so for the whole test, however slow the machine.
    SIGNIN_ACCOUNT_DELAY_SECONDS: "300",
    // OIDC beside passwords; nothing here talks to the issuer (discovery happens on first use).
    OIDC_ISSUER_URL: "http://127.0.0.1:9/issuer",
    OIDC_CLIENT_ID: "academy",
    OIDC_CLIENT_SECRET: "secret",
    OIDC_PROVIDER_NAME: "Youth Works ID",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

// Every test asks from its own client address, so one test's requests never use another's allowance.
let addressCounter = 0;
const freshIp = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const forgot = (email: unknown, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: freshIp() });

/** Sends what the outbox holds, then the mails to the address with that subject, once `count` have arrived. */
async function mailsArrived(address: string, subject: string, count = 1): Promise<ReceivedMail[]> {
  await t.app.emailWorker!.runOnce();
  const matching = () => smtp.to(address).filter((mail) => mail.parsed.subject === subject);
  await smtp.waitFor(() => matching().length >= count);
  return matching();
}

const outboxTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

/** The token of the reset link in a mail's text part. */
function tokenIn(mail: ReceivedMail): string {
  const match = mail.parsed.text?.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in:\n${mail.parsed.text}`);
  return match[1]!;
}

/** Asks for a link for the account, and answers the token of the newest one. */
async function askForToken(email: string): Promise<string> {
  const before = smtp.to(email).filter((mail) => mail.parsed.subject === RESET_SUBJECT).length;
  expect((await forgot(email)).statusCode).toBe(202);
  const mails = await mailsArrived(email, RESET_SUBJECT, before + 1);
  return tokenIn(mails.at(-1)!);
}

const NEW_PASSWORD = "walnut-dovetail-joinery-77";

describe("the whole reset", () => {
  it("mails a link, sets the new password, signs every device out and says so by email", async () => {
    const { user, cookie } = await signedInUser(t.app, { firstName: "Rosa" });
    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);

    const response = await forgot(`  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const [mail] = await mailsArrived(user.email, RESET_SUBJECT);
    const text = mail!.parsed.text!;
    expect(text).toContain("Hi Rosa,");
    expect(text).toMatch(/60 minutes/);
    const token = tokenIn(mail!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(mail!.parsed.html).toContain(`href="http://localhost:3000/reset-password?token=${token}"`);
    // A security message: no unsubscribe.
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(text).not.toMatch(/unsubscribe/i);

    // Only the token's SHA-256 is stored, for 60 minutes.
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);

    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(check.json()).toEqual({ isValid: true });

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });

    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);

    const [changed] = await mailsArrived(user.email, CHANGED_SUBJECT);
    expect(changed!.parsed.text).toContain("Your password was changed");
    expect(changed!.parsed.text).toContain("signed out");
    expect(changed!.parsed.text).toContain("http://localhost:3000/forgot-password");
    expect(changed!.raw).not.toMatch(/^List-Unsubscribe/im);
    const kinds = (await outboxTo(user.email)).map((entry) => [entry.kind, entry.category]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["password-reset", "security"],
        ["password-changed", "security"],
      ]),
    );
  });

  it("lets an account under attack (failed sign-ins from many addresses) in once the password is reset", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) await signIn(user.email, "wrong-password-guess");
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    const token = await askForToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("asking for a link", () => {
  it("answers an unknown email the same way, and sends nothing", async () => {
    const email = `nobody-${Date.now()}@example.org`;
    const response = await forgot(email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await outboxTo(email)).toEqual([]);
    await t.app.emailWorker!.runOnce();
    expect(smtp.to(email)).toEqual([]);
  });

  it.each([
    ["not-an-email", "Enter a valid email address"],
    ["", "Enter a valid email address"],
    [42, "Email is required"],
    [`${"a".repeat(250)}@example.org`, "Email must be at most 254 characters"],
    ["ana@example.org\r\nBcc: victim@example.org", "Enter a valid email address"],
  ])("refuses %j with 400 and a message", async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: "body.email", message }]);
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
  });

  it("refuses a missing body with 400", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it("tells an account that signs in through the provider to use it, with no link and no token", async () => {
    const user = await insertUser(t.db, {
      email: `oidc-${Date.now()}@example.org`,
      firstName: "Kai",
      passwordHash: "",
      oidcSubject: `subject-${Date.now()}`,
    });
    expect((await forgot(user.email)).statusCode).toBe(202);
    const [mail] = await mailsArrived(user.email, "Signing in to Trade Skills Academy");
    const text = mail!.parsed.text!;
    expect(text).toContain("You sign in with Youth Works ID");
    expect(text).toContain("http://localhost:3000/login");
    expect(text).not.toContain("reset-password");
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
  });
});

describe("tokens that don't work", () => {
  it("refuses a tampered token", async () => {
    const user = await createUser(t.db);
    const token = await askForToken(user.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "", "not a token", token.slice(0, 20), `${token}x`, "x".repeat(200)]) {
      const response = await reset(bad, NEW_PASSWORD);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    }
    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${tampered}` });
    expect(check.json()).toEqual({ isValid: false });
    // The real one still works.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an expired token, and keeps the old password", async () => {
    const user = await createUser(t.db);
    const token = await askForToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a token used once already", async () => {
    const user = await createUser(t.db);
    const token = await askForToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const replay = await reset(token, "another-fine-passphrase");
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("voids the older link when a new one is asked for", async () => {
    const user = await createUser(t.db);
    const older = await askForToken(user.email);
    const newer = await askForToken(user.email);
    expect(newer).not.toBe(older);
    const response = await reset(older, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lets exactly one of two simultaneous uses of a token through", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const token = await askForToken(user.email);
    const [first, second] = await Promise.all([
      reset(token, "first-racing-passphrase"),
      reset(token, "second-racing-passphrase"),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? "first-racing-passphrase" : "second-racing-passphrase";
    const loser = first.statusCode === 200 ? "second-racing-passphrase" : "first-racing-passphrase";
    expect((first.statusCode === 400 ? first : second).json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect((await signIn(user.email, winner)).statusCode).toBe(200);
    expect((await signIn(user.email, loser)).statusCode).toBe(401);
    expect((await as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const changed = (await outboxTo(user.email)).filter((entry) => entry.kind === "password-changed");
    expect(changed).toHaveLength(1);
  });
});

describe("the new password follows the sign-up rules", () => {
  it("refuses a short, a too long and a common password, and leaves the link usable", async () => {
    const user = await createUser(t.db);
    const token = await askForToken(user.email);

    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: "body.password", message: PASSWORD_TOO_SHORT_MESSAGE }]);

    const long = await reset(token, "x".repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: "body.password", message: "Password must be at most 128 characters" }]);

    const common = await reset(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: COMMON_PASSWORD,
      errors: [{ path: "body.password", message: COMMON_PASSWORD }],
    });

    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("throttling", () => {
  it("refuses an address with 429 past its limit, whatever the emails", async () => {
    const ip = freshIp();
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await forgot(`probe-${i}-${Date.now()}@example.org`, ip)).statusCode).toBe(202);
    }
    const user = await createUser(t.db);
    const refused = await forgot(user.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many attempts. Please wait 15 minutes and try again." });
    expect(await outboxTo(user.email)).toEqual([]);
    // Another address still gets its link.
    expect((await forgot(user.email)).statusCode).toBe(202);
    expect((await outboxTo(user.email)).map((entry) => entry.kind)).toEqual(["password-reset"]);
  });

  it("sends one account at most its limit of links, answering the same 202 after", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < MAX_RESET_EMAILS_PER_ACCOUNT; i++) expect((await forgot(user.email)).statusCode).toBe(202);
    const over = await forgot(user.email);
    expect(over.statusCode).toBe(202);
    expect(over.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const sent = await mailsArrived(user.email, RESET_SUBJECT, MAX_RESET_EMAILS_PER_ACCOUNT);
    expect((await outboxTo(user.email)).length).toBe(MAX_RESET_EMAILS_PER_ACCOUNT);
    expect(sent).toHaveLength(MAX_RESET_EMAILS_PER_ACCOUNT);
    // The last link sent is the one that works.
    expect((await reset(tokenIn(sent[0]!), NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(tokenIn(sent.at(-1)!), NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("with password sign-in turned off", () => {
  it("refuses both calls with 403", async () => {
    const off = await createTestApp({
      LOCAL_AUTH: "false",
      OIDC_ISSUER_URL: "http://127.0.0.1:9/issuer",
      OIDC_CLIENT_ID: "academy",
      OIDC_CLIENT_SECRET: "secret",
    });
    try {
      const user = await createUser(off.db);
      const asked = await off.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(403);
      const reset = await off.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: "x".repeat(43), password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(403);
      expect(await off.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("what is stored", () => {
  it("stores the new password hashed", async () => {
    const user = await createUser(t.db);
    const token = await askForToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^scrypt\$/);
    expect(row!.hash).not.toContain(NEW_PASSWORD);
  });
});
