import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCertificate,
  adminCertificateListQuery,
  revokeCertificateBody,
  revokeCertificateResponse,
} from "../../../shared/contracts/credentials.js";
import { certIdParams } from "../../../shared/contracts/enrolments.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as credentials from "./credentials.service.js";

/** Admins (under /admin): finding certificates and revoking one. */
export async function credentialStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES).withTypeProvider<ZodTypeProvider>();
  const { db, config, cache } = app;

  app.get(
    "/certificates",
    { schema: { querystring: adminCertificateListQuery, response: { 200: z.array(adminCertificate) } } },
    async (request) => credentials.searchCertificates(db, request.query),
  );

  app.post(
    "/certificates/:certId/revoke",
    { schema: { params: certIdParams, body: revokeCertificateBody, response: { 200: revokeCertificateResponse } } },
    async (request) => credentials.revokeCertificate(db, config, cache, request.params.certId, request.body.reason),
  );
}
