import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import type { CurrentUser } from "../shared/contracts/auth";
import type { SiteSettings } from "../shared/ssr";
import { App } from "./app/App";
import { renderHead, SITE_NAME, type HeadCollector } from "./app/head";
import { matchRoute, notFoundRoute } from "./app/routes";
import type { Fetcher } from "./lib/api";
import { holdFailedQueries, serializePageState } from "./lib/page-state";
import { createQueryClient } from "./lib/query-client";
import { createI18n, loadMessages, trackUsedMessages } from "./lib/i18n";
import { loadStaffMessages } from "./lib/staff-i18n";
import { DEFAULT_LOCALE, type Locale } from "../shared/rules/locale";
import { dataSaverQueryOptions } from "./lib/data-saver";
import { siteSettingsQueryOptions } from "./lib/site-settings";
import { authUserQueryOptions } from "./features/auth/use-auth";

export interface RenderInput {
  url: string;
  origin: string;
  user: CurrentUser | null;
  settings: SiteSettings;
  /** "Data saver" as the request asks (cookie or Save-Data header). */
  dataSaver?: boolean;
  /** The locale to render in (src/shared/rules/locale.ts); English when not given. */
  locale?: Locale;
  /** Answers API GETs from the app itself, with the visitor's cookies. */
  fetcher: Fetcher;
}

export interface RenderResult {
  status: number;
  /** Set when the page asks to send the visitor elsewhere (302). */
  redirect?: string;
  head: string;
  html: string;
  /** Dehydrated query cache, JSON with "<" escaped so it can sit in a script element. */
  state: string;
  /** The messages the render used (compiled, JSON with "<" escaped): the page hydrates with them. */
  messages: string;
}

function toHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // One piece: React's progressive chunks are joined by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Wait for every lazy page and Suspense boundary: crawlers and slow phones get it all at once.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, input.origin);
  const queryClient = createQueryClient(input.fetcher);
  queryClient.setQueryData(authUserQueryOptions.queryKey, input.user);
  queryClient.setQueryData(siteSettingsQueryOptions.queryKey, input.settings);
  queryClient.setQueryData(dataSaverQueryOptions.queryKey, input.dataSaver ?? false);

  const { route, params } = matchRoute(url.pathname);
  const page = await route.load();
  // A failed prefetch is left in the cache as an error: the page renders its own error state, and
  // the browser gets the same error with the page instead of asking again (lib/page-state.ts).
  await page.prefetch?.({ queryClient, params, search: url.searchParams, user: input.user });
  holdFailedQueries(queryClient);

  const locale = input.locale ?? DEFAULT_LOCALE;
  // Every catalogue, the staff one included: the page keeps only the messages its render used.
  const [publicMessages, staffMessages] = await Promise.all([loadMessages(locale), loadStaffMessages(locale)]);
  const messages = { ...publicMessages, ...staffMessages };
  const i18n = createI18n(locale, messages);
  const usedMessages = trackUsedMessages(i18n, messages);
  const collector: HeadCollector = {};
  const html = await toHtml(
    <App
      queryClient={queryClient}
      i18n={i18n}
      ssrPath={url.pathname}
      ssrSearch={url.search.slice(1)}
      headCollector={collector}
    />,
  );
  const head = collector.head ?? { title: SITE_NAME, description: "" };
  const status = head.status ?? (route === notFoundRoute ? 404 : 200);
  const state = serializePageState(queryClient);
  if (head.redirect) return { status: 302, redirect: head.redirect, head: "", html: "", state: "", messages: "" };
  return {
    status,
    head: renderHead(head, input.origin, url.pathname, locale),
    html,
    state,
    messages: JSON.stringify(usedMessages()).replace(/</g, "\\u003c"),
  };
}
