import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { Server, type Upload } from "@tus/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { VIDEO_ID_HEADER, VIDEO_UPLOAD_PATH, videoUploadMetadata } from "../../../shared/contracts/videos.forms.js";
import { AppError, type Said } from "../../errors.js";
import { answerText } from "../../i18n/plugin.js";
import { restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as teams from "../teams/index.js";
import { createUploadLocker } from "./upload-locker.js";
import { createUploadStore } from "./upload-store.js";
import { attachUploadedVideo, targetExists, type SyncCourse, type VideoTarget } from "./videos.staff.service.js";

/*
 * Staff's resumable video upload (issue 22): the tus protocol (@tus/server, with tus-js-client in
 * the editor) at /api/staff/videos/uploads. A POST starts an upload naming its lesson or course,
 * PATCHes send the bytes, a HEAD tells how far it got, so a dropped connection continues where it
 * stopped. Until the upload is whole its parts live where every app process finds them
 * (upload-store.ts: the bucket with S3 storage, DATA_DIR/tus-uploads with the local folder), and
 * one request at a time touches an upload, in whichever process (upload-locker.ts: PostgreSQL
 * advisory locks). Then the file moves into app.storage (`videos/{videoId}/source`), the video is
 * recorded with its processing job and shown in its place, and the answer names it.
 */

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The request a tus hook runs for: who asks, in which language, for the answer's texts. */
interface UploadContext {
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
}

/** tus aborts a request with a thrown `{ status_code, body }`, which it answers with. */
class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
    this.name = "TusRefusal";
  }
}

export interface VideoUploadOptions {
  syncCourse: SyncCourse;
}

export async function videoUploadRoutes(parent: FastifyInstance, { syncCourse }: VideoUploadOptions) {
  // Every tus request (OPTIONS, POST, HEAD, PATCH, DELETE) passes the staff guard first.
  const app = restrictedApp(parent, STAFF_ROLES);
  const { config, db, cache, storage } = app;
  const store = createUploadStore({
    storage,
    storageConfig: config.storage,
    dataDir: config.dataDir,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  const { datastore } = store;
  const locker = createUploadLocker(app.database);
  const requests = new AsyncLocalStorage<UploadContext>();
  const context = () => {
    const found = requests.getStore();
    if (!found) throw new Error("A tus hook ran outside its request");
    return found;
  };
  /** A refusal whose body is the message in the asker's language, as the API's errors are. */
  const refuse = (status: number, message: Said) => {
    const { request, reply } = context();
    return new TusRefusal(status, JSON.stringify({ message: answerText(request, reply, message) }));
  };

  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore,
    locker,
    ...store.serverOptions,
    maxSize: config.video.maxBytes,
    relativeLocation: true,
    // The Location is this path and the upload's id; proxies' headers are not needed for it.
    respectForwardedHeaders: false,
    async onUploadCreate(_request, upload) {
      const parsed = videoUploadMetadata.safeParse(upload.metadata ?? {});
      if (!parsed.success) {
        throw refuse(
          400,
          "Say which lesson or course the video is for (lessonId or courseId), and the file's name (filename).",
        );
      }
      if (upload.sizeIsDeferred) throw refuse(400, "The upload must say its size (Upload-Length).");
      const target = targetOf(parsed.data);
      const viewer = (await context().request.currentUser())!;
      const onTeam =
        "lessonId" in target
          ? await teams.mayActOnRecord(db, viewer, "lesson", target.lessonId)
          : await teams.mayActOnRecord(db, viewer, "course", target.courseId);
      // A place outside the uploader's course teams answers as a missing one.
      if (!onTeam || !(await targetExists(db, target))) {
        throw refuse(404, "lessonId" in target ? "Lesson not found" : "Course not found");
      }
      // Recorded by the server, after the client's own keys: who may continue this upload.
      return { metadata: { ...upload.metadata, uploadedBy: context().userId } };
    },
    async onUploadFinish(_request, upload) {
      const metadata = videoUploadMetadata.parse(upload.metadata ?? {});
      const videoId = randomUUID();
      const sourceKey = `videos/${videoId}/source`;
      await store.copyToStorage(upload, sourceKey, "application/octet-stream");
      await attachUploadedVideo(
        { db, cache, storage, syncCourse },
        {
          id: videoId,
          sourceKey,
          fileName: metadata.filename,
          sourceBytes: upload.size ?? upload.offset,
          createdBy: upload.metadata?.uploadedBy ?? null,
        },
        targetOf(metadata),
      );
      await store.removeParts(upload);
      // PostgreSQL's NOTIFY wakes every process's worker; this one's is woken here too (PGlite has no NOTIFY).
      app.videoWorker?.wake();
      return { headers: { [VIDEO_ID_HEADER]: videoId } };
    },
    async onResponseError(_request, error) {
      if (error instanceof TusRefusal) return undefined;
      if (error instanceof AppError)
        return { status_code: error.status, body: JSON.stringify({ message: error.message }) };
      app.log.error({ err: error }, "A video upload failed");
      return undefined;
    },
  });

  // Every process sweeps; the sweep is idempotent, so two at once remove each upload once.
  const sweep = setInterval(() => {
    store.sweep().catch((error: unknown) => app.log.warn({ err: error }, "Could not sweep expired uploads"));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    store.close();
    await locker.close();
  });

  // tus reads the request's bytes itself: Fastify must leave the body unread.
  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest<{ Params: { uploadId?: string } }>, reply: FastifyReply) {
    const user = (await request.currentUser())!;
    const uploadId = request.params.uploadId === undefined ? undefined : store.idOf(request.params.uploadId);
    if (uploadId !== undefined && request.method !== "OPTIONS") {
      const upload: Upload | undefined = await datastore.getUpload(uploadId).catch(() => undefined);
      // Only the person who started an upload may continue or end it.
      if (upload && upload.metadata?.uploadedBy !== user.id) {
        throw new AppError("FORBIDDEN", "This upload was started by someone else.");
      }
    }
    reply.hijack();
    // Set on the raw answer: tus writes it, not Fastify, so the staff guard's header would be lost.
    reply.raw.setHeader("cache-control", "private, no-store");
    try {
      await requests.run({ request, reply, userId: user.id }, () => tus.handle(request.raw, reply.raw));
    } catch (error) {
      // Hijacked: Fastify's error handler can't answer any more, so an unexpected failure is answered here.
      request.log.error({ err: error }, "The tus server failed");
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { "content-type": "application/json; charset=utf-8" });
        reply.raw.end(JSON.stringify({ message: answerText(request, reply, "Internal server error") }));
      } else reply.raw.destroy();
    }
  }

  const uploadParams = { params: z.object({ uploadId: z.string().max(100) }) };
  // The course-team rule: a new upload's place (its metadata) is checked in onUploadCreate; one
  // under way may be continued by the person who started it only (handle).
  app.all("/videos/uploads", { config: { courseOf: "handler" } }, handle);
  app.all("/videos/uploads/:uploadId", { config: { courseOf: "handler" }, schema: uploadParams }, handle);
}

function targetOf(metadata: z.infer<typeof videoUploadMetadata>): VideoTarget {
  return metadata.lessonId !== undefined ? { lessonId: metadata.lessonId } : { courseId: metadata.courseId! };
}
