import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UploadKind } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { AppError, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { ACCEPTED_DESCRIPTION, detectFileType, IMAGE_TYPES, projectFileType, safeFileName } from "./file-types.js";
import * as queries from "./uploads.queries.js";

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
  allow?: string[];
}

const tooLarge = (maxBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

/**
 * Streams an upload to a temporary file, checks its type by its first bytes and its size, then
 * records it and moves it into place. Nothing of a refused file is kept.
 */
export async function storeUpload(db: Executor, file: IncomingFile, options: StoreOptions) {
  await mkdir(options.uploadDir, { recursive: true });
  const id = randomUUID();
  const temporary = join(options.uploadDir, `.${id}.part`);
  try {
    const handle = await open(temporary, "wx", 0o600);
    let head = new Uint8Array(0);
    let size = 0;
    try {
      await pipeline(file.stream, async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > options.maxBytes) throw tooLarge(options.maxBytes);
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
    const fileName = safeFileName(file.fileName);
    const allowed = options.allow ?? null;
    // A list of allowed types means only files whose bytes prove the type (course images).
    const type = allowed ? detectFileType(head, fileName) : projectFileType(head, fileName);
    if (!type || (allowed && !allowed.includes(type.contentType))) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        `This kind of file can't be uploaded. Accepted: ${allowed ? describe(allowed) : ACCEPTED_DESCRIPTION}.`,
      );
    }
    const row = await queries.insertUpload(db, {
      id,
      userId: options.userId,
      kind: options.kind,
      projectId: options.projectId ?? null,
      courseId: options.courseId ?? null,
      fileName,
      contentType: type.contentType,
      size,
    });
    await rename(temporary, join(options.uploadDir, id));
    return row;
  } finally {
    await rm(temporary, { force: true });
  }
}

const describe = (types: string[]) => types.map((type) => type.split("/")[1]!.toUpperCase()).join(", ");

export const COURSE_IMAGE_TYPES = IMAGE_TYPES.filter((type) => type !== "image/gif");
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

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
  const match = /^uploads\/([0-9a-f-]{36})\/([^/\\]{1,200})$/.exec(fileUrl);
  if (!match || !isUuid(match[1]!)) return undefined;
  const upload = await queries.findUpload(db, match[1]!);
  if (!upload || upload.userId !== userId || upload.projectId !== projectId || upload.fileName !== match[2]) {
    return undefined;
  }
  return upload;
}

/**
 * An upload for downloading: course images for anyone; project files for their owner and
 * staff. Others get 404, so ids can't be probed.
 */
export async function openUpload(
  db: Executor,
  uploadDir: string,
  id: string,
  viewer: { id: string; role: string } | null,
) {
  const upload = isUuid(id) ? await queries.findUpload(db, id) : undefined;
  if (!upload) throw notFound("File");
  if (upload.kind === "project") {
    if (!viewer) throw new AppError("UNAUTHORIZED", "Unauthorized");
    if (viewer.id !== upload.userId && viewer.role === "student") throw notFound("File");
  }
  const path = join(uploadDir, upload.id);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound("File");
  const inline = upload.contentType.startsWith("image/") || upload.contentType === "application/pdf";
  return { upload, stream: createReadStream(path), size: info.size, inline };
}
