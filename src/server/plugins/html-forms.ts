import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type FormApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A scope for the routes a plain HTML form posts to, before (or without) the page's script (issue
 * 23): only the routes registered here take `application/x-www-form-urlencoded`, each field as a
 * string (a repeated name keeps its last value). The cross-site check of every post
 * (plugins/security.ts) applies to them as to any post.
 */
export async function htmlFormRoutes(
  parent: FastifyInstance,
  { bodyLimit }: { bodyLimit: number },
  routes: (form: FormApp) => void,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
