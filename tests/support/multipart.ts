const BOUNDARY = "----tsa-test-boundary";

/**
 * A multipart/form-data request with one file field named "file", as the upload routes take it:
 * spread into `app.inject` options (`{ method, url, ...multipart(name, bytes) }`).
 */
export function multipart(fileName: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}
