import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Download, LoaderCircle, Trash2, VideoOff } from "lucide-react";
import { useEffect, useState } from "react";
import type { VideoView } from "../../../shared/contracts/videos";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { useIntlLocale } from "../../lib/i18n";
import { queries } from "../../lib/queries";
import { readChosenHeight } from "../video";
import { formatBytes, PERSIST_REFUSED_MESSAGE } from "./format";
import type { SavedItem } from "./names";
import type { PageReads } from "./saved-store";
import { onSavedChange } from "./sync-events";
import { videoBytesToSave } from "./video-files";

/**
 * The videos of a course's lessons, for the size a course's save shows: read from what the course
 * page's outline loaded (followed as it arrives); none without a course id. Not useQueries: it
 * would split into a chunk of its own that the lesson page's first load carries too.
 */
function useCourseLessonVideos(courseId: string | null): (VideoView | null)[] {
  const queryClient = useQueryClient();
  const [videos, setVideos] = useState<(VideoView | null)[]>([]);
  useEffect(() => {
    if (courseId === null) return;
    let seen = "";
    const read = () => {
      const modules = queryClient.getQueryData(queries.courseModules(courseId).queryKey) ?? [];
      const found = modules.flatMap((module) =>
        (queryClient.getQueryData(queries.moduleLessons(module.id).queryKey) ?? []).map((lesson) => lesson.video),
      );
      const key = found.map((video) => video?.id ?? "").join();
      if (key !== seen) {
        seen = key;
        setVideos(found);
      }
    };
    read();
    return queryClient.getQueryCache().subscribe(read);
  }, [courseId, queryClient]);
  return videos;
}

export type SaveForOfflineTarget =
  | {
      kind: "lesson";
      id: string;
      /** The lesson has a linked video (YouTube, Vimeo): it stays online-only, and the saved lesson says so. */
      hasVideo: boolean;
      /** The lesson's transcript, when it has one: saved with the lesson's page. */
      hasTranscript: boolean;
    }
  | { kind: "course"; id: string; canOpenLessons: boolean; isEnrolled: boolean };

type State =
  | { status: "checking" }
  | { status: "unavailable" }
  | { status: "idle" }
  | { status: "saving"; done: number; total: number }
  | { status: "saved"; item: SavedItem }
  | { status: "failed"; message: string };

const loadStore = () => import("./saved-store");

/** Above this, the student confirms before saving (issue 22: a video course can be large). */
export const CONFIRM_SAVE_OVER_BYTES = 50_000_000;

/**
 * "Save for offline" for a lesson or a whole course: the button, the saving progress, and once
 * saved, "Saved for offline" with its size and a remove button. What is saved is read from the
 * phone after hydration; until then the box keeps its place (no layout shift). `pages` gives each
 * saved page's reads (its prefetch), which are saved with it. The academy's own videos the save
 * keeps (one quality each, saved-fetch.ts: a lesson's `videos`, a course's lessons' own) show
 * their size before saving, and over CONFIRM_SAVE_OVER_BYTES the student confirms first.
 */
export function SaveForOffline({
  target,
  userId,
  pages,
  videos = [],
}: {
  target: SaveForOfflineTarget;
  userId: string;
  pages: PageReads;
  videos?: readonly (VideoView | null | undefined)[];
}) {
  const path = target.kind === "lesson" ? `/lessons/${target.id}` : `/courses/${target.id}`;
  const { i18n, t } = useLingui();
  const locale = useIntlLocale();
  const isLesson = target.kind === "lesson";
  const [state, setState] = useState<State>({ status: "checking" });
  const [persistNote, setPersistNote] = useState<string | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  /** The video quality picked on this phone (null: none), read once hydrated (undefined until then). */
  const [videoHeight, setVideoHeight] = useState<number | null | undefined>(undefined);
  useEffect(() => setVideoHeight(readChosenHeight()), []);

  useEffect(() => {
    let isCurrent = true;
    const read = () => {
      loadStore()
        .then(async (saved) => {
          if (!saved.canSaveOffline()) return { status: "unavailable" } as const;
          const item = await saved.getSaved(path, userId);
          return item ? ({ status: "saved", item } as const) : ({ status: "idle" } as const);
        })
        .then((next) => {
          // A save in progress owns the state until it ends.
          if (isCurrent) setState((current) => (current.status === "saving" ? current : next));
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
  }, [path, userId]);

  const courseVideos = useCourseLessonVideos(target.kind === "course" && target.canOpenLessons ? target.id : null);
  const videoBytes = videoHeight === undefined ? 0 : videoBytesToSave([...videos, ...courseVideos], videoHeight);
  const videoSize = formatBytes(videoBytes, locale);

  const askThenSave = () => {
    if (videoBytes > CONFIRM_SAVE_OVER_BYTES) setConfirming(true);
    else void save();
  };

  const save = async () => {
    setConfirming(false);
    setState({ status: "saving", done: 0, total: 1 });
    setPersistNote(null);
    try {
      const saved = await loadStore();
      // Asked at the save, while the click still counts as the student's gesture.
      const isPersisted = await saved.askForPersistentStorage();
      const item = await saved.saveForOffline(
        target.kind === "lesson"
          ? { kind: "lesson", id: target.id, videoHeight: videoHeight ?? null }
          : { ...target, videoHeight: videoHeight ?? null },
        userId,
        pages,
        (done, total) => setState({ status: "saving", done, total: Math.max(total, 1) }),
      );
      setState({ status: "saved", item });
      if (isPersisted === false) setPersistNote(i18n._(PERSIST_REFUSED_MESSAGE));
    } catch (error) {
      // SaveError (saved-store.ts, loaded only when used) says it in the page's language.
      const reason =
        error instanceof Error && error.name === "SaveError"
          ? ((error as Error & { localized?: (i18n: I18n) => string }).localized?.(i18n) ?? error.message)
          : t`Something went wrong.`;
      setState({
        status: "failed",
        message: isLesson
          ? t`Couldn't save this lesson for offline: ${reason} Nothing was kept.`
          : t`Couldn't save this course for offline: ${reason} Nothing was kept.`,
      });
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await (await loadStore()).removeSaved(path);
      setState({ status: "idle" });
      setPersistNote(null);
    } finally {
      setRemoving(false);
    }
  };

  if (state.status === "unavailable") return null;
  const savedCount = state.status === "saving" ? state.done : 0;
  const totalCount = state.status === "saving" ? state.total : 0;

  return (
    <section
      aria-label={t`Save for offline`}
      className="mt-4 min-h-[4.75rem] rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      {state.status === "saved" ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
            <span className="font-semibold">
              <Trans>Saved for offline</Trans>
            </span>
            <span className="text-sm text-ink-muted">({formatBytes(state.item.bytes, locale)})</span>
          </p>
          <Button variant="outline" size="sm" disabled={isRemoving} onClick={() => void remove()}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {isRemoving ? t`Removing...` : t`Remove`}
          </Button>
        </div>
      ) : state.status === "saving" ? (
        <div>
          <p className="flex items-center gap-2 font-semibold" role="status">
            <LoaderCircle className="h-5 w-5 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
            <Trans>
              Saving for offline... {savedCount} of {totalCount}
            </Trans>
          </p>
          <Progress
            className="mt-3"
            value={(state.done * 100) / state.total}
            label={isLesson ? t`Saving this lesson for offline` : t`Saving this course for offline`}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted" data-testid="save-offline-size">
            {videoBytes > 0
              ? isLesson
                ? t`Read and watch this lesson without a connection: about ${videoSize} with its video.`
                : t`Keep the outline, lessons, videos and quiz questions on this phone: about ${videoSize} of video.`
              : isLesson
                ? t`Read this lesson without a connection.`
                : t`Keep the outline, lessons and quiz questions on this phone.`}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={state.status === "checking" || videoHeight === undefined}
            onClick={askThenSave}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            <Trans>Save for offline</Trans>
          </Button>
          <Dialog open={isConfirming} onOpenChange={setConfirming}>
            <DialogContent
              title={t`Save about ${videoSize} on this phone?`}
              description={
                isLesson
                  ? t`This lesson's video is large. Saving it uses that much data and space; a Wi-Fi connection costs less.`
                  : t`This course's videos are large. Saving them uses that much data and space; a Wi-Fi connection costs less.`
              }
            >
              <DialogFooter label={t`Save for offline`} pendingLabel={t`Saving...`} onAction={() => void save()} />
            </DialogContent>
          </Dialog>
        </div>
      )}
      {state.status === "failed" && (
        <p
          role="alert"
          className="mt-3 rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm font-semibold text-danger"
        >
          {state.message}
        </p>
      )}
      {state.status === "saved" && target.kind === "lesson" && target.hasVideo && (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
          <VideoOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>The video needs a connection.</Trans>
            {target.hasTranscript && ` ${t`Its transcript is saved with the lesson.`}`}
          </span>
        </p>
      )}
      {persistNote && <p className="mt-3 text-sm text-ink-muted">{persistNote}</p>}
    </section>
  );
}
