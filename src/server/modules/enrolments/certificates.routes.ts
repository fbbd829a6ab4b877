import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { certIdParams, certificate } from "../../../shared/contracts/enrolments.js";
import { requireUser } from "../../plugins/auth.js";
import * as enrolments from "./enrolments.service.js";

const toPublic = (row: Awaited<ReturnType<typeof enrolments.getCertificate>>) => ({
  certId: row.certId,
  courseId: row.courseId,
  studentName: row.studentName,
  courseTitle: row.courseTitle,
  standards: row.standards,
  issueDate: row.issueDate,
  revokedAt: row.revokedAt,
  revocationReason: row.revocationReason,
});

export async function certificateRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // Public: anyone holding a certificate id can verify it.
  app.get(
    "/certificates/:certId",
    { schema: { params: certIdParams, response: { 200: certificate } } },
    async (request) => toPublic(await enrolments.getCertificate(db, request.params.certId)),
  );

  app.get("/user/certificates", { schema: { response: { 200: z.array(certificate) } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "private, no-store");
    return (await enrolments.listUserCertificates(db, user.id)).map(toPublic);
  });
}
