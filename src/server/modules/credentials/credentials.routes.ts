import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { verifyCredentialBody, verifyCredentialResponse } from "../../../shared/contracts/credentials.js";
import { certIdParams } from "../../../shared/contracts/enrolments.js";
import { LOCALES } from "../../../shared/rules/locale.js";
import { localeOf } from "../../i18n/locale-of.js";
import { PAPER_SIZES, defaultPaperSize } from "./certificate-pdf.js";
import * as credentials from "./credentials.service.js";

// A signed credential is a JSON-LD document: its exact bytes are served as stored.
const signedJson = z.string().describe("the signed credential, as stored");

const pdfQuery = z.object({
  lang: z.enum(LOCALES).optional().describe("the certificate's language; the request's language if not given"),
  size: z.enum(PAPER_SIZES).optional().describe("the paper: Letter for English, A4 for Spanish if not given"),
});

/** Anyone: a certificate's Open Badges credential, the revocation list, and verifying (issue 25). */
export async function credentialRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config, cache } = app;

  app.get(
    "/certificates/:certId/credential",
    { schema: { params: certIdParams, response: { 200: signedJson } } },
    async (request, reply) => {
      const signed = await credentials.getSignedCredential(db, config, request.params.certId);
      // A file to keep: its name says what it is; the same bytes every time.
      reply.header(
        "content-disposition",
        `attachment; filename="${request.params.certId.toUpperCase()}.credential.json"`,
      );
      reply.header("cache-control", "public, max-age=300");
      return reply
        .type("application/vc+ld+json")
        .serializer((payload: string) => payload)
        .send(signed);
    },
  );

  app.get(
    "/certificates/:certId/pdf",
    { schema: { params: certIdParams, querystring: pdfQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? localeOf(request, null);
      // Without ?lang= the answer follows the request's language.
      if (!request.query.lang) reply.header("vary", "cookie, accept-language");
      const { certId, pdf, etag } = await credentials.getCertificatePdf(
        db,
        cache,
        config.publicUrl,
        request.params.certId,
        locale,
        request.query.size ?? defaultPaperSize(locale),
      );
      reply.header("content-disposition", `attachment; filename="${certId}.pdf"`);
      // Revalidated on every use: a revocation stamps it.
      reply.header("cache-control", "no-cache");
      reply.header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("application/pdf").send(pdf);
    },
  );

  app.get(
    "/credentials/status/:id",
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().min(0).max(1_000_000) }),
        response: { 200: signedJson },
      },
    },
    async (request, reply) => {
      const signed = await credentials.getStatusList(db, config, request.params.id);
      // Verifiers must see a revocation soon after it is made.
      reply.header("cache-control", "no-cache");
      return reply
        .type("application/vc+ld+json")
        .serializer((payload: string) => payload)
        .send(signed);
    },
  );

  app.post(
    "/credentials/verify",
    { schema: { body: verifyCredentialBody, response: { 200: verifyCredentialResponse } } },
    async (request) =>
      credentials.verifyCredential(db, config, request.body.credential, request.body.email || undefined),
  );
}

/** At the site's root, before server rendering: `/.well-known/did.json`, the academy's did:web document. */
export async function didRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  app.get("/.well-known/did.json", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return reply.type("application/did+json").send(JSON.stringify(await credentials.getDidDocument(db, config)));
  });
}
