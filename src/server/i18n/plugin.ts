import type { FastifyInstance } from "fastify";
import { loadedUserOf } from "../plugins/auth.js";
import { translateText } from "./catalog.js";
import { localeOf } from "./locale-of.js";

const isApi = (url: string) => url.startsWith("/api/");

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === "object" &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === "string";

/**
 * The API's `{message}` answers that are not errors ("We've sent you a link…", a lesson that
 * needs enrolment) in the request's language, as the error handler does for errors. Fastify runs
 * this hook for the error handler's answers too: those already say their language in
 * `Content-Language`, and are left as they are rather than translated a second time.
 */
export function registerMessageTranslation(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, reply, payload) => {
    if (!isApi(request.url) || !hasMessage(payload) || reply.hasHeader("content-language")) return payload;
    const locale = localeOf(request, loadedUserOf(request));
    if (locale === "en") return payload;
    reply.header("content-language", locale);
    return { ...payload, message: translateText(locale, payload.message) };
  });
}
