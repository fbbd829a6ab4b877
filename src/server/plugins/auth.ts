import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Role } from "../../shared/contracts/auth.js";
import type { Executor } from "../../db/types.js";
import type { Config } from "../config.js";
import { forbidden, unauthorized } from "../errors.js";
import {
  createSession,
  destroySession,
  findSessionUser,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  type SessionUser,
  purgeExpiredResetTokens,
  purgeExpiredThrottles,
} from "../modules/auth/index.js";
import { clearSessionTag, setSessionTag } from "../modules/auth/session-tag.js";
import { requireRecordAccess, type CourseRecordKind } from "../modules/teams/index.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session on first use (null for visitors). */
    currentUser(): Promise<SessionUser | null>;
  }
  interface FastifyContextConfig {
    /**
     * What a staff route acts on, for the course-team rule (issue 24; modules/teams): the kind of
     * record its `:id` names, whose course an instructor must be on the team of (else 404), or
     * "handler" when the handler applies the rule itself (a list it scopes, a new course, an
     * upload naming its place in its metadata). Every route of a plugin open to instructors must
     * say one: restrictedApp refuses to start without it.
     */
    courseOf?: CourseRecordKind | "handler";
  }
  interface FastifyReply {
    /** Starts a new session (a new id, whatever came before) and sets its cookie. */
    signIn(userId: string, db?: Executor): Promise<void>;
    /** Ends the current session and clears its cookie. */
    signOut(): Promise<void>;
  }
}

const userCache = Symbol("currentUser");
const loadedUser = Symbol("loadedUser");
type CachedRequest = FastifyRequest & {
  [userCache]?: Promise<SessionUser | null>;
  [loadedUser]?: SessionUser | null;
};

/**
 * The signed-in user when the request has already loaded them, without asking the database
 * (an error answer may be written while the database is down); undefined when not loaded.
 */
export const loadedUserOf = (request: FastifyRequest) => (request as CachedRequest)[loadedUser];

export function sessionCookieName(config: Config) {
  // __Host- binds the cookie to this exact origin over https.
  return config.secureCookies ? "__Host-tsa_session" : "tsa_session";
}

export async function registerAuth(app: FastifyInstance, config: Config) {
  const cookieName = sessionCookieName(config);
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  app.decorateRequest("currentUser", function (this: CachedRequest) {
    this[userCache] ??= (async () => {
      const token = this.cookies[cookieName];
      const user = token ? await findSessionUser(app.db, token) : null;
      this[loadedUser] = user;
      return user;
    })();
    return this[userCache];
  });

  app.decorateReply("signIn", async function (this: FastifyReply, userId: string, db: Executor = app.db) {
    const previous = this.request.cookies[cookieName];
    if (previous) await destroySession(db, previous);
    const token = await createSession(db, userId);
    this.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    // The readable tag the service worker keys signed-in copies to (decision 0008).
    setSessionTag(this, config, token);
    (this.request as CachedRequest)[userCache] = undefined;
    (this.request as CachedRequest)[loadedUser] = undefined;
  });

  app.decorateReply("signOut", async function (this: FastifyReply) {
    const token = this.request.cookies[cookieName];
    if (token) await destroySession(app.db, token);
    this.clearCookie(cookieName, cookieOptions);
    clearSessionTag(this, config);
    (this.request as CachedRequest)[userCache] = Promise.resolve(null);
    (this.request as CachedRequest)[loadedUser] = null;
  });

  // Every process sweeps expired rows now and then; the deletes are idempotent.
  const sweep = () =>
    Promise.all([purgeExpiredSessions(app.db), purgeExpiredThrottles(app.db), purgeExpiredResetTokens(app.db)]).catch(
      (error: unknown) => app.log.warn({ err: error }, "could not purge expired sessions"),
    );
  const timer = setInterval(() => void sweep(), 60 * 60 * 1000);
  timer.unref();
  app.addHook("onReady", async () => {
    void sweep();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user when their role is one of these: 401 for visitors, 403 for others. */
export async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** Who may use the staff routes: the course authors' area, and the admins' own. */
export const STAFF_ROLES = ["instructor", "admin"] as const satisfies readonly Role[];
export const ADMIN_ROLES = ["admin"] as const satisfies readonly Role[];

/** Whether someone signed in (or nobody: null) is staff. */
export const isStaff = (user: { role: Role } | null | undefined): boolean =>
  user != null && (STAFF_ROLES as readonly Role[]).includes(user.role);

/**
 * Guards every route of the plugin it is called in, before the body is read: 401 for visitors,
 * 403 for other roles, and answers that are never cached.
 */
export function restrictTo(app: FastifyInstance, roles: readonly Role[]) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    await requireRole(request, roles);
  });
}

/**
 * The start of every staff routes plugin: the plugin's app with zod schemas, guarded by
 * restrictTo before any route is added, so a route added there can't be left open.
 */
export function restrictedApp(parent: FastifyInstance, roles: readonly Role[]) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  restrictTo(app, roles);
  if (roles.includes("instructor")) scopeToCourseTeams(app);
  return app;
}

/** A routes plugin's app once restrictedApp has guarded it. */
export type RestrictedApp = ReturnType<typeof restrictedApp>;

/**
 * The course-team rule on every route of a plugin instructors may use: a route must say what its
 * `:id` names (config.courseOf), and after its params are checked, an instructor outside the
 * team of that record's course gets the record's 404, before the handler runs. Admins pass.
 */
function scopeToCourseTeams(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const courseOf = (route.config as { courseOf?: unknown } | undefined)?.courseOf;
    if (courseOf === undefined) {
      throw new Error(`${String(route.method)} ${route.url}: a staff route must say what it acts on (config.courseOf)`);
    }
  });
  app.addHook("preHandler", async (request) => {
    const courseOf = request.routeOptions.config.courseOf;
    if (courseOf === "handler") return;
    const user = await requireUser(request);
    // Never undefined (onRoute above); were it so, only admins would pass.
    if (courseOf === undefined) {
      if (user.role !== "admin") throw forbidden();
      return;
    }
    const { id } = request.params as { id?: string };
    await requireRecordAccess(app.db, user, courseOf, id ?? "");
  });
}
