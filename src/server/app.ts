import type { IncomingMessage } from "node:http";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../db/client.js";
import type { Database } from "../db/types.js";
import { PublicCache } from "./cache.js";
import { createGuardedServer } from "./lib/http-server.js";
import type { Config } from "./config.js";
import { authRoutes, type AuthRoutesOptions } from "./modules/auth/auth.routes.js";
import { oidcRoutes } from "./modules/auth/oidc.routes.js";
import { sessionTagCookieName } from "./modules/auth/session-tag.js";
import { blogRoutes } from "./modules/blog/blog.routes.js";
import { blogStaffRoutes } from "./modules/blog/blog.staff.routes.js";
import { pagesRoutes } from "./modules/pages/pages.routes.js";
import { pagesStaffRoutes } from "./modules/pages/pages.staff.routes.js";
import { courseRoutes } from "./modules/courses/courses.routes.js";
import { courseStaffRoutes } from "./modules/courses/courses.staff.routes.js";
import * as courses from "./modules/courses/index.js";
import { donationRoutes } from "./modules/donations/donations.routes.js";
import { donationStaffRoutes } from "./modules/donations/donations.staff.routes.js";
import { EmailWorker, smtpTransport, type MailContext } from "./modules/email/index.js";
import { emailStaffRoutes } from "./modules/email/email.staff.routes.js";
import { emailRoutes } from "./modules/email/email.routes.js";
import { PushWorker, pushRoutes, vapidKeys } from "./modules/push/index.js";
import { i18nRoutes } from "./modules/i18n/i18n.routes.js";
import { certificateRoutes } from "./modules/enrolments/certificates.routes.js";
import { credentialRoutes, didRoutes } from "./modules/credentials/credentials.routes.js";
import { credentialStaffRoutes } from "./modules/credentials/credentials.staff.routes.js";
import { enrolmentRoutes } from "./modules/enrolments/enrolments.routes.js";
import { feedRoutes } from "./modules/feeds/feeds.routes.js";
import { mentorRoutes } from "./modules/mentors/mentors.routes.js";
import { mentorStaffRoutes } from "./modules/mentors/mentors.staff.routes.js";
import { mentorAccountRoutes } from "./modules/mentors/mentor.routes.js";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.js";
import { newsletterStaffRoutes } from "./modules/newsletter/newsletter.staff.routes.js";
import { projectRoutes } from "./modules/projects/projects.routes.js";
import { projectStaffRoutes } from "./modules/projects/projects.staff.routes.js";
import { quizRoutes } from "./modules/quizzes/quizzes.routes.js";
import { quizStaffRoutes } from "./modules/quizzes/quizzes.staff.routes.js";
import { storyRoutes } from "./modules/stories/stories.routes.js";
import { storyStaffRoutes } from "./modules/stories/stories.staff.routes.js";
import { userStaffRoutes } from "./modules/users/users.staff.routes.js";
import { auditStaffRoutes, teamStaffRoutes } from "./modules/teams/teams.staff.routes.js";
import { applyCohortInvitation, applyCohortInvitationsByEmail } from "./modules/cohorts/index.js";
import { findLiveInvitation } from "./modules/invitations/index.js";
import {
  applyMentorInvitation,
  MENTOR_INVITATION,
  remindByEmailInstead,
  remindedByPush,
} from "./modules/mentors/index.js";
import { cohortRoutes } from "./modules/cohorts/cohorts.routes.js";
import { cohortStaffRoutes } from "./modules/cohorts/cohorts.staff.routes.js";
import { FollowUpWorker } from "./modules/outcomes/index.js";
import { e2eHookRoutes } from "./e2e-hooks.js";
import { outcomeRoutes } from "./modules/outcomes/outcomes.routes.js";
import { outcomeAdminRoutes, outcomeStaffRoutes } from "./modules/outcomes/outcomes.staff.routes.js";
import { videoUploadRoutes } from "./modules/videos/uploads.js";
import { videoRoutes } from "./modules/videos/videos.routes.js";
import { videoStaffRoutes } from "./modules/videos/videos.staff.routes.js";
import { registerAuth, sessionCookieName } from "./plugins/auth.js";
import { registerCompression } from "./plugins/compression.js";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors.js";
import { FastPath, registerFastPathRecorder } from "./plugins/fast-path.js";
import { healthRoutes } from "./plugins/health.js";
import { pageVariantOfHeaders } from "./plugins/page-cache-key.js";
import { registerInputChecks } from "./plugins/input.js";
import { registerSecurity } from "./plugins/security.js";
import { registerSsr, type PageRenderStats } from "./plugins/ssr.js";
import { createStorage, type Storage } from "./storage/index.js";
import { VideoWorker } from "./modules/videos/index.js";
import { AtRiskDigestWorker, atRiskStaffRoutes } from "./modules/at-risk/index.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    cache: PublicCache;
    /** Replays repeated public reads before the framework (plugins/fast-path.ts). */
    fastPath: FastPath;
    /** Visitors' page renders: started, and requests that waited for one under way (plugins/ssr.ts). */
    pageRenders: PageRenderStats;
    /** What email templates need from the configuration (links, unsubscribe signing). */
    mail: MailContext;
    /** Sends the outbox; absent when the app was built without one (BuildOptions.emailWorker). */
    emailWorker: EmailWorker | undefined;
    /** Stored files: the local folder or a bucket (storage/, decision 0014). */
    storage: Storage;
    /** Sends the push outbox; absent when the app was built without one (BuildOptions.pushWorker). */
    pushWorker: PushWorker | undefined;
    /** Processes uploaded videos; absent with VIDEO_WORKER=off or BuildOptions.videoWorker false. Wake it after queueing a job. */
    videoWorker: VideoWorker | undefined;
  }
}

const projectRoot = new URL("../../", import.meta.url);
export const publicDir = fileURLToPath(new URL("public", projectRoot));
/** Where the built client lives; tests that build in parallel each use a folder of their own. */
const buildDir = new URL(`${process.env.CLIENT_DIST_DIR ?? "dist"}/`, projectRoot);
const clientDir = fileURLToPath(new URL("client", buildDir));
const serverEntry = fileURLToPath(new URL("ssr/entry-server.js", buildDir));

export interface BuildOptions {
  /** Log to stdout (the server) or not at all (tests). */
  logger?: boolean;
  /** Sees every route as it is added (the fuzz test covers each route the app has). */
  onRoute?: (route: RouteOptions) => void;
  /** Run the outbox worker in this process (default true); tests of the outbox itself drive one. */
  emailWorker?: boolean;
  /** Run the push outbox's worker in this process (default true); tests of push itself drive one. */
  pushWorker?: boolean;
  /** Run the video processing worker in this process (default: the VIDEO_WORKER setting, on). */
  videoWorker?: boolean;
}

/** The whole application, shared by the server entry and the tests. */
export async function buildApp(config: Config, database: DatabaseHandle, options: BuildOptions = {}) {
  // Repeated public reads are answered before the framework's request cycle (plugins/fast-path.ts).
  const fast: { path?: FastPath } = {};
  const app = Fastify({
    serverFactory: (handler) =>
      createGuardedServer(config.http, (request, response) => {
        if (!fast.path?.serve(request, response)) handler(request, response);
      }),
    // The server above applies these itself (lib/http-server.ts); given here too, so Fastify's
    // initialConfig tells the truth about them.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 256 * 1024,
    // Behind a load balancer the client address comes from X-Forwarded-For; trusting it from
    // anyone else would let a client pick the address its throttling counts against.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  const storage = createStorage(config.storage);
  app.decorate("storage", storage);
  app.addHook("onClose", async () => storage.close?.());
  const cache = new PublicCache(database.notifier, {
    maxBytes: config.cacheMaxBytes,
    onPressure: (stats) => app.log.info({ cache: stats }, "Public cache full: evicting least recently used answers"),
  });
  await cache.start();
  app.decorate("cache", cache);
  app.decorate("mail", {
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
    secret: config.sessionSecret,
    followUpMonths: config.followUpMonths,
  } satisfies MailContext);
  const worker =
    options.emailWorker === false
      ? undefined
      : new EmailWorker({
          db: database.db,
          notifier: database.notifier,
          transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined,
          from: config.mail.from,
          messageIdDomain: config.publicUrl.hostname,
          pollMs: config.mail.pollMs,
          goesElsewhere: (row) => remindedByPush(database.db, row),
          log: app.log,
        });
  app.decorate("emailWorker", worker);
  if (worker) {
    app.addHook("onReady", async () => {
      if (!config.mail.smtpUrl) {
        app.log.info("Email is not sent: no SMTP_URL is set. Messages are kept; staff can read them at /admin/emails.");
      }
      await worker.start();
    });
    app.addHook("onClose", async () => worker.stop());
    // Outcome follow-ups (issue 24) fall due with the outbox worker's processes.
    const followUps = new FollowUpWorker({
      db: database.db,
      notifier: database.notifier,
      mail: app.mail,
      pollMs: Math.max(config.mail.pollMs, 60_000),
      log: app.log,
    });
    app.addHook("onReady", async () => followUps.start());
    app.addHook("onClose", async () => followUps.stop());
  }

  // The daily digest of newly at-risk students (issue 24), looked for in every process.
  if (config.atRisk.digestWorker) {
    const digestWorker = new AtRiskDigestWorker({
      db: database.db,
      notifier: database.notifier,
      mail: app.mail,
      settings: config.atRisk,
      log: app.log,
    });
    app.addHook("onReady", async () => digestWorker.start());
    app.addHook("onClose", async () => digestWorker.stop());
  }

  const pushWorker =
    options.pushWorker === false
      ? undefined
      : new PushWorker({
          db: database.db,
          notifier: database.notifier,
          keys: () => vapidKeys(database.db, config),
          subject: `mailto:${config.contactEmail}`,
          pollMs: config.push.pollMs,
          undelivered: (row) => remindByEmailInstead(database.db, row),
          log: app.log,
        });
  app.decorate("pushWorker", pushWorker);
  if (pushWorker) {
    app.addHook("onReady", async () => pushWorker.start());
    app.addHook("onClose", async () => pushWorker.stop());
  }

  const videoWorker =
    (options.videoWorker ?? config.video.worker)
      ? new VideoWorker({
          db: database.db,
          notifier: database.notifier,
          storage,
          limits: { maxMinutes: config.video.maxMinutes },
          tools: { ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath },
          pollMs: config.video.pollMs,
          leaseSeconds: config.video.leaseSeconds,
          // A video that became ready or failed changes its courses' video counts.
          onVideoChanged: async (videoId) => {
            if ((await courses.refreshVideoCounts(database.db, videoId)).length > 0) await cache.invalidate("catalog");
          },
          log: app.log,
        })
      : undefined;
  app.decorate("videoWorker", videoWorker);
  if (videoWorker) {
    app.addHook("onReady", async () => videoWorker.start());
    // A transcode under way is stopped and its job handed back to the queue.
    app.addHook("onClose", async () => videoWorker.stop());
  }

  registerErrorHandling(app);
  await registerSecurity(app, config);
  registerCompression(app);
  const fastPath = new FastPath(cache, {
    sessionCookieName: sessionCookieName(config),
    sessionTagCookieName: sessionTagCookieName(config),
    maxBytes: Math.min(config.cacheMaxBytes, 32 * 1024 * 1024),
    // Pages differ with "Data saver" and with the language, as the HTML cache's keys do.
    variantOf: pageVariantOfHeaders,
    // Fastify logs every request at info; answers from the fast path are logged too.
    ...(options.logger !== false && ["info", "debug", "trace"].includes(config.logLevel)
      ? {
          onServed: (request: IncomingMessage, statusCode: number) =>
            app.log.info(
              { req: { method: request.method, url: request.url }, statusCode, fastPath: true },
              "request completed",
            ),
        }
      : {}),
  });
  fast.path = fastPath;
  app.decorate("fastPath", fastPath);
  registerFastPathRecorder(app, fastPath);
  await app.register(cookie, { secret: config.sessionSecret });
  // Files arrive one per request, within the configured size.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  await registerAuth(app, config);

  await app.register(healthRoutes);
  // /blog/rss.xml, /sitemap.xml, /robots.txt: routes of their own, so server rendering's catch-all never sees them.
  await app.register(feedRoutes);
  // /media/videos/{id}/{file}: hosted videos' files, after their access checks.
  await app.register(videoRoutes);
  // /.well-known/did.json: the credentials' issuer (issue 25).
  await app.register(didRoutes);
  await app.register(
    async (api: FastifyInstance) => {
      registerInputChecks(api);
      // An invitation a sign-up link carries is applied in the sign-up's transaction by the module
      // of its kind: a cohort's (issue 24) or a mentor profile's (issue 26). Each uses it up in one
      // conditional UPDATE; the look here only picks the module.
      await api.register(authRoutes, { applyInvitation });
      // An external sign-up with a verified address takes the cohort invitations sent to it.
      await api.register(oidcRoutes, { applyInvitations: applyCohortInvitationsByEmail });
      await api.register(courseRoutes);
      await api.register(enrolmentRoutes, { catalog: courses });
      await api.register(quizRoutes);
      await api.register(projectRoutes);
      await api.register(mentorRoutes);
      await api.register(blogRoutes);
      await api.register(pagesRoutes);
      await api.register(storyRoutes);
      await api.register(donationRoutes);
      await api.register(certificateRoutes);
      await api.register(credentialRoutes);
      await api.register(cohortRoutes);
      await api.register(courseStaffRoutes, { prefix: "/staff" });
      await api.register(quizStaffRoutes, { prefix: "/staff" });
      await api.register(projectStaffRoutes, { prefix: "/staff" });
      await api.register(teamStaffRoutes, { prefix: "/staff" });
      await api.register(cohortStaffRoutes, { prefix: "/staff" });
      // The courses module uses the videos module, so its course summary is handed in here.
      await api.register(videoStaffRoutes, { prefix: "/staff", syncCourse: courses.syncCourseSummary });
      await api.register(videoUploadRoutes, { prefix: "/staff", syncCourse: courses.syncCourseSummary });
      await api.register(blogStaffRoutes, { prefix: "/admin" });
      await api.register(pagesStaffRoutes, { prefix: "/admin" });
      await api.register(mentorStaffRoutes, { prefix: "/admin" });
      await api.register(mentorAccountRoutes, { prefix: "/mentor" });
      await api.register(storyStaffRoutes, { prefix: "/admin" });
      await api.register(userStaffRoutes, { prefix: "/admin" });
      await api.register(donationStaffRoutes, { prefix: "/admin" });
      await api.register(emailStaffRoutes, { prefix: "/admin" });
      await api.register(credentialStaffRoutes, { prefix: "/admin" });
      await api.register(auditStaffRoutes, { prefix: "/staff" });
      await api.register(atRiskStaffRoutes, { prefix: "/staff", settings: config.atRisk });
      await api.register(outcomeRoutes);
      await api.register(outcomeStaffRoutes, { prefix: "/staff" });
      await api.register(outcomeAdminRoutes, { prefix: "/admin" });
      // The end-to-end tests' hooks: only their server sets E2E_HOOKS (playwright.config.ts).
      if (config.e2eHooks) await api.register(e2eHookRoutes, { prefix: "/e2e" });
      await api.register(emailRoutes);
      await api.register(pushRoutes);
      await api.register(i18nRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterStaffRoutes, { prefix: "/admin" });
    },
    { prefix: "/api" },
  );

  await registerSsr(app, { clientDir, serverEntry, publicDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Applies a sign-up link's invitation through the module of its kind (see the auth routes' registration). */
const applyInvitation: NonNullable<AuthRoutesOptions["applyInvitation"]> = async (tx, user, token) => {
  const invitation = await findLiveInvitation(tx, token);
  if (invitation?.kind === MENTOR_INVITATION) await applyMentorInvitation(tx, user, token);
  else await applyCohortInvitation(tx, user, token);
};
