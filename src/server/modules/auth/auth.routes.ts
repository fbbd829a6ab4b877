import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authMethods,
  currentUser,
  forgotPasswordBody,
  loginBody,
  messageAnswer,
  registerBody,
  resetPasswordBody,
  resetTokenQuery,
  resetTokenStatus,
  returnToQuery,
  safeReturnTo,
} from "../../../shared/contracts/auth.js";
import type { Executor } from "../../../db/types.js";
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_DONE_MESSAGE } from "../../../shared/rules/auth.js";
import { requestLocale } from "../../../shared/rules/locale.js";
import { forbidden } from "../../errors.js";
import { answerText } from "../../i18n/plugin.js";
import { requireUser } from "../../plugins/auth.js";
import { htmlFormRoutes } from "../../plugins/html-forms.js";
import { authenticate, registerUser, toCurrentUser } from "./auth.service.js";
import { isKnownDevice, rememberDevice } from "./known-device.js";
import { isResetTokenValid, requestPasswordReset, resetPassword } from "./password-reset.service.js";
import { signOutPage } from "./sign-out-page.js";

export interface AuthRoutesOptions {
  /**
   * Applies the invitation a sign-up link carried (its token, `invitation` in the body) to the new
   * account, in the sign-up's transaction; given by app.ts (the cohorts module, issue 24).
   */
  applyInvitation?: (tx: Executor, user: { id: string; email: string }, token: string) => Promise<void>;
}

export async function authRoutes(parent: FastifyInstance, options: AuthRoutesOptions = {}) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.get("/auth/user", { schema: { response: { 200: currentUser } } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return toCurrentUser(await requireUser(request));
  });

  app.get("/auth/methods", { schema: { response: { 200: authMethods } } }, async () => ({
    local: config.localAuth,
    oidc: config.oidc ? { name: config.oidc.providerName } : null,
  }));

  app.post(
    "/auth/register",
    { schema: { body: registerBody, response: { 201: currentUser } } },
    async (request, reply) => {
      if (!config.localAuth) throw forbidden("Sign-up with a password is turned off");
      // The account keeps the language the visitor signed up in: the welcome email is in it.
      const locale = requestLocale(request.headers.cookie, request.headers["accept-language"]);
      const user = await registerUser(
        app.db,
        { ...request.body, locale },
        request.ip,
        config,
        app.mail,
        async (tx, created) => {
          const { invitation } = request.body;
          if (invitation && options.applyInvitation) await options.applyInvitation(tx, created, invitation);
          await reply.signIn(created.id, tx);
        },
      );
      rememberDevice(request, reply, config, user.id);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post("/auth/login", { schema: { body: loginBody, response: { 200: currentUser } } }, async (request, reply) => {
    if (!config.localAuth) throw forbidden("Sign-in with a password is turned off");
    // A refusal that knows when to try again (SignInDelayError, a busy hashing pool) says so in
    // Retry-After through the error handler.
    const user = await authenticate(app.db, request.body, request.ip, config, (userId) =>
      isKnownDevice(request, config, userId),
    );
    await reply.signIn(user.id);
    // This browser is now known to the account: it keeps signing in while the account is under attack.
    rememberDevice(request, reply, config, user.id);
    return toCurrentUser(user);
  });

  // Password reset (issue 10's contract). Nothing here says whether an email has an account.
  app.post(
    "/auth/forgot-password",
    { schema: { body: forgotPasswordBody, response: { 202: messageAnswer } } },
    async (request, reply) => {
      if (!config.localAuth) throw forbidden("Sign-in with a password is turned off");
      await requestPasswordReset(
        app.db,
        request.body,
        request.ip,
        { ...config, oidcProviderName: config.oidc?.providerName },
        app.mail,
      );
      return reply.status(202).send({ message: answerText(request, reply, FORGOT_PASSWORD_MESSAGE) });
    },
  );

  app.get(
    "/auth/reset-password",
    { schema: { querystring: resetTokenQuery, response: { 200: resetTokenStatus } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { token } = request.query;
      return { isValid: token ? await isResetTokenValid(app.db, token) : false };
    },
  );

  app.post(
    "/auth/reset-password",
    { schema: { body: resetPasswordBody, response: { 200: messageAnswer } } },
    async (request, reply) => {
      if (!config.localAuth) throw forbidden("Sign-in with a password is turned off");
      await resetPassword(app.db, request.body, app.mail);
      return { message: answerText(request, reply, PASSWORD_RESET_DONE_MESSAGE) };
    },
  );

  app.post("/auth/logout", { schema: { response: { 204: z.null() } } }, async (_request, reply) => {
    await signOutAndClear(reply);
    return reply.status(204).send(null);
  });

  // The spec's full-page navigations.
  app.get("/login", { schema: { querystring: returnToQuery } }, async (request, reply) => {
    const returnTo = safeReturnTo(
      request.query.returnTo ?? refererPath(request.headers.referer, config.publicUrl, request.headers.host),
    );
    const query = returnTo === "/" ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
    if (!config.localAuth && config.oidc) return reply.redirect(`/api/login/oidc${query}`);
    return reply.redirect(`/login${query}`);
  });

  const signOutQuestion = z.string().describe("HTML page asking whether to sign out (another site's link)");
  app.get("/logout", { schema: { response: { 200: signOutQuestion } } }, async (request, reply) => {
    // Browsers say where a navigation comes from. Only our own pages, the address bar (none) and
    // browsers too old to say (absent) sign out at once; another site, sibling subdomains
    // included (same-site), gets a page that asks first.
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      reply.header("cache-control", "no-store");
      return reply.type("text/html; charset=utf-8").send(signOutPage);
    }
    await signOutAndClear(reply);
    return reply.redirect("/");
  });

  // The sign-out page's form posts an empty urlencoded body. Only this route takes that type (and
  // ignores it); the cross-site check refuses such a post unless it comes from our own page.
  await htmlFormRoutes(app, { bodyLimit: 1024 }, (form) => {
    form.post("/logout", async (_request, reply) => {
      await signOutAndClear(reply);
      return reply.redirect("/", 303);
    });
  });
}

/**
 * Every sign-out: ends the session, and tells the browser to drop its HTTP cache of this site
 * (Clear-Site-Data "cache": pages kept before no-store, the back/forward cache), so the next person
 * on a shared phone finds none of the previous one's pages. Not "storage": that would also remove
 * the service worker and the next person's offline app; the worker forgets the signed-in person's
 * own data itself (decision 0008). Answers are never cached either.
 */
async function signOutAndClear(reply: FastifyReply) {
  await reply.signOut();
  reply.header("clear-site-data", '"cache"').header("cache-control", "no-store");
}

/**
 * The path of a Referer from this site (its public address, or the host the request came to),
 * so sign-in returns the person to the page they were on. Only a path is ever used.
 */
function refererPath(referer: string | undefined, publicUrl: URL, host: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const sameSite = url.origin === publicUrl.origin || (host !== undefined && url.host === host);
    return sameSite ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}
