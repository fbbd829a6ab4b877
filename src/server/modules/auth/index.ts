// Signing up and in (password and OIDC), sessions and sign-in throttling. auth.routes.ts answers
// /api/auth/* and /api/login, /api/logout; oidc.routes.ts the OIDC flow; plugins/auth.ts loads the
// session user of every request. Other modules use it through this file only.
export * from "./auth.service.js";
export * from "./oidc.service.js";
export { hashPassword, verifyPassword } from "./password.js";
export {
  createSession,
  destroySession,
  destroyUserSessions,
  findSessionUser,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionIdOf,
  type SessionUser,
} from "./sessions.js";
export { purgeExpiredThrottles } from "./throttle.js";
export { reserveAttempt } from "./throttle.js";
export type { User } from "./users.queries.js";
export { purgeExpiredResetTokens } from "./password-reset.queries.js";
