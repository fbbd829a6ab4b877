/**
 * Sends what the phone kept while offline: at page load, when the connection comes back (online
 * event), when the student returns to the tab (visibilitychange), and when a retry's backoff runs
 * out. Started once, with a dynamic import, when someone is signed in or the queue holds calls
 * (start-offline.ts).
 *
 * Each flush first asks the server who the session belongs to (the cookie the calls will carry,
 * which another tab may have changed since this page loaded) and sends only that person's calls.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { createI18n, documentLocale, loadMessages } from "../../lib/i18n";
import { invalidate, putAnswer } from "../../lib/cache-updates";
import { queries, type WireProgress } from "../../lib/queries";
import { onQueueChange } from "./sync-events";
import { flushQueue, listQueued, type FlushResult } from "./sync-queue";

/** The id of the person the session cookie belongs to now, or null for nobody. Throws offline. */
async function signedInUserId(): Promise<string | null> {
  const response = await fetch("/api/auth/user", {
    credentials: "include",
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: who is signed in could not be read`);
  const user = (await response.json()) as { id?: unknown } | null;
  return typeof user?.id === "string" ? user.id : null;
}

const NOTHING_SENT: FlushResult = { sent: [], dropped: [], waiting: 0 };

async function flushForSession(force: boolean): Promise<FlushResult> {
  // An empty queue needs no question to the server.
  if ((await listQueued()).length === 0) return NOTHING_SENT;
  const userId = await signedInUserId();
  if (!userId) return NOTHING_SENT;
  return flushQueue({ userId, force });
}

let started = false;

let pageI18n: Promise<I18n> | undefined;
/** The page's language for the toasts (this runs outside the app's tree; its messages are loaded already). */
function i18nOfPage(): Promise<I18n> {
  const locale = documentLocale();
  pageI18n ??= loadMessages(locale).then((messages) => createI18n(locale, messages));
  return pageI18n;
}

export function startSyncRunner(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The queue signals its own changes during a flush too: those must not start another one.
  let isRunning = false;

  const schedule = (result: FlushResult) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (result.nextAttemptAt === undefined || !navigator.onLine) return;
    timer = setTimeout(() => run(false), Math.max(0, result.nextAttemptAt - Date.now()));
  };

  const report = async (result: FlushResult) => {
    const courseIds = new Set<string>();
    for (const { call, answer } of result.sent) {
      courseIds.add(call.courseId);
      if (answer && typeof answer === "object" && "completion" in answer) {
        putAnswer(queryClient, queries.courseProgress(call.courseId), answer as WireProgress);
      }
    }
    const i18n = result.dropped.length > 0 ? await i18nOfPage() : undefined;
    for (const { call, status, message } of result.dropped) {
      courseIds.add(call.courseId);
      if (!i18n) continue;
      const lesson = call.lessonTitle ? `"${call.lessonTitle}"` : i18n._(msg`A lesson`);
      toast({
        title: i18n._(msg`Progress Not Synced`),
        description: i18n._(
          msg`${lesson} could not be marked complete (${status}: ${message}). The lesson may have been removed.`,
        ),
        variant: "destructive",
      });
    }
    if (courseIds.size === 0) return;
    // The dashboard's percent and every course's progress follow (a page visited earlier, too).
    await invalidate(queryClient, [queries.enrollments(), ...[...courseIds].map((id) => queries.courseProgress(id))], {
      refetchInactive: true,
    });
  };

  const run = (force: boolean) => {
    if (!navigator.onLine || isRunning) return;
    isRunning = true;
    flushForSession(force)
      .then(async (result) => {
        isRunning = false;
        schedule(result);
        await report(result);
      })
      .catch(() => {
        // IndexedDB unavailable or closed, or no answer about the session: nothing can be sent
        // from here; the next trigger retries.
        isRunning = false;
      });
  };

  window.addEventListener("online", () => run(true));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") run(false);
  });
  // A completion queued after a failed request (the browser still says online): try it after its backoff.
  onQueueChange(() => {
    if (timer === undefined) run(false);
  });
  run(true);
}
