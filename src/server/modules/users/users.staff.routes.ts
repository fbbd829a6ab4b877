import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUser, roleBody, userListQuery } from "../../../shared/contracts/users.js";
import { idParams } from "../../../shared/contracts/common.js";
import { requireRole, restrictTo } from "../../plugins/auth.js";
import * as users from "./users.service.js";

const ADMIN = ["admin"] as const;

/** Admins manage accounts and roles (under /admin): every route checks the role on the server, and nothing is cached. */
export async function userStaffRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  restrictTo(app, ADMIN);

  app.get(
    "/users",
    { schema: { querystring: userListQuery, response: { 200: z.array(adminUser) } } },
    async (request) => users.listUsers(db, request.query),
  );

  app.patch(
    "/users/:id/role",
    { schema: { params: idParams, body: roleBody, response: { 200: adminUser } } },
    async (request) => {
      const admin = await requireRole(request, ADMIN);
      return users.changeUserRole(db, admin.id, request.params.id, request.body.role);
    },
  );
}
