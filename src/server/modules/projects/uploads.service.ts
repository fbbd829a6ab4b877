import { COURSE_IMAGE_MAX_BYTES, COURSE_IMAGE_TYPES } from "../../../shared/rules/courses.js";
import { FILE_NAME_MAX } from "../../../shared/rules/uploads.js";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UploadKind } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";
import type { UploadQuota } from "../../config.js";
import { AppError, msg, notFound, type Said } from "../../errors.js";
import { removeUploadVariants } from "../images/index.js";
import { isUuid } from "../../ids.js";
import { ACCEPTED_DESCRIPTION, detectFileType, projectFileType, safeFileName } from "./file-types.js";
import * as queries from "./uploads.queries.js";
import * as teams from "../teams/index.js";

export interface IncomingFile {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

export interface StoreOptions {
  uploadDir: string;
  maxBytes: number;
  kind: UploadKind;
  userId: string;
  projectId?: string;
  courseId?: string;
  /** Only these content types (default: every accepted type). */
  allow?: readonly string[];
  /**
   * Checks the stored bytes (a course image's dimensions) before the file is kept; what it throws
   * refuses the upload like a wrong type does, and nothing of the file is kept.
   */
  inspect?: (path: string) => Promise<unknown>;
  /** A student's project files: reserved before the bytes are read (project uploads only). */
  quota?: UploadQuota;
  /** The request's Content-Length: the file can't be larger, so no more is reserved. */
  expectedBytes?: number;
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    msg("The file is larger than {size} MB", { size: Math.round(maxBytes / 1024 / 1024) }),
  );

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** 413 like a file over the size limit: the request is refused for its size, and waiting doesn't help. */
const quotaReached = (limit: Said) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    msg("Upload quota reached: at most {limit}. Files you upload but don't submit are deleted after a day.", { limit }),
  );

interface Reservation {
  id: string;
  /** The most bytes the file may have. */
  limit: number;
  /** Why a file over the limit is refused. */
  overLimit: AppError;
}

/**
 * Records the upload as reserved before any byte is read, counting it against the student's
 * quota at the most it may take. The student's row is locked while counting, so concurrent
 * uploads reserve one after another and together never pass the quota.
 */
async function reserve(db: Database, options: StoreOptions, fileName: string): Promise<Reservation> {
  const row = (limit: number) => ({
    userId: options.userId,
    kind: options.kind,
    projectId: options.projectId ?? null,
    courseId: options.courseId ?? null,
    fileName,
    // Known once the first bytes arrive.
    contentType: "application/octet-stream",
    size: limit,
    state: "reserved" as const,
  });
  const hint = options.expectedBytes && options.expectedBytes > 0 ? options.expectedBytes : Number.POSITIVE_INFINITY;
  const { quota, projectId } = options;
  if (!quota || !projectId) {
    const limit = Math.min(options.maxBytes, hint);
    const { id } = await queries.insertUpload(db, row(limit));
    return { id, limit, overLimit: tooLarge(options.maxBytes) };
  }
  return db.transaction(async (tx) => {
    await queries.lockUploader(tx, options.userId);
    const usage = await queries.projectUploadUsage(tx, options.userId, projectId);
    if (usage.projectFiles >= quota.filesPerProject) {
      throw quotaReached(msg("{count} files per project", { count: quota.filesPerProject }));
    }
    if (usage.studentFiles >= quota.filesPerStudent) {
      throw quotaReached(msg("{count} files in all your projects", { count: quota.filesPerStudent }));
    }
    const projectLeft = quota.bytesPerProject - usage.projectBytes;
    const studentLeft = quota.bytesPerStudent - usage.studentBytes;
    const quotaError =
      projectLeft <= studentLeft
        ? quotaReached(msg("{size} per project", { size: megabytes(quota.bytesPerProject) }))
        : quotaReached(msg("{size} in all your projects", { size: megabytes(quota.bytesPerStudent) }));
    const left = Math.min(projectLeft, studentLeft);
    if (left <= 0) throw quotaError;
    const limit = Math.min(options.maxBytes, left, hint);
    const { id } = await queries.insertUpload(tx, row(limit));
    return { id, limit, overLimit: left < options.maxBytes ? quotaError : tooLarge(options.maxBytes) };
  });
}

/**
 * Reserves the upload (and the student's quota), streams it to a temporary file within the
 * reserved size, checks its type by its first bytes, then moves it into place and records its
 * real size. Nothing of a refused file is kept: neither bytes nor row.
 */
export async function storeUpload(db: Database, file: IncomingFile, options: StoreOptions) {
  await mkdir(options.uploadDir, { recursive: true });
  const fileName = safeFileName(file.fileName);
  let reservation: Reservation;
  try {
    reservation = await reserve(db, options, fileName);
  } catch (error) {
    // Drain the refused file so the multipart parser can finish the request.
    file.stream.resume();
    throw error;
  }
  const { id, limit } = reservation;
  const temporary = join(options.uploadDir, `.${id}.part`);
  const final = join(options.uploadDir, id);
  let stored = false;
  try {
    const handle = await open(temporary, "wx", 0o600);
    let head = new Uint8Array(0);
    let size = 0;
    try {
      await pipeline(file.stream, async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limit) throw reservation.overLimit;
          if (head.length < 64) head = Buffer.concat([head, chunk]).subarray(0, 64);
          await handle.write(chunk);
        }
        yield* [];
      });
    } finally {
      await handle.close();
    }
    if (file.stream.truncated) throw tooLarge(options.maxBytes);
    if (size === 0) throw new AppError("BAD_REQUEST", "The file is empty");
    const allowed = options.allow ?? null;
    // A list of allowed types means only files whose bytes prove the type (course images).
    const type = allowed ? detectFileType(head, fileName) : projectFileType(head, fileName);
    if (!type || (allowed && !allowed.includes(type.contentType))) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        msg("This kind of file can't be uploaded. Accepted: {types}.", {
          types: allowed ? describe(allowed) : ACCEPTED_DESCRIPTION,
        }),
      );
    }
    if (options.inspect) await options.inspect(temporary);
    await rename(temporary, final);
    const row = await queries.completeUpload(db, id, { contentType: type.contentType, size });
    stored = true;
    return row;
  } finally {
    await rm(temporary, { force: true });
    if (!stored) {
      await rm(final, { force: true });
      // Should this fail too, the reserved row is unsubmitted and the sweep removes it.
      await queries.deleteUpload(db, id).catch(() => undefined);
    }
  }
}

const describe = (types: readonly string[]) => types.map((type) => type.split("/")[1]!.toUpperCase()).join(", ");

export { COURSE_IMAGE_MAX_BYTES, COURSE_IMAGE_TYPES };

const UPLOADED_FILE_ADDRESS = new RegExp(`^uploads/([0-9a-f-]{36})/([^/\\\\]{1,${FILE_NAME_MAX}})$`);

/** "uploads/{id}/{name}": the spec's file address, naming the stored upload. */
export const uploadAddress = (upload: { id: string; fileName: string }) => `uploads/${upload.id}/${upload.fileName}`;

/**
 * The student's latest upload for this project with this file name: a file submitted by name
 * only (uploads/{name}, as the spec's client sends it) is matched to the file uploaded for it.
 */
export async function findLatestProjectUpload(db: Executor, userId: string, projectId: string, name: string) {
  return queries.findLatestProjectUpload(db, userId, projectId, safeFileName(name));
}

/** The upload a submission's file address names, if it is this student's file for this project. */
export async function findOwnProjectUpload(db: Executor, fileUrl: string, userId: string, projectId: string) {
  const match = UPLOADED_FILE_ADDRESS.exec(fileUrl);
  if (!match || !isUuid(match[1]!)) return undefined;
  const upload = await queries.findUpload(db, match[1]!);
  if (!upload || upload.userId !== userId || upload.projectId !== projectId || upload.fileName !== match[2]) {
    return undefined;
  }
  return upload;
}

/**
 * An upload for downloading: course images for anyone; project files for their owner, admins and
 * the instructors of the project's course team (issue 24), each staff read audited. Others get
 * 404, so ids can't be probed.
 */
export async function openUpload(db: Executor, uploadDir: string, id: string, viewer: teams.Viewer | null) {
  const upload = isUuid(id) ? await queries.findUpload(db, id) : undefined;
  if (!upload) throw notFound("File");
  if (upload.kind === "project") {
    if (!viewer) throw new AppError("UNAUTHORIZED", "Unauthorized");
    if (viewer.id !== upload.userId) {
      if (viewer.role === "student") throw notFound("File");
      if (!(await teams.mayActOnRecord(db, viewer, "upload", upload.id))) throw notFound("File");
      await teams.recordStaffReads(db, viewer, [
        {
          kind: "file",
          recordId: upload.id,
          studentId: upload.userId,
          courseId: await teams.courseOfRecord(db, "upload", upload.id),
        },
      ]);
    }
  }
  const file = await openUploadFile(uploadDir, upload.id);
  const inline = upload.contentType.startsWith("image/") || upload.contentType === "application/pdf";
  return { upload, ...file, inline };
}

/** An upload's stored bytes (404 when the file is gone). */
export async function openUploadFile(uploadDir: string, id: string) {
  const path = join(uploadDir, id);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound("File");
  return { stream: createReadStream(path), size: info.size };
}

export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads older than a day that nothing uses (never submitted, or a replaced course
 * image), rows first and then files. Each row is deleted by one statement only, so processes
 * sweeping at the same time never delete a file twice; a file already gone is fine.
 */
export async function sweepUnusedUploads(db: Executor, uploadDir: string, now = new Date()): Promise<number> {
  const removed = await queries.deleteUnusedUploadsBefore(db, new Date(now.getTime() - UNUSED_UPLOAD_MAX_AGE_MS));
  await Promise.all(
    removed.flatMap(({ id }) => [
      rm(join(uploadDir, id), { force: true }),
      // Left by a process that stopped while receiving the file.
      rm(join(uploadDir, `.${id}.part`), { force: true }),
      // A course image's variants.
      removeUploadVariants(uploadDir, id),
    ]),
  );
  return removed.length;
}
