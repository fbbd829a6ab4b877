import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** How long /readyz waits for `select 1`: a load balancer's probe must not hang. */
export const READY_TIMEOUT_MS = 2000;

const health = z.object({ status: z.literal("ok") });

/**
 * What /readyz reports. status is the verdict a load balancer acts on; each part of the app adds
 * a field of its own (database reachable, the public cache's size), so new fields go here.
 */
const readiness = z.object({
  status: z.enum(["ok", "unavailable"]),
  message: z.string().optional(),
  database: z.enum(["ok", "unavailable"]),
  /** The public cache's size against its bounds (CACHE_MAX_MB), to watch memory. */
  cache: z.object({
    entries: z.number().int(),
    bytes: z.number().int(),
    maxEntries: z.number().int(),
    maxBytes: z.number().int(),
  }),
});
export type Readiness = z.infer<typeof readiness>;

/**
 * Probes for load balancers and orchestrators: /healthz says the process is alive (restart it
 * otherwise), /readyz says it can serve (send it traffic). Neither reads a session or the
 * public cache's entries, and neither may be cached.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", { schema: { response: { 200: health } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  app.get("/readyz", { schema: { response: { 200: readiness, 503: readiness } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    let database: Readiness["database"] = "ok";
    try {
      await app.database.ping(READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, "readiness: database unreachable");
      database = "unavailable";
    }
    const body: Readiness = {
      status: database === "ok" ? "ok" : "unavailable",
      ...(database === "ok" ? {} : { message: "The database is unavailable" }),
      database,
      cache: app.cache.stats(),
    };
    return reply.status(body.status === "ok" ? 200 : 503).send(body);
  });
}
