/**
 * An error answer's JSON body: the server's `{ message, errors? }` (errors: a 400's invalid
 * fields, `[{ path: "body.title", message }]`), plus what a route adds (a lesson's 403 names its
 * `courseId`). As sent by the server, so every field is checked where it is read.
 */
export type ApiErrorBody = Record<string, unknown>;

/**
 * The spec's request rules: credentials always, a JSON body only when there is one, and any
 * non-success answer an error whose message is "{status}: {body text or status text}".
 *
 * The message is the error's one record of the answer (it is also what a server-rendered page
 * sends to the browser, page-state.ts): `body` and `detail` read it, here and nowhere else.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** What follows "{status}: " in the message: the body's text, or the status text when it had none. */
  get detail(): string {
    return this.message.slice(this.message.indexOf(": ") + 2);
  }

  /** The answer's JSON object, or null when its body was empty, not JSON or not an object. */
  get body(): ApiErrorBody | null {
    try {
      const parsed: unknown = JSON.parse(this.detail);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
    } catch {
      return null;
    }
  }
}

/** How a response came back: from fetch in the browser, from the app itself on the server. */
export interface RawResponse {
  status: number;
  statusText: string;
  body: string;
}

export type Fetcher = (path: string) => Promise<RawResponse>;

export function toApiError(response: RawResponse): ApiError {
  return new ApiError(response.status, `${response.status}: ${response.body || response.statusText}`);
}

/** The server's own message from an error ("Course not found"), for toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    return typeof message === "string" ? message : error.detail;
  }
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
