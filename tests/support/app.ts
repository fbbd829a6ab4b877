import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { loadConfig, type Config } from "../../src/server/config.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { createTestDatabase } from "./db.js";

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle & { url?: string };
  db: DatabaseHandle["db"];
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "tsa-data-")),
    SESSION_SECRET: "test-secret-test-secret-test-secret-1234",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
}

/** The whole app on a fresh database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const handle = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp(config, handle, { logger: false });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The Cookie header that carries the session set by a sign-in response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith("tsa_session"));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** app.inject with a session cookie. */
export function as(app: FastifyInstance, cookie: string | undefined) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}
