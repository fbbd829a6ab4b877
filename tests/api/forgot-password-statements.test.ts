import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, users } from "../../src/db/schema/index.js";
import { requestPasswordReset } from "../../src/server/modules/auth/password-reset.service.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createUser } from "../support/factories.js";
import { recordingDatabase } from "../support/statements.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ EMAIL_POLL_SECONDS: "3600" });
});
afterAll(() => t.close());

let counter = 0;
async function statementsFor(email: string) {
  const { db, statements } = recordingDatabase(t);
  counter += 1;
  await requestPasswordReset(
    db,
    { email },
    `10.40.0.${counter}`,
    { ...t.config, oidcProviderName: "Academy SSO" },
    t.app.mail,
  );
  return statements;
}

const outboxRowsTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("forgot-password sends the database the same work for every address", () => {
  it("runs the same statements for a known account, an unknown email and a password-less account", async () => {
    const known = await createUser(t.db, { email: `known-${Date.now()}@example.org` });
    const [passwordless] = await t.db
      .insert(users)
      .values({
        email: `sso-only-${Date.now()}@example.org`,
        firstName: "Sso",
        passwordHash: "",
        oidcSubject: `sub-${Date.now()}`,
      })
      .returning();
    const unknownEmail = `nobody-${Date.now()}@example.org`;

    const forKnown = await statementsFor(known.email);
    const forUnknown = await statementsFor(unknownEmail);
    const forPasswordless = await statementsFor(passwordless!.email);

    // The two throttle reservations, the account lookup, the token upsert, the outbox insert,
    // its conditional delete and the NOTIFY: the same texts in the same order.
    expect(forKnown.length).toBeGreaterThanOrEqual(7);
    expect(forUnknown).toEqual(forKnown);
    expect(forPasswordless).toEqual(forKnown);
    expect(forKnown.filter((sql) => /password_reset_tokens/.test(sql))).toHaveLength(1);
    expect(forKnown.filter((sql) => /^insert into "email_outbox"/.test(sql))).toHaveLength(1);
    expect(forKnown.filter((sql) => /^delete from "email_outbox"/.test(sql))).toHaveLength(1);

    // What stays differs: the known account has its token and its email, the unknown email nothing.
    const tokens = await t.db.select().from(passwordResetTokens);
    expect(tokens.map((token) => token.userId)).toEqual([known.id]);
    expect(await outboxRowsTo(known.email)).toHaveLength(1);
    expect(await outboxRowsTo(unknownEmail)).toEqual([]);
    expect((await outboxRowsTo(passwordless!.email)).map((row) => row.kind)).toEqual(["password-reset-oidc"]);
  });
});
