import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, type FieldSaid } from "../errors.js";

export const NUL_MESSAGE = "Text may not contain NUL characters";
export const SURROGATE_MESSAGE = "Text must be valid Unicode";
/** Enough to show what is wrong without answering a huge body with a huge list. */
const MAX_REPORTED = 10;

/** In unicode mode a paired surrogate is one code point, so only a lone one matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** What is wrong with a text for the database, if anything. */
function textProblem(text: string): typeof NUL_MESSAGE | typeof SURROGATE_MESSAGE | undefined {
  // PostgreSQL stores no NUL in text or jsonb (22021, 22P05).
  if (text.includes("\u0000")) return NUL_MESSAGE;
  // A lone surrogate can't be encoded as UTF-8: text columns would silently store U+FFFD,
  // jsonb refuses the escape outright; refusing it keeps both the same.
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** A key as it may appear in a field path: only plain names, so a path never echoes junk. */
const pathKey = (key: string) => (/^[\w-]{1,64}$/.test(key) ? key : "*");

/**
 * Every string (value or key) in the parsed input that the database could not store. Walks
 * with its own stack: a body may nest as deep as JSON.parse allows, deeper than the call stack.
 */
export function findBadText(root: unknown, rootPath: string): FieldSaid[] {
  const found: FieldSaid[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      const message = textProblem(value);
      if (message) found.push({ path, message });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], path: `${path}.${index}` });
      }
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        const keyProblem = textProblem(key);
        if (keyProblem) found.push({ path: `${path}.*`, message: keyProblem });
        else stack.push({ value: child, path: `${path}.${pathKey(key)}` });
      }
    }
  }
  return found.slice(0, MAX_REPORTED);
}

function checkRequest(request: FastifyRequest) {
  const errors = [
    ...findBadText(request.params, "params"),
    ...findBadText(request.query, "query"),
    ...findBadText(request.body, "body"),
  ].slice(0, MAX_REPORTED);
  if (errors.length === 0) return;
  const first = errors[0]!;
  const message = errors.every((error) => error.message === first.message) ? first.message : "Some fields are invalid";
  throw badRequest(message, errors);
}

/**
 * Text the database can't store is refused as the request's own mistake, once for every route
 * and every field, before the route's schema runs: no route can forget it and 500 later.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    try {
      checkRequest(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
