/**
 * An error answer's JSON body: the server's `{ message, errors? }`, plus what a route adds (a
 * lesson's 403 names its `courseId`). Only the fields read here are typed; the rest stay unknown.
 */
export interface ApiErrorBody {
  /** The server's own message ("Course not found"). */
  message?: string;
  /** A 400's invalid fields, each `{ path: "body.title", message }` as the server sends them. */
  errors?: unknown[];
  [key: string]: unknown;
}

/** The JSON object of an error answer's text, or null when the text is empty, not JSON or not an object. */
export function parseErrorBody(text: string): ApiErrorBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { message, errors, ...rest } = parsed as Record<string, unknown>;
  return {
    ...rest,
    ...(typeof message === "string" ? { message } : {}),
    ...(Array.isArray(errors) ? { errors: errors as unknown[] } : {}),
  };
}

/**
 * The spec's request rules: credentials always, a JSON body only when there is one, and any
 * non-success answer an error whose message is "{status}: {body text or status text}".
 *
 * The error also carries the answer's parsed body, so code that needs the server's message, its
 * field errors or an extra field reads `body` and never takes `message` apart. `toApiError`
 * passes the body; an error made from the message alone (tests, for one) reads it from there.
 */
export class ApiError extends Error {
  readonly body: ApiErrorBody | null;

  constructor(
    readonly status: number,
    message: string,
    body?: ApiErrorBody | null,
  ) {
    super(message);
    this.name = "ApiError";
    this.body = body === undefined ? parseErrorBody(detailOf(message)) : body;
  }

  /** What follows "{status}: " in the message: the body's text, or the status text when it had none. */
  get detail(): string {
    return detailOf(this.message);
  }
}

const detailOf = (message: string) => message.slice(message.indexOf(": ") + 2);

/** How a response came back: from fetch in the browser, from the app itself on the server. */
export interface RawResponse {
  status: number;
  statusText: string;
  body: string;
}

export type Fetcher = (path: string) => Promise<RawResponse>;

export function toApiError(response: RawResponse): ApiError {
  return new ApiError(
    response.status,
    `${response.status}: ${response.body || response.statusText}`,
    parseErrorBody(response.body),
  );
}

/** The server's own message from an error ("Course not found"), for toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.detail;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The spec's error text for its toasts (Enrollment, Submission and Booking Failed): the status
 * code, a colon and a space, then the server's message ("409: Maximum submissions reached for
 * this project"), or the status text when the answer had no body.
 */
export function statusMessage(error: unknown): string {
  return error instanceof ApiError ? `${error.status}: ${errorMessage(error)}` : errorMessage(error);
}

/**
 * The server's field messages of an error answer (`errors: [{ path: "body.title", message }]`),
 * by field: the first message of each of the request body's top-level fields ("body.options.1"
 * is the field "options"). A path outside the body ("query.page", or "body" itself) is the
 * field "form", for what belongs to no input. Empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError)) return result;
  for (const entry of error.body?.errors ?? []) {
    const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const [root, field] = path.split(".");
    result[(root === "body" && field) || "form"] ??= message;
  }
  return result;
}

export const browserFetcher: Fetcher = async (path) => {
  const response = await fetch(path, { credentials: "include", headers: { accept: "application/json" } });
  return { status: response.status, statusText: response.statusText, body: await response.text() };
};

/** A state-changing call. Resolves with the parsed JSON answer (or null when there is none). */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data !== undefined ? { "content-type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  const body = await response.text();
  if (!response.ok) throw toApiError({ status: response.status, statusText: response.statusText, body });
  return (body ? JSON.parse(body) : null) as T;
}

/** Sends one file as multipart/form-data (field "file"); resolves with the parsed JSON answer. */
export async function apiUpload<T = unknown>(url: string, file: Blob, fileName?: string): Promise<T> {
  const form = new FormData();
  if (fileName === undefined) form.append("file", file);
  else form.append("file", file, fileName);
  const response = await fetch(url, { method: "POST", credentials: "include", body: form });
  const body = await response.text();
  if (!response.ok) throw toApiError({ status: response.status, statusText: response.statusText, body });
  return (body ? JSON.parse(body) : null) as T;
}

/** The query key's parts joined with slashes form the URL, as the spec says. */
export const keyToUrl = (queryKey: readonly unknown[]) => queryKey.map(String).join("/");
