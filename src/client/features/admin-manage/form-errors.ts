import { ApiError } from "../../lib/api";

/**
 * The server's field messages of a 400 answer ({ errors: [{ path: "body.title", message }] })
 * keyed by field name ("title"), so forms can show each beside its input.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.message.slice(error.message.indexOf(": ") + 2);
  try {
    const parsed = JSON.parse(body) as { errors?: { path?: unknown; message?: unknown }[] };
    const result: Record<string, string> = {};
    for (const item of parsed.errors ?? []) {
      if (typeof item.path !== "string" || typeof item.message !== "string") continue;
      const field = item.path.replace(/^body\.?/, "").split(".")[0] ?? "";
      if (field && !(field in result)) result[field] = item.message;
    }
    return result;
  } catch {
    return {};
  }
}
