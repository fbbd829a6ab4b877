import { createReadStream } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { parseVariantName, VARIANT_CONTENT_TYPES, type VariantFormat } from "../../../shared/rules/images.js";
import {
  changesRequested,
  project,
  projectDetail,
  ownSubmission,
  submission,
  submitProjectBody,
} from "../../../shared/contracts/projects.js";
import { sendCached } from "../../plugins/cached-reply.js";
import { AppError } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { noStore } from "../../plugins/no-store.js";
import * as images from "../images/index.js";
import { incomingFile } from "./incoming-file.js";
import * as projects from "./projects.service.js";
import { openUpload, openUploadFile, sweepUnusedUploads, uploadAddress } from "./uploads.service.js";

const uploadedFile = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The spec's fileUrl: uploads/{id}/{file name}. */
  fileUrl: z.string(),
  /** The spec's content for a file submission: "File submitted: {file name}". */
  content: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

const contentDisposition = (inline: boolean, name: string) =>
  `${inline ? "inline" : "attachment"}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Whether each course image checked so far may be served; an upload's bytes never change. */
const servableImages = new Map<string, boolean>();
const SERVABLE_IMAGES_KEPT = 5000;

/**
 * Whether a stored course image may be served: an image that fails the upload check (more than
 * MAX_IMAGE_PIXELS, or unreadable) is never sent, neither as itself nor standing in for a variant.
 * Uploads are checked at the door since issue 20; this keeps a decompression bomb stored before
 * that from being served. The header is read once per upload and process.
 */
async function isServableImage(uploadDir: string, id: string): Promise<boolean> {
  const known = servableImages.get(id);
  if (known !== undefined) return known;
  const servable = await images.checkImageDimensions(join(uploadDir, id)).then(
    () => true,
    () => false,
  );
  if (servableImages.size >= SERVABLE_IMAGES_KEPT) servableImages.delete(servableImages.keys().next().value!);
  servableImages.set(id, servable);
  return servable;
}

/**
 * A course image's variant ("{name}-480.avif", src/shared/rules/images.ts). Until it has been
 * made the original stands in for it (browsers read an image by its bytes), briefly cached, and
 * its making is started: uploads from before variants existed get theirs on first view.
 */
async function sendVariant(
  reply: FastifyReply,
  upload: { id: string; fileName: string; contentType: string },
  variant: { width: number; format: VariantFormat },
) {
  const { config, log } = reply.server;
  const made = await images.findUploadVariant(config.uploadDir, upload.id, variant.width, variant.format);
  reply.header("content-security-policy", "default-src 'none'; sandbox");
  if (!made) {
    void images.makeUploadVariants(config.uploadDir, upload, log);
    const original = await openUploadFile(config.uploadDir, upload.id);
    return reply
      .header("cache-control", "public, max-age=60")
      .header("content-length", original.size)
      .type(upload.contentType)
      .send(original.stream);
  }
  return reply
    .header("cache-control", "public, max-age=86400")
    .header("content-length", made.size)
    .type(VARIANT_CONTENT_TYPES[variant.format])
    .send(createReadStream(made.path));
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The request's Content-Length, an upper bound of the file's size, when the client sent one. */
function contentLength(request: FastifyRequest): number | undefined {
  const value = Number(request.headers["content-length"]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Projects as students see and do them: the project itself is public and cached; submissions
 * and files are one student's own. Every upload (project files, course images) is served here.
 */
export async function projectRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, config, db } = app;

  // Every process sweeps hourly; the sweep is safe to run in several at once.
  const sweep = () =>
    Promise.all([
      sweepUnusedUploads(db, config.uploadDir).then(
        (removed) => removed > 0 && app.log.info({ removed }, "Deleted unused uploads older than a day"),
        (error: unknown) => app.log.error({ err: error }, "Sweeping unused uploads failed"),
      ),
      images.sweepPartialVariants(config.uploadDir).then(
        (removed) => removed > 0 && app.log.info({ removed }, "Deleted half-made image variants"),
        (error: unknown) => app.log.error({ err: error }, "Sweeping half-made image variants failed"),
      ),
    ]);
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  // A process that starts after one was killed mid-encode clears what it left, once ready.
  app.addHook("onReady", async () => {
    void images.sweepPartialVariants(config.uploadDir).catch(() => undefined);
  });
  app.addHook("onClose", async () => clearInterval(timer));

  const projectList = z.array(project);
  app.get(
    "/modules/:id/projects",
    { schema: { params: idParams, response: { 200: projectList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`projects:${id}`, ["catalog"], projectList, () => projects.getModuleProjects(db, id)),
      );
    },
  );

  app.get(
    "/projects/:id",
    { schema: { params: idParams, response: { 200: projectDetail } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`project:${id}`, ["catalog"], projectDetail, () => projects.getProject(db, id)),
      );
    },
  );

  app.get(
    "/projects/:id/submissions",
    { onSend: noStore, schema: { params: idParams, response: { 200: z.array(ownSubmission) } } },
    async (request) => {
      const user = await requireUser(request);
      return projects.listProjectSubmissions(db, user.id, request.params.id);
    },
  );

  // The student's own projects sent back for changes: the dashboard's next step (issue 23).
  app.get(
    "/user/changes-requested",
    { onSend: noStore, schema: { response: { 200: z.array(changesRequested) } } },
    async (request) => {
      const user = await requireUser(request);
      return projects.listChangesRequested(db, user.id);
    },
  );

  app.post(
    "/projects/:id/submissions",
    { onSend: noStore, schema: { params: idParams, body: submitProjectBody, response: { 201: submission } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply
        .status(201)
        .send(await projects.submitProject(db, app.mail, user.id, request.params.id, request.body));
    },
  );

  // A file for a file-format project; the student then submits its fileUrl and content.
  app.post(
    "/projects/:id/files",
    { schema: { params: idParams, response: { 201: uploadedFile } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const upload = await projects.uploadProjectFile(db, user.id, request.params.id, () => incomingFile(request), {
        uploadDir: config.uploadDir,
        maxBytes: config.uploadMaxBytes,
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
      if (file.upload.kind === "course_image" && !(await isServableImage(config.uploadDir, file.upload.id))) {
        file.stream.destroy();
        request.log.warn({ uploadId: file.upload.id }, "A stored course image failed the image check: not served");
        throw new AppError("NOT_FOUND", "File not found");
      }
      if (file.upload.fileName !== request.params.name) {
        file.stream.destroy();
        const variant =
          file.upload.kind === "course_image" && parseVariantName(request.params.name, file.upload.fileName);
        if (!variant) throw new AppError("NOT_FOUND", "File not found");
        return sendVariant(reply, file.upload, variant);
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
