/**
 * Web Push (issue 26): the VAPID key, subscriptions held per session, and the push outbox's
 * worker posting encrypted notifications to a push service (a local one here: the protocol is
 * plain HTTP, RFC 8030/8291/8292). The test decrypts what arrived with the subscriber's own keys.
 */
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import ece from "http_ece";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pushKeys, pushOutbox, pushSubscriptions } from "../../src/db/schema/index.js";
import { isAllowedEndpoint, queuePush } from "../../src/server/modules/push/index.js";
import { as, createTestApp, testConfig, type TestContext } from "../support/app.js";
import { signedInUser } from "../support/factories.js";
import { startPushService } from "../support/push-service.js";

let ctx: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;
/** Paths the push service answers with something else than 201. */
const answers = new Map<string, number>();

beforeAll(async () => {
  service = await startPushService((path) => answers.get(path) ?? 201);
  // On the embedded database the worker wakes on its poll (PostgreSQL's NOTIFY wakes it at once).
  ctx = await createTestApp({ EMAIL_POLL_SECONDS: "0.2" });
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

/** A browser's subscription: its ECDH key pair and auth secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
  };
}

let paths = 0;
const newEndpoint = () => `${service.origin}/push/${(paths += 1)}-${randomBytes(6).toString("hex")}`;

async function pushRow(id: string) {
  const [row] = await ctx.db.select().from(pushOutbox).where(eq(pushOutbox.id, id));
  return row!;
}

/** Waits until the worker has finished with a notification (a state: polled, never slept for). */
async function settled(id: string) {
  return vi.waitFor(
    async () => {
      const row = await pushRow(id);
      if (row.status === "pending" && row.lockedUntil !== null) throw new Error("still sending");
      if (row.status === "pending" && !row.lastError) throw new Error("not sent yet");
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe("the VAPID key", () => {
  it("is one P-256 key for the academy, its private half sealed in the database", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/push/key" });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, "base64url")[0]).toBe(4); // an uncompressed P-256 point
    const again = await ctx.app.inject({ method: "GET", url: "/api/push/key" });
    expect(again.json()).toEqual({ publicKey });
    const rows = await ctx.db.select().from(pushKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.privateKeyEncrypted).toMatch(/^v1\./);
    expect(first.body).not.toContain(rows[0]!.privateKeyEncrypted);
  });

  it("is the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, and one alone is refused", () => {
    expect(() => testConfig({ VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    const config = testConfig({ VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "a".repeat(43) });
    expect(config.push.vapid).toEqual({ publicKey: "B".repeat(87), privateKey: "a".repeat(43) });
  });
});

describe("subscriptions", () => {
  it("need a signed-in person, and a push service's https address", async () => {
    const { keys } = browserKeys();
    const visitor = await ctx.app.inject({
      method: "PUT",
      url: "/api/push/subscription",
      payload: { endpoint: newEndpoint(), keys },
    });
    expect(visitor.statusCode).toBe(401);

    const { cookie } = await signedInUser(ctx.app);
    const put = (payload: Record<string, unknown>) =>
      as(ctx.app, cookie)({ method: "PUT", url: "/api/push/subscription", payload });
    for (const endpoint of [
      "https://evil.example/push/1",
      "http://10.0.0.8/push",
      "https://fcm.googleapis.com:8443/x",
    ]) {
      const refused = await put({ endpoint, keys });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBe("This browser's push service isn't supported");
    }
    expect((await put({ endpoint: "not a url", keys })).statusCode).toBe(400);
    expect(
      (await put({ endpoint: newEndpoint(), keys: { p256dh: "no spaces allowed", auth: keys.auth } })).statusCode,
    ).toBe(400);
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("allow the known push services, and in production never a loopback one", () => {
    const config = testConfig();
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc", config)).toBe(true);
    expect(isAllowedEndpoint("https://web.push.apple.com/QABC", config)).toBe(true);
    expect(isAllowedEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", config)).toBe(true);
    expect(isAllowedEndpoint("https://push.apple.com.evil.example/x", config)).toBe(false);
    expect(isAllowedEndpoint("https://user:pw@fcm.googleapis.com/x", config)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1:9/push", config)).toBe(true);
    expect(isAllowedEndpoint("http://127.0.0.1:9/push", { ...config, env: "production" })).toBe(false);
  });

  it("say whether this browser is subscribed, and unsubscribe it", async () => {
    const { cookie } = await signedInUser(ctx.app);
    const request = as(ctx.app, cookie);
    const endpoint = newEndpoint();
    const state = () =>
      request({ method: "GET", url: `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}` }).then((r) =>
        r.json<{ subscribed: boolean }>(),
      );
    expect(await state()).toEqual({ subscribed: false });
    const put = await request({
      method: "PUT",
      url: "/api/push/subscription",
      payload: { endpoint, keys: browserKeys().keys },
    });
    expect(put.statusCode).toBe(204);
    expect(await state()).toEqual({ subscribed: true });
    const removed = await request({ method: "DELETE", url: "/api/push/subscription", payload: { endpoint } });
    expect(removed.statusCode).toBe(204);
    expect(await state()).toEqual({ subscribed: false });
  });
});

describe("the push outbox", () => {
  it("posts the notification encrypted for the subscription and signed with the academy's key", async () => {
    const { user, cookie } = await signedInUser(ctx.app);
    const browser = browserKeys();
    const endpoint = newEndpoint();
    const put = await as(
      ctx.app,
      cookie,
    )({
      method: "PUT",
      url: "/api/push/subscription",
      payload: { endpoint, keys: browser.keys },
    });
    expect(put.statusCode).toBe(204);

    const payload = {
      title: "Your session starts in 1 hour",
      body: "With Rosa at 4:00 PM",
      url: "/dashboard",
      tag: "b1",
    };
    const id = (await queuePush(ctx.db, {
      userId: user.id,
      payload,
      ref: "booking:b1:reminder-1h",
      ttlSeconds: 3600,
    }))!;
    const arrived = await service.waitFor(new URL(endpoint).pathname);

    expect(arrived.headers["content-encoding"]).toBe("aes128gcm");
    expect(arrived.headers.ttl).toBe("3600");
    expect(arrived.headers.urgency).toBe("high");
    expect(arrived.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const plain = ece.decrypt(arrived.body, {
      version: "aes128gcm",
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    });
    expect(JSON.parse(plain.toString("utf8"))).toEqual(payload);

    // RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT for this push service's origin, signed with the key.
    const { publicKey } = (await ctx.app.inject({ method: "GET", url: "/api/push/key" })).json<{ publicKey: string }>();
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(arrived.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const [header, claims, signature] = match![1]!.split(".");
    const body = JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string; sub: string; exp: number };
    expect(body.aud).toBe(service.origin);
    expect(body.sub).toBe(`mailto:${ctx.config.contactEmail}`);
    const point = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature!, "base64url"),
    );
    expect(signed).toBe(true);

    const row = await settled(id);
    expect(row).toMatchObject({ status: "sent", delivered: 1, attempts: 1 });
  });

  it("drops a subscription its push service says is gone (410), and is undelivered without another", async () => {
    const { user, cookie } = await signedInUser(ctx.app);
    const endpoint = newEndpoint();
    answers.set(new URL(endpoint).pathname, 410);
    await as(
      ctx.app,
      cookie,
    )({ method: "PUT", url: "/api/push/subscription", payload: { endpoint, keys: browserKeys().keys } });
    const id = (await queuePush(ctx.db, { userId: user.id, payload: { title: "t", body: "b", url: "/dashboard" } }))!;
    await service.waitFor(new URL(endpoint).pathname);
    expect(await settled(id)).toMatchObject({ status: "undelivered", delivered: 0 });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      0,
    );
  });

  it("tries again later when the push service fails for now (503)", async () => {
    const { user, cookie } = await signedInUser(ctx.app);
    const endpoint = newEndpoint();
    answers.set(new URL(endpoint).pathname, 503);
    await as(
      ctx.app,
      cookie,
    )({ method: "PUT", url: "/api/push/subscription", payload: { endpoint, keys: browserKeys().keys } });
    const id = (await queuePush(ctx.db, { userId: user.id, payload: { title: "t", body: "b", url: "/dashboard" } }))!;
    await service.waitFor(new URL(endpoint).pathname);
    const row = await settled(id);
    expect(row).toMatchObject({ status: "pending", lastError: "push service answered 503", lockedUntil: null });
    expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      1,
    );
  });

  it("on a shared phone: signing out drops the browser's subscription, and the next person's takes the endpoint", async () => {
    const first = await signedInUser(ctx.app);
    const endpoint = newEndpoint();
    const keys = browserKeys().keys;
    await as(ctx.app, first.cookie)({ method: "PUT", url: "/api/push/subscription", payload: { endpoint, keys } });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      1,
    );
    const out = await as(ctx.app, first.cookie)({ method: "POST", url: "/api/auth/logout" });
    expect(out.statusCode).toBe(204);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      0,
    );

    // Someone else signs in on the same browser (the same endpoint) and turns reminders on; then
    // the first person signs in elsewhere without subscribing. Their notification reaches nobody.
    const second = await signedInUser(ctx.app);
    await as(ctx.app, second.cookie)({ method: "PUT", url: "/api/push/subscription", payload: { endpoint, keys } });
    const [held] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(held?.userId).toBe(second.user.id);
    const id = (await queuePush(ctx.db, {
      userId: first.user.id,
      payload: { title: "t", body: "b", url: "/dashboard" },
    }))!;
    expect(await settled(id)).toMatchObject({ status: "undelivered", delivered: 0 });
    expect(service.received.filter((entry) => entry.path === new URL(endpoint).pathname)).toHaveLength(0);
  });
});
