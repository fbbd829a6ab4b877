import { ApiError } from "./api";

/**
 * The server's field messages of an error answer (`errors: [{ path: "body.title", message }]`),
 * by field: the first message of each of the request body's top-level fields ("body.options.1"
 * is the field "options"). A path outside the body ("query.page", or "body" itself) is the
 * field "form", for what belongs to no input. Empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  const list = error instanceof ApiError ? error.body?.errors : undefined;
  if (!Array.isArray(list)) return result;
  for (const entry of list as unknown[]) {
    const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const [root, field] = path.split(".");
    result[(root === "body" && field) || "form"] ??= message;
  }
  return result;
}
