import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../errors.js";

/** Drops __proto__ and constructor.prototype keys, as Fastify's own JSON parser does. */
function rejectProtoKeys(key: string, value: unknown) {
  return key === "__proto__" ? undefined : value;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        mediaSrc: ["'self'", "https:"],
        frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [])],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });

  // Bodies are JSON only: a cross-site HTML form can't post text/plain or urlencoded data to us.
  app.removeContentTypeParser(["text/plain", "application/json"]);
  // An empty JSON body is no body (calls without a payload), not a parse error.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectProtoKeys));
    } catch {
      done(new AppError("BAD_REQUEST", "Malformed JSON in request body"), undefined);
    }
  });

  const ownOrigin = config.publicUrl.origin;
  // Cross-site request forgery: browsers say where a request comes from (Sec-Fetch-Site,
  // Origin); a state-changing request from another site is refused. Non-browser clients send
  // neither header and are judged by their session cookie alone, which SameSite=Lax keeps
  // from being attached to cross-site POSTs in the first place.
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
  });
}
