import type { FastifyInstance } from "fastify";
import { idParams } from "../../../shared/contracts/common.js";
import { videoView } from "../../../shared/contracts/videos.js";
import {
  captionsBody,
  captionsTranscript,
  CAPTIONS_MAX_BYTES,
  videoCaptionParams,
} from "../../../shared/contracts/videos.forms.js";
import { restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as staff from "./videos.staff.service.js";

/**
 * Staff's hosted videos (under /staff): the state an editor polls, Retry, detaching a lesson's
 * or a course's video, captions per language and the transcript made from them. The upload
 * itself is the tus server (uploads.ts).
 */
export async function videoStaffRoutes(parent: FastifyInstance, { syncCourse }: { syncCourse: staff.SyncCourse }) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const deps = { db: app.db, cache: app.cache, storage: app.storage, syncCourse };
  const view = { 200: videoView };
  // What each :id names, for the course-team rule (plugins/auth.ts): a video, the courses showing it.
  const video = { courseOf: "video" } as const;

  // A captions file is sent as its text, whatever type the browser gives the file.
  app.addContentTypeParser(
    ["text/vtt", "application/x-subrip", "text/srt", "application/octet-stream"],
    { parseAs: "string", bodyLimit: CAPTIONS_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get("/videos/:id", { config: video, schema: { params: idParams, response: view } }, async (request) =>
    staff.getStaffVideo(app.db, request.params.id),
  );

  app.post("/videos/:id/retry", { config: video, schema: { params: idParams, response: view } }, async (request) => {
    const retried = await staff.retryStaffVideo(deps, request.params.id);
    app.videoWorker?.wake();
    return retried;
  });

  app.delete(
    "/lessons/:id/video",
    { config: { courseOf: "lesson" }, schema: { params: idParams } },
    async (request, reply) => {
      await staff.detachVideo(deps, { lessonId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.delete(
    "/courses/:id/preview-video",
    { config: { courseOf: "course" }, schema: { params: idParams } },
    async (request, reply) => {
      await staff.detachVideo(deps, { courseId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.put(
    "/videos/:id/captions/:language",
    {
      config: video,
      schema: { params: videoCaptionParams, body: captionsBody, response: view },
      bodyLimit: CAPTIONS_MAX_BYTES,
    },
    async (request) => staff.putCaptions(deps, request.params.id, request.params.language, request.body),
  );

  app.delete(
    "/videos/:id/captions/:language",
    { config: video, schema: { params: videoCaptionParams, response: view } },
    async (request) => staff.deleteCaptions(deps, request.params.id, request.params.language),
  );

  app.get(
    "/videos/:id/captions/:language/transcript",
    { config: video, schema: { params: videoCaptionParams, response: { 200: captionsTranscript } } },
    async (request) => ({
      transcript: await staff.transcriptFromCaptions(deps, request.params.id, request.params.language),
    }),
  );
}
