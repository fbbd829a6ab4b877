import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A route's onSend hook for answers that are one person's own data: private, never kept by the
 * browser or a proxy. onSend sees every answer of the route, error answers included.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}
