import type { FastifyRequest } from "fastify";
import { AppError, badRequest, MALFORMED_MULTIPART } from "../../errors.js";
import type { IncomingFile } from "./uploads.service.js";

/**
 * busboy reports a body it can't parse (no boundary, a part cut short) as a plain Error, which
 * would answer 500; the request is the one at fault. Errors that already say what they are
 * (limits, our own) keep their meaning.
 */
function asMalformedMultipart(error: unknown) {
  if (error instanceof Error && !(error instanceof AppError) && !("statusCode" in error)) {
    Object.assign(error, { code: MALFORMED_MULTIPART, statusCode: 400 });
  }
  return error;
}

/** The one file of a multipart request (field "file"): a project file or a course image. */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data");
  const part = await request.file().catch((error: unknown) => {
    throw asMalformedMultipart(error);
  });
  // A part cut short fails the file's stream (maybe already, before we got the part); its
  // reader rejects with that same error.
  if (part?.file.errored) asMalformedMultipart(part.file.errored);
  part?.file.on("error", asMalformedMultipart);
  if (!part || part.fieldname !== "file")
    throw badRequest("Choose a file to upload", [{ path: "body.file", message: "Required" }]);
  return { fileName: part.filename, stream: part.file };
}
