import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp.js";
import { startApp, startCluster, type AppProcess, type PgCluster } from "./support/pg-cluster.js";

/**
 * The mail server goes away: bookings still succeed (their messages are rows of the outbox,
 * written with them), the messages wait and are tried again; once the server is back, each
 * arrives exactly once. The app is a real process on a real PostgreSQL cluster.
 */

let cluster: PgCluster;
let smtp: TestSmtpServer;
let app: AppProcess | undefined;
const DATABASE = "academy_mail";
const BOOKINGS = 3;

beforeAll(async () => {
  cluster = await startCluster();
  await cluster.query(`create database ${DATABASE}`);
  smtp = await startTestSmtp();
  // The port is kept: start() brings the server back where the app expects it.
  await smtp.stop();
});
afterAll(async () => {
  await app?.kill();
  await smtp?.stop();
  await cluster?.destroy();
});

const query = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  cluster.query<R>(text, values, DATABASE).then((result) => result.rows);

/** Polls the database until `check` holds (a state, not a time), bounded by `timeoutMs`. */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${app?.output() ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes the retries of unclaimed due messages due now, as if their backoff had passed. */
const skipBackoff = () =>
  query(
    `update email_outbox set send_after = now()
      where kind in ('welcome', 'booking-made') and status = 'pending' and locked_until is null`,
  );

async function post(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${app!.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text(), cookie: response.headers.getSetCookie()[0] };
}

describe("an SMTP outage", () => {
  it("keeps bookings working, retries their mail, and delivers each message once when the server returns", async () => {
    // One student books BOOKINGS sessions with one mentor: above the default allowance of 2 (issue 20).
    app = await startApp({
      DATABASE_URL: cluster.url(DATABASE),
      SMTP_URL: smtp.url,
      EMAIL_POLL_SECONDS: "0.2",
      MAX_UPCOMING_BOOKINGS_PER_MENTOR: String(BOOKINGS),
    });

    const studentEmail = `outage-${Date.now()}@example.org`;
    const registered = await post("/api/auth/register", {
      email: studentEmail,
      password: "correct-horse-battery-staple",
      firstName: "Olu",
    });
    expect(registered.status, registered.body).toBe(201);
    const cookie = registered.cookie!.split(";")[0]!;
    const [mentor] = await query<{ id: string }>(
      `insert into mentors (name, title, bio, email) values ('Rosa Diaz', 'Carpenter', 'Framing.', 'rosa@example.org')
       returning id`,
    );

    for (let index = 0; index < BOOKINGS; index++) {
      const booked = await post(
        `/api/mentors/${mentor!.id}/book`,
        { scheduledAt: new Date(Date.now() + (72 + index) * 3600_000).toISOString(), timeZone: "Europe/Lisbon" },
        cookie,
      );
      expect(booked.status, booked.body).toBe(201);
    }

    // Due now: the welcome and both copies of each booking notice (the reminders wait for their day).
    const dueNow = async () =>
      query<{ id: string; status: string; attempts: number; last_error: string | null }>(
        `select id, status, attempts, last_error from email_outbox where kind in ('welcome', 'booking-made')`,
      );
    expect(await dueNow()).toHaveLength(1 + 2 * BOOKINGS);

    // Every due message is tried and waits, pending, with its error; then, as if each backoff had
    // passed, it is tried again: the tries count up and nothing is given up.
    await waitUntil("every due message failed a first try", async () =>
      (await dueNow()).every((row) => row.status === "pending" && row.attempts >= 1 && row.last_error !== null),
    );
    await waitUntil("every due message failed a second try", async () => {
      await skipBackoff();
      return (await dueNow()).every((row) => row.status === "pending" && row.attempts >= 2);
    });
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitUntil("every due message is sent", async () => {
      await skipBackoff();
      return (await dueNow()).every((row) => row.status === "sent");
    });

    const rows = await dueNow();
    expect(smtp.received).toHaveLength(rows.length);
    for (const row of rows) {
      const copies = smtp.received.filter((mail) => mail.parsed.messageId?.startsWith(`<${row.id}@`));
      expect(copies, `message ${row.id}`).toHaveLength(1);
    }
    expect(
      smtp.to(studentEmail).filter((mail) => mail.parsed.subject === "Mentorship session booked with Rosa Diaz"),
    ).toHaveLength(BOOKINGS);
    expect(smtp.to("rosa@example.org")).toHaveLength(BOOKINGS);
    // The reminders still wait for their day.
    const reminders = await query<{ status: string }>(
      `select status from email_outbox where kind = 'booking-reminder'`,
    );
    expect(reminders).toHaveLength(2 * BOOKINGS);
    expect(reminders.every((row) => row.status === "pending")).toBe(true);
  });
});
