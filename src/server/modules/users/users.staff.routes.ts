import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminUser, roleBody, userListQuery } from "../../../shared/contracts/users.js";
import { idParams } from "../../../shared/contracts/common.js";
import { ADMIN_ROLES, requireRole, restrictedApp } from "../../plugins/auth.js";
import * as users from "./users.service.js";

/** Admins manage accounts and roles (under /admin): every route checks the role on the server, and nothing is cached. */
export async function userStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db } = app;

  app.get(
    "/users",
    { schema: { querystring: userListQuery, response: { 200: z.array(adminUser) } } },
    async (request) => users.listUsers(db, request.query),
  );

  app.patch(
    "/users/:id/role",
    { schema: { params: idParams, body: roleBody, response: { 200: adminUser } } },
    async (request) => {
      const admin = await requireRole(request, ADMIN_ROLES);
      return users.changeUserRole(db, admin.id, request.params.id, request.body.role);
    },
  );
}
