/**
 * Processes uploaded videos (issue 22, decision 0015), in every app process unless VIDEO_WORKER=off:
 * one job at a time per process, claimed from video_jobs with SKIP LOCKED and a lease renewed
 * while ffmpeg works, so a live transcode is never taken twice and a killed process's job is taken
 * again once its lease runs out. Wakes on its poll and on a committed job (PostgreSQL NOTIFY): the
 * loop is lib/polling-worker.ts's, as the email outbox's. When no job is due it also sweeps the
 * videos nothing has shown for a day (sweep.ts), every VIDEO_SWEEP_EVERY_MS.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Notifier } from "../../../db/client.js";
import type { StoredRendition } from "../../../db/schema/index.js";
import type { Database } from "../../../db/types.js";
import { AppError } from "../../errors.js";
import { PollingWorker } from "../../lib/polling-worker.js";
import type { Storage } from "../../storage/index.js";
import type { VideoToolSettings } from "./binaries.js";
import {
  claimJob,
  completeJob,
  failJob,
  findVideoRow,
  markProcessing,
  releaseJob,
  renewLease,
  retryJobLater,
  setProgress,
  type VideoJobRow,
} from "./jobs.queries.js";
import { makePosterVariants, POSTER_FILE, storePosterVariants, type PosterVariantFile } from "./poster.js";
import { probeVideo, type VideoLimits } from "./probe.js";
import { transcodeVideo, type Rendition, type TranscodeResult } from "./transcode.js";
import { sweepDetachedVideos } from "./sweep.js";
import { VIDEO_JOBS_CHANNEL } from "./videos.service.js";

/** Waits after the 1st, 2nd and 3rd failed try of a passing kind; the 4th failure is final. */
export const VIDEO_RETRY_DELAYS_SECONDS = [30, 2 * 60, 10 * 60] as const;
/** How often the worker sweeps detached videos (each sweep is a query when there is nothing to delete). */
export const VIDEO_SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Progress is written when it rose by this many points (and at 100), not on every ffmpeg line. */
const PROGRESS_STEP = 5;

/** Storage keys of a video's made files: the last segment names the file (view.ts's media URLs). */
export const renditionKey = (videoId: string, quality: number) => `videos/${videoId}/${quality}p.mp4`;
export const posterKey = (videoId: string) => `videos/${videoId}/${POSTER_FILE}`;

export interface VideoWorkerOptions {
  db: Database;
  notifier: Notifier;
  storage: Storage;
  limits: VideoLimits;
  tools?: VideoToolSettings;
  pollMs: number;
  leaseSeconds: number;
  /** Waits between tries of a passing failure; the try after the last one fails the video. */
  retryDelaysSeconds?: readonly number[];
  /** After a video became ready or failed (keeps the courses' video counts and the catalog cache true). */
  onVideoChanged?: (videoId: string) => Promise<void>;
  /** Each ffmpeg run started, with its job (the fault tests count transcodes per job). */
  onTranscodeStart?: (job: VideoJobRow) => void;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** This process in `locked_by`; by default host, pid and a random tag. */
  lockedBy?: string;
  /** How often a pass also sweeps detached videos; VIDEO_SWEEP_EVERY_MS by default. */
  sweepEveryMs?: number;
  /** How long a detached video is kept; DETACHED_VIDEO_GRACE_SECONDS (24 h) by default. */
  detachedGraceSeconds?: number;
}

/**
 * Puts made renditions, a poster and its image variants into storage under `videos/{videoId}/`;
 * answers what the video's row records.
 */
export async function storeRenditions(
  storage: Storage,
  videoId: string,
  made: readonly Rendition[],
  posterPath: string,
  posterVariants: readonly PosterVariantFile[],
): Promise<{ renditions: StoredRendition[]; posterKey: string }> {
  const renditions: StoredRendition[] = [];
  for (const { quality, width, height, bytes, bitrateKbps, path } of made) {
    const key = renditionKey(videoId, quality);
    await storage.put(key, { path }, "video/mp4");
    renditions.push({ height, width, key, bytes, bitrateKbps });
  }
  await storePosterVariants(storage, posterKey(videoId), posterVariants);
  // The poster last: the variants are in place before the row points at it.
  await storage.put(posterKey(videoId), { path: posterPath }, "image/jpeg");
  return { renditions, posterKey: posterKey(videoId) };
}

/** The process's name in `locked_by`: which process holds a job, for logs and the renewal. */
export const processTag = () => `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString("hex")}`;

/**
 * A failure the file itself causes (probeVideo's refusals, a missing upload): another try gives
 * the same answer. Anything later (ffmpeg crashing or running out of time, storage) may pass.
 */
class Refused extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message);
    this.name = "Refused";
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class VideoWorker extends PollingWorker {
  readonly lockedBy: string;
  /** The ffmpeg processes of the try under way, killed by stop(). */
  private readonly children = new Set<number>();
  /** When the pass next sweeps detached videos (at the first pass, then every sweepEveryMs). */
  private nextSweepAt = 0;

  constructor(private readonly options: VideoWorkerOptions) {
    super({
      notifier: options.notifier,
      channel: VIDEO_JOBS_CHANNEL,
      pollMs: options.pollMs,
      log: options.log,
      name: "video jobs",
    });
    this.lockedBy = options.lockedBy ?? processTag();
  }

  /** Stopping: the try under way is stopped (its ffmpeg killed) and its job handed back to the queue. */
  protected override interrupt(): void {
    for (const pid of this.children) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }

  /** The next due job, processed; when none is due, the sweep of detached videos if its time has come. */
  protected async step() {
    const job = await claimJob(this.options.db, this.lockedBy, this.options.leaseSeconds);
    if (job) {
      await this.process(job);
      return { handled: 1, done: false };
    }
    if (Date.now() >= this.nextSweepAt) {
      this.nextSweepAt = Date.now() + (this.options.sweepEveryMs ?? VIDEO_SWEEP_EVERY_MS);
      await this.sweep();
    }
    return { handled: 0, done: true };
  }

  /** Deletes the videos nothing has shown for the grace period, files and rows (sweep.ts); answers their ids. */
  async sweep(): Promise<string[]> {
    const { db, storage, log, detachedGraceSeconds } = this.options;
    const swept = await sweepDetachedVideos(db, storage, detachedGraceSeconds);
    if (swept.length > 0) log.info({ videoIds: swept }, "video jobs: deleted detached videos");
    return swept;
  }

  /** One try of one job; every outcome is written, none is thrown. */
  private async process(job: VideoJobRow): Promise<void> {
    const { log } = this.options;
    const lease = this.keepLease(job);
    const context = { videoId: job.videoId, jobId: job.id, attempt: job.attempts };
    try {
      let outcome: "ready" | "failed" | "retry" | "released" | "lost";
      try {
        outcome = (await this.transcode(job, lease.lost)) ? "ready" : "lost";
      } catch (error) {
        outcome = this.stopped ? await this.release(job) : await this.failed(job, error);
      }
      if (outcome === "lost") log.warn(context, "video job: the claim was lost; another process has it");
      else log.info({ ...context, outcome }, "video job: finished a try");
      if (outcome === "ready" || outcome === "failed") await this.options.onVideoChanged?.(job.videoId);
    } catch (error) {
      // The database went away while writing the outcome: the lease runs out and the job is tried again.
      log.error({ ...context, err: error }, "video job: could not record the outcome");
    } finally {
      lease.stop();
    }
  }

  /** Renews the claim at a third of the lease; `lost` turns true when the claim was taken from us. */
  private keepLease(job: VideoJobRow) {
    const { db, leaseSeconds, log } = this.options;
    const state = { lost: () => lost };
    let lost = false;
    const timer = setInterval(
      () => {
        renewLease(db, job.id, this.lockedBy, leaseSeconds).then(
          (held) => {
            if (!held) lost = true;
          },
          (error: unknown) => log.warn({ jobId: job.id, err: error }, "video job: could not renew the lease"),
        );
      },
      Math.max(500, (leaseSeconds * 1000) / 3),
    );
    timer.unref();
    return { ...state, stop: () => clearInterval(timer) };
  }

  /** Processes the job's video into storage and records it ready; false when the claim was lost. */
  private async transcode(job: VideoJobRow, lost: () => boolean): Promise<boolean> {
    const { db, storage, limits, tools } = this.options;
    const video = await findVideoRow(db, job.videoId);
    if (!video?.sourceKey || !(await storage.stat(video.sourceKey))) throw new Refused(sourceGone());
    // Gone meanwhile (swept: nothing showed it): nothing to make, and no files to leave behind.
    if (!(await markProcessing(db, video.id))) throw new Refused(sourceGone());

    const work = await mkdtemp(join(tmpdir(), "tsa-video-job-"));
    try {
      const sourcePath = await localCopy(storage, video.sourceKey, work);
      // Refusals (not a video, too long, too large) end the job for good, before any transcoding.
      await probeVideo(sourcePath, limits, tools).catch((error: unknown) => {
        throw error instanceof AppError ? new Refused(error) : error;
      });

      let written = 0;
      let writing: Promise<void> = Promise.resolve();
      this.options.onTranscodeStart?.(job);
      const result = await transcodeVideo(sourcePath, join(work, "out"), {
        limits,
        ...(tools ? { tools } : {}),
        onSpawn: (pid) => {
          this.children.add(pid);
          if (this.stopped) process.kill(pid, "SIGKILL");
        },
        onProgress: (percent) => {
          if (percent < 100 && percent - written < PROGRESS_STEP) return;
          written = percent;
          // One write at a time, in order; a failed write only loses a progress figure.
          writing = writing.then(() => setProgress(db, video.id, Math.min(percent, 99)).catch(() => {}));
        },
      });
      await writing;
      if (this.stopped) throw new Error("stopped");
      if (lost()) return false;
      const made = await this.store(video.id, result);
      return completeJob(db, job, this.lockedBy, made);
    } finally {
      this.children.clear();
      await rm(work, { recursive: true, force: true });
    }
  }

  /** The process is stopping: the job goes back to the queue untried, for the next process to take. */
  private async release(job: VideoJobRow): Promise<"released" | "lost"> {
    return (await releaseJob(this.options.db, job, this.lockedBy)) ? "released" : "lost";
  }

  private async store(videoId: string, result: TranscodeResult) {
    // Without variants the poster JPEG is served in their place: a failure here costs bytes, not the video.
    const variants = await makePosterVariants(
      result.posterPath,
      join(dirname(result.posterPath), "poster-variants"),
    ).catch((error: unknown) => {
      this.options.log.warn({ videoId, err: error }, "video job: could not make the poster's variants");
      return [];
    });
    return {
      durationSeconds: Math.round(result.durationSeconds),
      width: result.source.width,
      height: result.source.height,
      ...(await storeRenditions(this.options.storage, videoId, result.renditions, result.posterPath, variants)),
    };
  }

  /** A refusal fails the video for good; anything else is tried again later, until the tries run out. */
  private async failed(job: VideoJobRow, error: unknown): Promise<"failed" | "retry" | "lost"> {
    const { db, log } = this.options;
    const delays = this.options.retryDelaysSeconds ?? VIDEO_RETRY_DELAYS_SECONDS;
    const reason = reasonOf(error);
    if (error instanceof Refused) {
      return (await failJob(db, job, this.lockedBy, reason)) ? "failed" : "lost";
    }
    log.warn({ videoId: job.videoId, jobId: job.id, attempt: job.attempts, err: error }, "video job: a try failed");
    const delay = delays[job.attempts - 1];
    if (delay === undefined) {
      const final = `Processing failed ${job.attempts} times; the last error: ${reason.replace(/\.$/, "")}. Press Retry to try again, or upload the video again.`;
      return (await failJob(db, job, this.lockedBy, final)) ? "failed" : "lost";
    }
    return (await retryJobLater(db, job, this.lockedBy, reason, delay)) ? "retry" : "lost";
  }
}

const sourceGone = () => new AppError("BAD_REQUEST", "The uploaded file is gone. Upload the video again.");

/** The source as a local file: the local driver's own path, or a copy from the bucket into `work`. */
async function localCopy(storage: Storage, key: string, work: string): Promise<string> {
  if (storage.localPath) return storage.localPath(key);
  const path = join(work, "source");
  await pipeline(await storage.read(key), createWriteStream(path));
  return path;
}
