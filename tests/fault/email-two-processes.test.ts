import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp.js";
import { startApp, startCluster, type AppProcess, type PgCluster } from "./support/pg-cluster.js";

/**
 * Two app processes on one PostgreSQL both run the email worker over one outbox. Their claims
 * (FOR UPDATE SKIP LOCKED) must hand each message to one of them: every message arrives at the
 * SMTP server exactly once (counted by its Message-ID, which comes from the outbox id), and every
 * row ends `sent`.
 */

const SIGN_UPS = 40;
let cluster: PgCluster;
let smtp: TestSmtpServer;
const apps: AppProcess[] = [];

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([startCluster(), startTestSmtp()]);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  await cluster?.destroy();
  await smtp?.stop();
});

/** Stops an app as a deployment does (SIGTERM): it finishes the send in progress, then exits. */
async function stopGracefully(app: AppProcess) {
  if (!app.alive()) return;
  const exited = new Promise<void>((resolve) => app.child.once("exit", () => resolve()));
  app.child.kill("SIGTERM");
  await exited;
}

describe("email outbox with two app processes on one PostgreSQL", () => {
  it("sends each of 40 sign-ups' welcome emails exactly once, and marks every one sent", async () => {
    await cluster.query("create database outbox_two");
    const env = {
      DATABASE_URL: cluster.url("outbox_two"),
      SMTP_URL: smtp.url,
      // Both processes poll often as well as waking on NOTIFY, so they race for the same rows.
      EMAIL_POLL_SECONDS: "0.2",
    };
    // The first process migrates; the second starts on the migrated database.
    apps.push(await startApp(env));
    apps.push(await startApp(env));
    const [first, second] = apps as [AppProcess, AppProcess];

    const emails = Array.from({ length: SIGN_UPS }, (_, index) => `outbox-${index}@example.org`);
    // Eight at a time, alternating between the processes.
    for (let start = 0; start < emails.length; start += 8) {
      await Promise.all(
        emails.slice(start, start + 8).map(async (email, offset) => {
          const app = (start + offset) % 2 === 0 ? first : second;
          const response = await fetch(`${app.baseUrl}/api/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: "a-long-unusual-phrase", firstName: "Sam" }),
          });
          expect(response.status, await response.text()).toBe(201);
        }),
      );
    }

    const welcomes = () => smtp.received.filter((mail) => mail.parsed.subject === "Welcome to Trade Skills Academy");
    await smtp.waitFor(() => welcomes().length >= SIGN_UPS, 60_000);
    // Every row sent, as the workers recorded it.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await cluster.query<{ unsent: number }>(
        "select count(*)::int as unsent from email_outbox where status <> 'sent'",
        [],
        "outbox_two",
      );
      if (rows[0]!.unsent === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.unsent} messages never reached sent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both stop after finishing any send in progress: a duplicate, had there been one, has arrived.
    await Promise.all([stopGracefully(first), stopGracefully(second)]);

    const { rows } = await cluster.query<{ id: string; to_address: string; attempts: number }>(
      "select id, to_address, attempts from email_outbox where kind = 'welcome'",
      [],
      "outbox_two",
    );
    expect(rows).toHaveLength(SIGN_UPS);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const messageIds = welcomes().map((mail) => mail.parsed.messageId);
    expect(messageIds).toHaveLength(SIGN_UPS);
    expect(new Set(messageIds).size).toBe(SIGN_UPS);
    expect(new Set(messageIds)).toEqual(new Set(rows.map((row) => `<${row.id}@127.0.0.1>`)));
    for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
    for (const app of apps) expect(app.output()).not.toMatch(/"level":(50|60)/);
  });
});
