import type { FastifyReply, FastifyRequest } from "fastify";
import { loadedUserOf } from "../plugins/auth.js";
import { render, type Said } from "./catalog.js";
import { localeOf } from "./locale-of.js";

/**
 * The text of an API `{message}` answer that is not an error ("We've sent you a link…", a lesson
 * that needs enrolment) in the request's language, as the error handler does for errors; an
 * answer in another language than English says so in `Content-Language`.
 */
export function answerText(request: FastifyRequest, reply: FastifyReply, message: Said): string {
  const locale = localeOf(request, loadedUserOf(request));
  if (locale !== "en") reply.header("content-language", locale);
  return render(locale, message);
}
