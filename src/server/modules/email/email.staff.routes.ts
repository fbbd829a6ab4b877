import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminEmailDetail, adminEmailsQuery, adminEmailsResponse } from "../../../shared/contracts/email.js";
import { idParams } from "../../../shared/contracts/common.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as email from "./email.service.js";
import { outboxMessageForAdmins } from "./secret-links.js";
import { answerText } from "../../i18n/plugin.js";

/** Admins read the outbox (under /admin): what was sent, what waits, what failed, and resend. */
export async function emailStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db } = app;

  app.get(
    "/emails",
    { schema: { querystring: adminEmailsQuery, response: { 200: adminEmailsResponse } } },
    async (request) => ({
      isSending: Boolean(app.config.mail.smtpUrl),
      emails: await email.listEmails(db, {
        ...(request.query.status ? { status: request.query.status } : {}),
        ...(request.query.before ? { before: new Date(request.query.before) } : {}),
        ...(request.query.afterId ? { afterId: request.query.afterId } : {}),
        limit: request.query.limit,
      }),
    }),
  );

  app.get("/emails/:id", { schema: { params: idParams, response: { 200: adminEmailDetail } } }, async (request) => {
    const row = outboxMessageForAdmins(await email.getEmail(db, request.params.id));
    return {
      ...row,
      attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    };
  });

  app.post(
    "/emails/:id/resend",
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await email.resendEmail(db, request.params.id);
      app.emailWorker?.wake();
      return { message: answerText(request, reply, "Email queued to send again.") };
    },
  );
}
