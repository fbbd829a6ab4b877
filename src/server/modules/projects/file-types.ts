import { PROJECT_FILE_EXTENSIONS } from "../../../shared/rules/uploads.js";

/** What may be uploaded, recognised by the file's first bytes (never by the browser's word). */
export interface FileType {
  contentType: string;
  extensions: string[];
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type of a file from its first bytes and name, or null when it is not one we accept. */
export function detectFileType(head: Uint8Array, fileName: string): FileType | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], inline: true };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", extensions: ["png"], inline: true };
  }
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) {
    return { contentType: "image/webp", extensions: ["webp"], inline: true };
  }
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) {
    return { contentType: "image/gif", extensions: ["gif"], inline: true };
  }
  if (startsWith(head, ascii("%PDF-"))) return { contentType: "application/pdf", extensions: ["pdf"], inline: true };
  // Office documents are zip files; the extension says which.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const office: Record<string, string> = {
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      odt: "application/vnd.oasis.opendocument.text",
    };
    const contentType = office[extension];
    return contentType ? { contentType, extensions: [extension], inline: false } : null;
  }
  // Plain text: a .txt or .md file of printable UTF-8 without NUL bytes.
  if ((extension === "txt" || extension === "md") && !head.includes(0) && isUtf8(head)) {
    return { contentType: "text/plain; charset=utf-8", extensions: [extension], inline: false };
  }
  return null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    // The head may end inside a character: ignore a last incomplete sequence.
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/** A file name safe to store and show: no folders, control characters or reserved marks. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // Control characters are invisible and break headers; the rest are reserved on some systems.
    .replace(/\p{Cc}/gu, "")
    .replace(/["<>:|?*%#]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return "file";
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/**
 * Extensions a student's project file may have (src/shared/rules/uploads.ts, which the project
 * screen's file picker offers too). Files whose first bytes confirm their type are served as
 * that type; any other file with one of these names (a phone's HEIC photo, an old .doc, a zip of
 * photos, or a file whose bytes don't match its name) is kept as a download only:
 * application/octet-stream, never shown in the browser.
 */
export const PROJECT_EXTENSIONS: ReadonlySet<string> = new Set(PROJECT_FILE_EXTENSIONS);

const DOWNLOAD_ONLY: FileType = { contentType: "application/octet-stream", extensions: [], inline: false };

/** A project file's type: recognised by its bytes, else by an accepted extension as a download. */
export function projectFileType(head: Uint8Array, fileName: string): FileType | null {
  const known = detectFileType(head, fileName);
  if (known) return known;
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  return PROJECT_EXTENSIONS.has(extension) ? DOWNLOAD_ONLY : null;
}

export const ACCEPTED_DESCRIPTION =
  "photos (JPEG, PNG, WebP, GIF, HEIC), PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV, ZIP, audio (MP3, M4A) or video (MP4, MOV)";
