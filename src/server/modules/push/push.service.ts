import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { PushPayload } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import type { Config } from "../../config.js";
import { sessionIdOf } from "../auth/index.js";
import { sessionCookieName } from "../../plugins/auth.js";
import * as queries from "./push.queries.js";

/** The NOTIFY channel that wakes the push workers when a notification is committed. */
export const PUSH_CHANNEL = "push_outbox";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may post to a subscription's endpoint: https to one of the push services
 * (PUSH_SERVICE_HOSTS, a host or a parent domain), never an address of the academy's own network.
 * Outside production a loopback push service (a test's) is allowed, over http too.
 */
export function isAllowedEndpoint(endpoint: string, config: Pick<Config, "env" | "push">): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.env !== "production" && LOOPBACK.has(url.hostname)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return config.push.serviceHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** The asking browser's session id, or undefined for a visitor. */
export function sessionOf(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token ? sessionIdOf(token) : undefined;
}

/**
 * Queues a notification for a person, in the caller's transaction; the workers send it after the
 * commit to each of the person's live subscriptions.
 */
export async function queuePush(
  tx: Executor,
  push: { userId: string; payload: PushPayload; ref?: string; ttlSeconds?: number; sendAfter?: Date },
): Promise<string | undefined> {
  const id = await queries.insertPush(tx, push);
  // PostgreSQL delivers a NOTIFY at commit, so workers wake when the row is there to claim.
  if (id) await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
  return id;
}

export { canPush, voidPendingPushes } from "./push.queries.js";
