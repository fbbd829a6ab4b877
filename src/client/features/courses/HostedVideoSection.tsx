/**
 * The academy's own video of a lesson or a course preview, in the editor (issue 22): a resumable
 * upload (tus-js-client, loaded only when a file is chosen), its progress, then the processing
 * state polled from the server (Queued, Processing 45 %, Ready, Failed with Retry), removal,
 * captions per language and, for a lesson, filling its transcript from captions.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { VideoView } from "../../../shared/contracts/videos";
import {
  CAPTIONS_ACCEPT,
  VIDEO_ID_HEADER,
  VIDEO_UPLOAD_CHUNK_BYTES,
  VIDEO_UPLOAD_PATH,
} from "../../../shared/contracts/videos.forms";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../../shared/rules/locale";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/form";
import { Progress } from "../../components/ui/progress";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage, toApiError } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { videoStateText } from "./hosted-video";
import { staffQueries } from "./queries";

type WireVideo = VideoView;
export type VideoTarget = { lessonId: string } | { courseId: string };

const videoQuery = (id: string) => ({ queryKey: ["/api/staff/videos", id] as const });
/** Long labels ("Fill transcript from English captions") wrap on a phone instead of overflowing. */
const WRAPPING = "h-auto! min-h-9 py-1.5! text-left whitespace-normal!";
const isWorking = (status: WireVideo["status"] | undefined) => status === "queued" || status === "processing";
/** How often the editor asks how processing goes. */
const POLL_MS = 2000;
/** After a dropped connection the upload tries again after these waits, then from where it stopped. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/** Sends a captions file as its text; the server answers with the video. */
async function putCaptions(videoId: string, language: Locale, file: File): Promise<WireVideo> {
  const response = await fetch(`/api/staff/videos/${encodeURIComponent(videoId)}/captions/${language}`, {
    method: "PUT",
    credentials: "include",
    headers: { "content-type": "text/vtt" },
    body: file,
  });
  const body = await response.text();
  if (!response.ok) throw toApiError({ status: response.status, statusText: response.statusText, body });
  return JSON.parse(body) as WireVideo;
}

export function HostedVideoSection({
  courseId,
  target,
  video: saved,
  onTranscript,
}: {
  /** The course whose tree shows the video. */
  courseId: string;
  target: VideoTarget;
  video: WireVideo | null;
  /** A lesson's form takes a transcript made from the captions. */
  onTranscript?: (transcript: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<{ percent: number; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploadRef = useRef<{ abort: () => Promise<void> } | null>(null);

  // The state is polled while the video is queued or processing; the tree is refreshed when it settles.
  const polled = useQuery({
    ...videoQuery(saved?.id ?? ""),
    enabled: saved !== null,
    initialData: saved ?? undefined,
    refetchInterval: (query) => (isWorking(query.state.data?.status) ? POLL_MS : false),
  });
  const video = saved ? (polled.data ?? saved) : null;
  const status = video?.status;
  const wasWorking = useRef(isWorking(status));
  useEffect(() => {
    // Processing settled: the course tree (and the video count) changed with it.
    if (wasWorking.current && status && !isWorking(status))
      void invalidate(queryClient, [staffQueries.course(courseId)]);
    wasWorking.current = isWorking(status);
  }, [status, courseId, queryClient]);

  const refreshTree = () => invalidate(queryClient, [staffQueries.course(courseId), "/api/courses", "/api/lessons"]);
  const showVideo = (next: WireVideo) => {
    queryClient.setQueryData(videoQuery(next.id).queryKey, next);
    void refreshTree();
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    setUploading({ percent: 0, name: file.name });
    // Loaded only now: the tus client stays out of every page's first load.
    const { Upload } = await import("tus-js-client");
    const upload = new Upload(file, {
      endpoint: VIDEO_UPLOAD_PATH,
      chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type, ...target },
      // The same file chosen again after a reload continues its upload.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setUploading({ percent: total ? (sent / total) * 100 : 0, name: file.name }),
      onSuccess: ({ lastResponse }) => {
        uploadRef.current = null;
        setUploading(null);
        input.value = "";
        const videoId = lastResponse.getHeader(VIDEO_ID_HEADER);
        if (videoId) void queryClient.invalidateQueries({ queryKey: videoQuery(videoId).queryKey });
        void refreshTree();
        toast({ title: "Uploaded", description: "The video is queued for processing." });
      },
      onError: (error) => {
        uploadRef.current = null;
        setUploading(null);
        input.value = "";
        const response = "originalResponse" in error ? error.originalResponse : null;
        const status = response?.getStatus();
        let message = error.message;
        try {
          const body = JSON.parse(response?.getBody() ?? "") as { message?: unknown };
          if (typeof body.message === "string") message = body.message;
        } catch {
          if (status === 413) message = "The file is larger than the upload limit.";
        }
        setProblem(message);
      },
    });
    uploadRef.current = upload;
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  }

  async function run<T>(action: () => Promise<T>, done: (result: T) => void, failure: string) {
    setBusy(true);
    try {
      done(await action());
    } catch (error) {
      toast({ title: failure, description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const detachUrl =
    "lessonId" in target
      ? `/api/staff/lessons/${encodeURIComponent(target.lessonId)}/video`
      : `/api/staff/courses/${encodeURIComponent(target.courseId)}/preview-video`;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-3 rounded-lg border border-line p-4">
      <h3 id={`${id}-heading`} className="font-sans text-base font-semibold text-ink">
        {"lessonId" in target ? "Lesson video (hosted here)" : "Preview video (hosted here)"}
      </h3>
      {video ? (
        <div className="grid gap-2">
          <p className="text-sm" role="status" aria-live="polite">
            <span className="font-semibold">Status:</span> {videoStateText(video)}
          </p>
          {video.status === "processing" && <Progress value={video.progress} label="Processing" />}
          <div className="flex flex-wrap gap-2">
            {video.status === "failed" && (
              <Button
                type="button"
                size="sm"
                className={WRAPPING}
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => apiRequest<WireVideo>("POST", `/api/staff/videos/${encodeURIComponent(video.id)}/retry`),
                    showVideo,
                    "Could not retry",
                  )
                }
              >
                Retry
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              className={WRAPPING}
              variant="outline"
              disabled={busy || uploading !== null}
              onClick={() =>
                void run(
                  () => apiRequest("DELETE", detachUrl),
                  () => {
                    void refreshTree();
                    toast({ title: "Removed", description: "The video is no longer shown." });
                  },
                  "Could not remove the video",
                )
              }
            >
              Remove video
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No video uploaded.</p>
      )}

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>{video ? "Replace with another video file" : "Upload a video file"}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept="video/*"
          onChange={(event) => void onFile(event)}
          disabled={uploading !== null}
          aria-describedby={`${id}-file-hint${problem ? ` ${id}-file-error` : ""}`}
          aria-invalid={problem ? true : undefined}
          className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-brand-50"
        />
        <p id={`${id}-file-hint`} className="text-sm text-ink-muted">
          MP4, MOV, WebM and most other videos. The upload continues after a dropped connection; choose the same file
          again to continue after leaving the page.
        </p>
        {problem && (
          <p id={`${id}-file-error`} className="text-sm font-medium text-danger" role="alert">
            {problem}
          </p>
        )}
      </div>
      {uploading && (
        <div className="grid gap-1.5">
          <Progress value={uploading.percent} label={`Uploading ${uploading.name}`} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span aria-live="polite">Uploading: {Math.floor(uploading.percent)} %</span>
            <Button
              type="button"
              size="sm"
              className={WRAPPING}
              variant="ghost"
              onClick={() => {
                void uploadRef.current?.abort();
                uploadRef.current = null;
                setUploading(null);
              }}
            >
              Stop upload
            </Button>
          </div>
        </div>
      )}

      {video && (
        <Captions video={video} busy={busy} run={run} onVideo={showVideo} {...(onTranscript ? { onTranscript } : {})} />
      )}
    </section>
  );
}

function Captions({
  video,
  busy,
  run,
  onVideo,
  onTranscript,
}: {
  video: WireVideo;
  busy: boolean;
  run: <T>(action: () => Promise<T>, done: (result: T) => void, failure: string) => Promise<void>;
  onVideo: (video: WireVideo) => void;
  onTranscript?: (transcript: string) => void;
}) {
  const id = useId();
  const base = `/api/staff/videos/${encodeURIComponent(video.id)}/captions`;

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="font-sans text-sm font-semibold text-ink">Captions (WebVTT or SRT)</legend>
      {LOCALES.map((language) => {
        const caption = video.captions.find((entry) => entry.language === language);
        const inputId = `${id}-${language}`;
        return (
          <div key={language} className="grid gap-1.5 rounded-md bg-brand-50/60 p-3">
            <Label htmlFor={inputId}>
              {caption ? `Replace the ${LOCALE_NAMES[language]} captions` : `Upload ${LOCALE_NAMES[language]} captions`}
            </Label>
            <input
              id={inputId}
              type="file"
              accept={CAPTIONS_ACCEPT}
              disabled={busy}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                if (!file) return;
                void run(
                  () => putCaptions(video.id, language, file),
                  (next) => {
                    onVideo(next);
                    toast({ title: "Saved", description: `The ${LOCALE_NAMES[language]} captions are updated.` });
                  },
                  "Could not save the captions",
                ).finally(() => {
                  input.value = "";
                });
              }}
              className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-white file:px-3 file:font-semibold file:text-ink"
            />
            {caption && (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <a className="text-teal-700 underline" href={caption.url} target="_blank" rel="noreferrer">
                  {LOCALE_NAMES[language]} captions file
                </a>
                {onTranscript && (
                  <Button
                    type="button"
                    size="sm"
                    className={WRAPPING}
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => apiRequest<{ transcript: string }>("GET", `${base}/${language}/transcript`),
                        ({ transcript }) => {
                          onTranscript(transcript);
                          toast({ title: "Transcript filled", description: "Check it, then save the lesson." });
                        },
                        "Could not fill the transcript",
                      )
                    }
                  >
                    Fill transcript from {LOCALE_NAMES[language]} captions
                  </Button>
                )}
                <Button
                  type="button"
                  size="sm"
                  className={WRAPPING}
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => apiRequest<WireVideo>("DELETE", `${base}/${language}`),
                      onVideo,
                      "Could not remove the captions",
                    )
                  }
                >
                  Remove {LOCALE_NAMES[language]} captions
                </Button>
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
