import type { FastifyInstance } from "fastify";

/** Admin-only management (being built). */
export async function adminRoutes(_app: FastifyInstance) {}
