import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { AppError, badRequest, forbidden, MALFORMED_MULTIPART } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import * as catalog from "../catalog/catalog.service.js";
import * as learning from "../learning/learning.service.js";
import { storeUpload, sweepUnusedUploads, uploadAddress, openUpload, type IncomingFile } from "./uploads.service.js";

export const uploadedFile = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The spec's fileUrl: uploads/{id}/{file name}. */
  fileUrl: z.string(),
  /** The spec's content for a file submission: "File submitted: {file name}". */
  content: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/**
 * busboy reports a body it can't parse (no boundary, a part cut short) as a plain Error, which
 * would answer 500; the request is the one at fault. Errors that already say what they are
 * (limits, our own) keep their meaning.
 */
function asMalformedMultipart(error: unknown) {
  if (error instanceof Error && !(error instanceof AppError) && !("statusCode" in error)) {
    Object.assign(error, { code: MALFORMED_MULTIPART, statusCode: 400 });
  }
  return error;
}

/** The one file of a multipart request (field "file"). */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data");
  const part = await request.file().catch((error: unknown) => {
    throw asMalformedMultipart(error);
  });
  // A part cut short fails the file's stream (maybe already, before we got the part); its
  // reader rejects with that same error.
  if (part?.file.errored) asMalformedMultipart(part.file.errored);
  part?.file.on("error", asMalformedMultipart);
  if (!part || part.fieldname !== "file")
    throw badRequest("Choose a file to upload", [{ path: "body.file", message: "Required" }]);
  return { fileName: part.filename, stream: part.file };
}

const contentDisposition = (inline: boolean, name: string) =>
  `${inline ? "inline" : "attachment"}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The request's Content-Length, an upper bound of the file's size, when the client sent one. */
function contentLength(request: FastifyRequest): number | undefined {
  const value = Number(request.headers["content-length"]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  // Every process sweeps hourly; the sweep is safe to run in several at once.
  const sweep = () =>
    sweepUnusedUploads(db, config.uploadDir).then(
      (removed) => removed > 0 && app.log.info({ removed }, "Deleted unused uploads older than a day"),
      (error: unknown) => app.log.error({ err: error }, "Sweeping unused uploads failed"),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  app.addHook("onClose", async () => clearInterval(timer));

  // A file for a file-format project; the student then submits its fileUrl and content.
  app.post(
    "/projects/:id/files",
    { schema: { params: idParams, response: { 201: uploadedFile } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const project = await catalog.getProject(db, request.params.id);
      if (project.submissionFormat !== "file") throw badRequest("This project takes text submissions, not files");
      // As for the submission itself: anyone signed in for a free course (submitting enrols them),
      // only enrolled students for a paid one.
      if (!project.courseIsFree && !(await learning.isEnrolled(db, user.id, project.courseId))) {
        throw forbidden(learning.NOT_ENROLLED_MESSAGE);
      }
      const upload = await storeUpload(db, await incomingFile(request), {
        uploadDir: config.uploadDir,
        maxBytes: config.uploadMaxBytes,
        kind: "project",
        userId: user.id,
        projectId: project.id,
        quota: config.uploadQuota,
        expectedBytes: contentLength(request),
      });
      return reply
        .status(201)
        .header("cache-control", "private, no-store")
        .send({
          id: upload.id,
          fileName: upload.fileName,
          fileUrl: uploadAddress(upload),
          content: `File submitted: ${upload.fileName}`,
          contentType: upload.contentType,
          size: upload.size,
        });
    },
  );

  app.get(
    "/uploads/:id/:name",
    { schema: { params: z.object({ id: z.string().max(100), name: z.string().max(300) }) } },
    async (request, reply) => {
      const user = await request.currentUser();
      const file = await openUpload(db, config.uploadDir, request.params.id, user);
      if (file.upload.fileName !== request.params.name) {
        file.stream.destroy();
        throw new AppError("NOT_FOUND", "File not found");
      }
      return (
        reply
          .header("cache-control", file.upload.kind === "course_image" ? "public, max-age=86400" : "private, no-store")
          .header("content-disposition", contentDisposition(file.inline, file.upload.fileName))
          // Whatever a file holds, it never runs as a page of this site.
          .header("content-security-policy", "default-src 'none'; sandbox")
          .header("content-length", file.size)
          .type(file.upload.contentType)
          .send(file.stream)
      );
    },
  );
}
