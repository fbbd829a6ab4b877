import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { createTestDatabase } from "../support/db.js";

/**
 * The job queues wake their workers with a NOTIFY at commit (email, push, video jobs): on PostgreSQL
 * it reaches every process; on the embedded database it must reach this one, or a queued email
 * waits for the worker's next poll.
 */
describe("the notifier", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("hears a NOTIFY from SQL at the commit of its transaction, with its payload", async () => {
    const heard: string[] = [];
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await handle.notifier.subscribe("notifier_test_sql", (payload) => {
      heard.push(payload);
      arrive();
    });
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('notifier_test_sql', 'job-1')`);
      expect(heard).toEqual([]);
    });
    await arrived;
    expect(heard).toEqual(["job-1"]);
  });

  it("hears a message published from code", async () => {
    let hear: (payload: string) => void = () => {};
    const payload = new Promise<string>((resolve) => (hear = resolve));
    await handle.notifier.subscribe("notifier_test_code", (value) => hear(value));
    await handle.notifier.publish("notifier_test_code", "topics");
    expect(await payload).toBe("topics");
  });

  it("does not deliver a NOTIFY of a transaction that rolled back", async () => {
    const heard: string[] = [];
    await handle.notifier.subscribe("notifier_test_rollback", (value) => heard.push(value));
    let hearAfter = () => {};
    const after = new Promise<void>((resolve) => (hearAfter = resolve));
    await handle.notifier.subscribe("notifier_test_after", () => hearAfter());
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('notifier_test_rollback', 'lost')`);
        throw new Error("roll back");
      })
      .catch(() => {});
    // A later committed NOTIFY arrives after anything the rolled-back one could have sent.
    await handle.db.execute(sql`select pg_notify('notifier_test_after', '')`);
    await after;
    expect(heard).toEqual([]);
  });
});
