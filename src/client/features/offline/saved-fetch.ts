/**
 * What "Save for offline" downloads for a page (saved-store.ts writes it): the page's HTML, the
 * images it shows, the app's files it runs on, and the reads its own `prefetch` declaration makes,
 * run against a query client that fetches through the save (PageReads), so a read a page adds to
 * its prefetch is saved with it. A read a page's components make only after hydration is named
 * here (the course a lesson's Enroll button reads). Everything is kept in memory: nothing is
 * written until all of it arrived.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { QueryClient } from "@tanstack/react-query";
import type { VideoView } from "../../../shared/contracts/videos";
import { queries } from "../../lib/queries";
import { requestKind } from "../../sw-routes";
import { currentView, imagesToSave, type View } from "./image-choice";
import { SAVE_REQUEST_HEADER, type SavedItem } from "./names";
import { videoFilesToSave } from "./video-files";

/**
 * A save that failed; the message says what, in words for the student (in English), and
 * localized(i18n) says it in the page's language.
 */
export class SaveError extends Error {
  override name = "SaveError";
  constructor(
    message: string,
    readonly localized: (i18n: I18n) => string,
  ) {
    super(message);
  }
}

export const saveError = (message: string, descriptor: MessageDescriptor) =>
  new SaveError(message, (i18n) => i18n._(descriptor));

/** The parts a save fetches, as the student reads them when one didn't load. */
const partNames: Record<string, MessageDescriptor> = {
  "The course outline": msg`The course outline`,
  "The lesson": msg`The lesson`,
  "The course": msg`The course`,
  "The course page": msg`The course page`,
  "The course list": msg`The course list`,
  "The video": msg`The video`,
  "Part of the page": msg`Part of the page`,
};

/** What a read of a page's prefetch is, as the student reads it when it didn't load. */
function readName(url: string): string {
  if (/^\/api\/(?:courses\/[^/]+\/modules|modules\/[^/]+\/\w+)$/.test(url)) return "The course outline";
  if (url === "/api/courses") return "The course list";
  if (/^\/api\/courses\/[^/]+$/.test(url)) return "The course";
  return "Part of the page";
}

function partName(i18n: I18n, what: string): string {
  const known = partNames[what];
  if (known) return i18n._(known);
  const page = /^The page of "(.*)"$/s.exec(what);
  if (page) {
    const title = page[1] ?? "";
    return i18n._(msg`The page of "${title}"`);
  }
  return what;
}

/**
 * A course is saved with the lessons the viewer may open (canOpenLessons, from
 * shared/rules/course-access.ts) and, for a student enrolled, its quizzes.
 */
export type SaveTarget = (
  { kind: "lesson"; id: string } | { kind: "course"; id: string; canOpenLessons: boolean; isEnrolled: boolean }
) & {
  /**
   * The video quality the student picked on this phone (null: none): each video is saved at that
   * height (or the nearest lower), else at its lowest (shared/rules/video-quality.ts).
   */
  videoHeight?: number | null;
};

/**
 * The reads a page's prefetch makes, run against the query client given (the app's pageReads,
 * app/routes.ts, bound to the person saving); undefined for a page without any.
 */
export type PageReads = (path: string) => Promise<((queryClient: QueryClient) => Promise<unknown>) | undefined>;

export type ProgressListener = (done: number, total: number) => void;

export interface Grabbed {
  blob: Blob;
  status: number;
  statusText: string;
  headers: Headers;
}

interface WireLessonDetail {
  id: string;
  courseId: string;
  title: string;
  courseTitle: string;
  video?: VideoView | null;
}
interface WireCourse {
  id: string;
  title: string;
  previewVideo?: VideoView | null;
}

/** Parallel downloads: enough to hide latency, few enough for a phone on 3G. */
const PARALLEL = 3;

const sameOrigin = (raw: string): string | null => {
  try {
    const url = new URL(raw, window.location.href);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search;
  } catch {
    return null;
  }
};

/** The same-origin images a page's HTML shows, one picture of each: the one this phone would show. */
export function imagesInHtml(html: string, view: View = currentView()): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return imagesToSave(doc, view)
    .map(sameOrigin)
    .filter((url): url is string => url !== null);
}

/** The app's files a page loads: the HTML's scripts, preloads and styles, and the chunks this page has loaded since (its route's code). */
export function appFilesOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const found = new Set<string>();
  doc.querySelectorAll("script[src], link[rel=modulepreload][href], link[rel=stylesheet][href]").forEach((element) => {
    const url = sameOrigin(element.getAttribute("src") ?? element.getAttribute("href") ?? "");
    if (url?.startsWith("/assets/")) found.add(url);
  });
  for (const entry of performance.getEntriesByType("resource")) {
    const url = sameOrigin(entry.name);
    if (url?.startsWith("/assets/") && /\.(?:js|css)$/.test(url)) found.add(url);
  }
  return [...found];
}

/** Fetches each URL once, keeping the bodies in memory until the whole save can be written. */
export class Collector {
  readonly grabbed = new Map<string, Grabbed>();
  /** The app's own files among them (scripts, styles): shared by every save, not counted in its size. */
  readonly appFiles = new Set<string>();
  /** The video files among them (renditions, captions, posters): counted, and shown apart. */
  readonly videoFiles = new Set<string>();
  private readonly inFlight = new Map<string, Promise<Grabbed | null>>();
  private total = 0;
  private done = 0;
  /** A required read a page's prefetch made that failed (the prefetch itself swallows it). */
  private failure: Error | null = null;

  constructor(
    private readonly onProgress: ProgressListener,
    private readonly pages: PageReads,
  ) {}

  private report() {
    this.onProgress(this.done, this.total);
  }

  /** Required parts fail the save; optional ones (a student's own reads, images) are skipped. */
  grab(url: string, what: string, options: { optional?: boolean; accept?: string } = {}): Promise<Grabbed | null> {
    const existing = this.inFlight.get(url);
    if (existing) return existing;
    const work = this.fetchOne(url, what, options);
    this.inFlight.set(url, work);
    return work;
  }

  private async fetchOne(
    url: string,
    what: string,
    { optional = false, accept }: { optional?: boolean; accept?: string },
  ): Promise<Grabbed | null> {
    this.total += 1;
    this.report();
    let response: Response;
    try {
      // The header sends it past the service worker's runtime caches: a save copies the network's
      // answer, never an older cached one.
      response = await fetch(url, {
        credentials: "same-origin",
        headers: { [SAVE_REQUEST_HEADER]: "1", ...(accept ? { accept } : {}) },
      });
    } catch {
      if (optional) return this.leaveOut();
      throw saveError("The connection dropped while saving.", msg`The connection dropped while saving.`);
    }
    if (!response.ok) {
      if (optional) return this.leaveOut();
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
      throw new SaveError(`${what} didn't load (${status}).`, (i18n) => {
        const part = partName(i18n, what);
        return i18n._(msg`${part} didn't load (${status}).`);
      });
    }
    const grabbed = {
      blob: await response.blob(),
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    };
    this.grabbed.set(url, grabbed);
    this.done += 1;
    this.report();
    return grabbed;
  }

  /** An optional part that didn't load: counted as done for the progress bar, and not kept. */
  private leaveOut(): null {
    this.done += 1;
    this.report();
    return null;
  }

  async json<T>(url: string, what: string): Promise<T> {
    const grabbed = await this.grab(url, what, { accept: "application/json" });
    return JSON.parse(await grabbed!.blob.text()) as T;
  }

  /**
   * A page's HTML, then the images it shows, the app's files it runs on and the reads its prefetch
   * makes. Resolves with the query client those reads filled (what the page read, by query key).
   */
  async page(path: string, what: string): Promise<QueryClient> {
    const grabbed = await this.grab(path, what, { accept: "text/html" });
    const html = await grabbed!.blob.text();
    await inParallel(imagesInHtml(html), (image) => this.grab(image, "An image", { optional: true }));
    await inParallel(appFilesOf(html), (file) => this.appFile(file));
    return this.reads(path);
  }

  /**
   * Runs the page's prefetch with every read fetched through this save. The reads everyone gets
   * the same (the course outline, the quiz) are required; the person's own (progress,
   * enrolments, attempts: "private" to the service worker) are kept when they load.
   */
  private async reads(path: string): Promise<QueryClient> {
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          retry: false,
          staleTime: Infinity,
          queryFn: async ({ queryKey }) => {
            const url = queryKey.join("/");
            const optional = requestKind(new URL(url, "http://localhost"), "GET") === "private";
            try {
              const grabbed = await this.grab(url, readName(url), { optional, accept: "application/json" });
              if (!grabbed) throw new Error(`${url} was left out`);
              return JSON.parse(await grabbed.blob.text()) as unknown;
            } catch (error) {
              if (!optional) this.failure ??= error instanceof Error ? error : new Error(String(error));
              throw error;
            }
          },
        },
      },
    });
    const prefetch = await this.pages(path);
    await prefetch?.(queryClient);
    if (this.failure) throw this.failure;
    return queryClient;
  }

  /**
   * One of the app's hashed files, kept with the save: after an update the service worker drops
   * the old version's files from its precache, and a page saved before would open offline without
   * its styles and scripts. Copied from the worker's caches when they hold it (no data spent).
   */
  private async appFile(url: string): Promise<void> {
    if (this.grabbed.has(url) || this.appFiles.has(url)) return;
    this.appFiles.add(url);
    const cached = await caches.match(url).catch(() => undefined);
    if (cached?.ok) {
      this.grabbed.set(url, {
        blob: await cached.blob(),
        status: cached.status,
        statusText: cached.statusText,
        headers: cached.headers,
      });
      return;
    }
    await this.grab(url, "An app file", { optional: true });
  }
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** An own video's files (one rendition, captions, poster), one at a time: a video is the biggest part of a save, and a phone on 3G shares its connection. */
async function collectVideo(collector: Collector, video: VideoView | null | undefined, videoHeight: number | null) {
  for (const url of videoFilesToSave(video, videoHeight)) {
    collector.videoFiles.add(url);
    await collector.grab(url, "The video");
  }
}

async function collectLesson(collector: Collector, lessonId: string, videoHeight: number | null) {
  const id = encodeURIComponent(lessonId);
  const lesson = await collector.json<WireLessonDetail>(`/api/lessons/${id}`, "The lesson");
  await collector.page(`/lessons/${id}`, `The page of "${lesson.title}"`);
  await collectVideo(collector, lesson.video, videoHeight);
  return lesson;
}

export async function collect(
  target: SaveTarget,
  collector: Collector,
): Promise<Omit<SavedItem, "userId" | "urls" | "bytes" | "savedAt">> {
  const videoHeight = target.videoHeight ?? null;
  if (target.kind === "lesson") {
    const lesson = await collectLesson(collector, target.id, videoHeight);
    // A student not enrolled (a free course) sees the lesson's Enroll button, which reads the
    // course once hydrated (not a read of the page's prefetch).
    await collector.grab(`/api/courses/${encodeURIComponent(lesson.courseId)}`, "The course", {
      optional: true,
      accept: "application/json",
    });
    return { path: `/lessons/${lesson.id}`, kind: "lesson", title: lesson.title, courseTitle: lesson.courseTitle };
  }

  const courseId = encodeURIComponent(target.id);
  const course = await collector.json<WireCourse>(`/api/courses/${courseId}`, "The course");
  // The page's own pictures (its cover among them) come with it, one of each: never the uploaded
  // original, which can be megabytes. Its reads are the outline (every module's lessons, quizzes
  // and projects), the catalog ("More courses") and the student's own progress.
  const read = await collector.page(`/courses/${courseId}`, "The course page");
  // The course page's own preview plays offline too.
  await collectVideo(collector, course.previewVideo, videoHeight);
  // What the page read (undefined for a read not made or failed).
  const modules = read.getQueryData(queries.courseModules(course.id).queryKey) ?? [];
  const lessons = modules.flatMap((module) => read.getQueryData(queries.moduleLessons(module.id).queryKey) ?? []);
  const quizzes = modules.flatMap((module) => read.getQueryData(queries.moduleQuizzes(module.id).queryKey) ?? []);
  if (target.canOpenLessons) {
    await inParallel(lessons, (lesson) => collectLesson(collector, lesson.id, videoHeight));
  }
  // For a student enrolled, the quizzes' questions (the quiz read never carries answers).
  if (target.isEnrolled) {
    await inParallel(quizzes, async (quiz) => {
      const id = encodeURIComponent(quiz.id);
      await collector.json(`/api/quizzes/${id}`, "A quiz");
      await collector.page(`/quiz/${id}`, "A quiz page");
    });
  }
  return { path: `/courses/${course.id}`, kind: "course", title: course.title };
}
