/**
 * What a student may upload with a project: the file name extensions, and how long a name may
 * be in a name-only address. The server also checks each file's first bytes
 * (server/modules/projects/file-types.ts); the project screen's file picker offers the same
 * list, so nobody picks a file that is then refused.
 */

/**
 * Extensions a student's project file may have: photos, documents, spreadsheets, slides, text,
 * archives, audio and video. Files whose bytes confirm their type are served as that type; the
 * others are kept as downloads only.
 */
export const PROJECT_FILE_EXTENSIONS: readonly string[] = [
  ..."jpg jpeg png webp gif heic heif pdf doc docx xls xlsx ppt pptx odt ods odp rtf txt md csv zip".split(" "),
  ..."mp3 m4a mp4 mov".split(" "),
];

/** The longest file name the server takes in a name-only address (uploads/{name}). */
export const FILE_NAME_MAX = 200;
