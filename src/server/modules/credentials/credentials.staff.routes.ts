import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { revokeCertificateBody, revokeCertificateResponse } from "../../../shared/contracts/credentials.js";
import { certIdParams } from "../../../shared/contracts/enrolments.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as credentials from "./credentials.service.js";

/** Admins (under /admin): revoking a certificate. */
export async function credentialStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES).withTypeProvider<ZodTypeProvider>();
  const { db, config, cache } = app;

  app.post(
    "/certificates/:certId/revoke",
    { schema: { params: certIdParams, body: revokeCertificateBody, response: { 200: revokeCertificateResponse } } },
    async (request) => credentials.revokeCertificate(db, config, cache, request.params.certId, request.body.reason),
  );
}
