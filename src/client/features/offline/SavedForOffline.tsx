import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, GraduationCap, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useIntlLocale } from "../../lib/i18n";
import { formatBytes, formatSavedDate } from "./format";
import type { SavedItem } from "./names";
import { onSavedChange } from "./sync-events";

type State =
  { status: "loading" } | { status: "unavailable" } | { status: "ready"; items: SavedItem[]; used: number | null };

/**
 * The dashboard's "Saved for offline" list: what this person keeps on this phone, its size, and a
 * way to open or remove each. It lives in the phone's storage, so the server renders a reserved box
 * and the list fills in after hydration.
 */
export function SavedForOffline({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [state, setState] = useState<State>({ status: "loading" });
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const read = () => {
      import("./saved-store")
        .then(async (saved) => {
          if (!saved.canSaveOffline()) return { status: "unavailable" } as const;
          const [items, used] = await Promise.all([saved.listSaved(userId), saved.storageUsed()]);
          return { status: "ready", items, used } as const;
        })
        .then((next) => {
          if (isCurrent) setState(next);
        })
        .catch(() => {
          if (isCurrent) setState({ status: "unavailable" });
        });
    };
    read();
    const stop = onSavedChange(read);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [userId]);

  const remove = async (path: string) => {
    setRemoving(path);
    try {
      await (await import("./saved-store")).removeSaved(path);
    } finally {
      setRemoving(null);
    }
  };

  if (state.status === "unavailable") return null;
  const savedBytes = state.status === "ready" ? state.items.reduce((sum, item) => sum + item.bytes, 0) : 0;
  const spaceUsed = state.status === "ready" ? formatBytes(state.used ?? savedBytes, locale) : "";

  return (
    <Card className="p-5">
      <section aria-labelledby="saved-offline-heading">
        <h2 id="saved-offline-heading" className="text-lg font-bold">
          <Trans>Saved for offline</Trans>
        </h2>
        {state.status === "loading" ? (
          <div className="mt-3 grid gap-2" aria-hidden="true">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : state.items.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">
            <Trans>
              Nothing saved yet. Use &quot;Save for offline&quot; on a lesson or a course to read it without a
              connection.
            </Trans>
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>Space used on this phone: {spaceUsed}</Trans>
            </p>
            <ul className="mt-3 divide-y divide-line" aria-label={t`Saved lessons and courses`}>
              {state.items.map((item) => {
                const Icon = item.kind === "course" ? GraduationCap : BookOpen;
                const itemTitle = item.title;
                const savedDate = formatSavedDate(item.savedAt, locale);
                const videoSize = item.videoBytes ? formatBytes(item.videoBytes, locale) : null;
                return (
                  <li key={item.path} className="py-3 first:pt-0 last:pb-0">
                    <p className="flex items-start gap-2 font-semibold break-words">
                      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
                      <span className="min-w-0">{item.title}</span>
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {item.kind === "course" ? t`Course` : t`Lesson`}
                      {item.courseTitle ? ` · ${item.courseTitle}` : ""} · {formatBytes(item.bytes, locale)}
                      {videoSize ? ` (${t`including ${videoSize} of video`})` : ""} · {t`Saved ${savedDate}`}
                    </p>
                    <div className="mt-2 flex gap-2">
                      <Link href={item.path} className={buttonClass("outline", "sm")} aria-label={t`Open ${itemTitle}`}>
                        <Trans>Open</Trans>
                      </Link>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={removing === item.path}
                        aria-label={t`Remove ${itemTitle}`}
                        onClick={() => void remove(item.path)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                        {removing === item.path ? t`Removing...` : t`Remove`}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}
