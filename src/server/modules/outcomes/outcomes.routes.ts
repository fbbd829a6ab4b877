import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import {
  followUpAnswerBody,
  followUpForm,
  followUpTokenQuery,
  monthsParams,
  myOutcomes,
  outcomeAnswer,
  outcomeAnswerBody,
  publicFigures,
  type OutcomeAnswerBody,
} from "../../../shared/contracts/outcomes.js";
import { AppError } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { htmlFormRoutes } from "../../plugins/html-forms.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as outcomes from "./outcomes.service.js";
import * as impact from "./impact.service.js";

/** Where the form page is; the no-script form comes back here. */
export const followUpPagePath = (id: string) => `/outcomes/${encodeURIComponent(id)}`;

/**
 * The follow-up form (no sign-in: the link's token is the key) and the student's own answers on
 * the dashboard. Nothing here is cached by browsers or proxies.
 */
export async function outcomeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get("/outcomes/public-figures", { schema: { response: { 200: publicFigures } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.cache.get("impact:public-figures", ["impact"], publicFigures, () => impact.getPublicFigures(db)),
    ),
  );

  await app.register(async (privateApp) => {
    const api = privateApp.withTypeProvider<ZodTypeProvider>();
    api.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });

    api.get(
      "/outcomes/follow-ups/:id",
      { schema: { params: idParams, querystring: followUpTokenQuery, response: { 200: followUpForm } } },
      async (request) => outcomes.getFollowUpForm(db, request.params.id, request.query.token),
    );

    api.post(
      "/outcomes/follow-ups/:id",
      { schema: { params: idParams, body: followUpAnswerBody, response: { 200: outcomeAnswer } } },
      async (request) => {
        const { token, ...answer } = request.body;
        return outcomes.answerFollowUp(db, request.params.id, token, answer);
      },
    );

    api.get("/outcomes/mine", { schema: { response: { 200: myOutcomes } } }, async (request) => {
      const user = await requireUser(request);
      return outcomes.listOwnOutcomes(db, user.id);
    });

    api.put(
      "/outcomes/mine/:id/:months",
      { schema: { params: monthsParams, body: outcomeAnswerBody, response: { 200: outcomeAnswer } } },
      async (request) => {
        const user = await requireUser(request);
        return outcomes.answerOwnOutcome(db, user.id, request.params.id, request.params.months, request.body);
      },
    );
  });

  // The form before the page's script has run: a plain HTML form posts urlencoded fields here (the
  // cross-site check of every post applies), and the answer is the page again: thanked, or with
  // what was wrong.
  await htmlFormRoutes(app, { bodyLimit: 4096 }, (form) => {
    form.post(
      "/outcomes/follow-ups/:id/form",
      { schema: { params: idParams, body: z.record(z.string(), z.string()) } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const fields = request.body;
        const token = fields.token ?? "";
        const page = followUpPagePath(request.params.id);
        const back = (error: string) =>
          reply.redirect(`${page}?token=${encodeURIComponent(token)}&error=${encodeURIComponent(error)}`, 303);
        const input = {
          employment: fields.employment,
          inEducation: fields.inEducation === "yes" ? true : fields.inEducation === "no" ? false : undefined,
          employer: fields.employer,
          jobTitle: fields.jobTitle,
          hourlyWage: fields.hourlyWage,
          otherCredential: fields.otherCredential,
        };
        const answer = outcomeAnswerBody.safeParse(input);
        if (!answer.success) return back(String(answer.error.issues[0]?.path[0] ?? "form"));
        try {
          await outcomes.answerFollowUp(db, request.params.id, token, input as OutcomeAnswerBody);
        } catch (error) {
          // A used, expired or wrong link: the page says which, from the link itself.
          if (error instanceof AppError && (error.code === "GONE" || error.code === "NOT_FOUND")) return back("link");
          throw error;
        }
        return reply.redirect(`${page}?answered=1`, 303);
      },
    );
  });
}
