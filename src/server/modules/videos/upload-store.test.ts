import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Upload } from "@tus/server";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../../storage/index.js";
import { createUploadStore, UPLOAD_EXPIRY_MS, UPLOADS_FOLDER } from "./upload-store.js";

/*
 * The local folder's store of unfinished uploads (issue 22): DATA_DIR/tus-uploads, shared by the
 * processes of one machine, swept of expired uploads by each of them. The bucket's store is tested
 * with app processes in tests/api/video-upload-processes.test.ts.
 */

const dataDir = mkdtempSync(join(tmpdir(), "tsa-upload-store-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const storeFor = (expiryMs?: number) =>
  createUploadStore({
    storage: new LocalStorage(join(dataDir, "uploads")),
    storageConfig: { kind: "local", root: join(dataDir, "uploads") },
    dataDir,
    ...(expiryMs === undefined ? {} : { expiryMs }),
    warn: () => {},
  });

describe("the local folder's upload store", () => {
  it("keeps uploads in DATA_DIR/tus-uploads, named by their URL's id only", () => {
    const store = storeFor();
    expect(store.idOf("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123456789abcdef");
    expect(store.idOf("..")).toBeUndefined();
    expect(store.idOf("x".repeat(32))).toBeUndefined();
    expect(store.datastore.getExpiration()).toBe(UPLOAD_EXPIRY_MS);
  });

  it("two processes sweeping at once forget an expired unfinished upload once, and neither fails", async () => {
    const [one, two] = [storeFor(1), storeFor(1)];
    const id = "ab".repeat(16);
    const created = new Date(Date.now() - 60_000).toISOString();
    await one.datastore.create(new Upload({ id, size: 10, offset: 0, creation_date: created }));
    const file = join(dataDir, UPLOADS_FOLDER, id);
    expect(existsSync(file)).toBe(true);
    const counts = await Promise.all([one.sweep(), two.sweep()]);
    expect(counts.some((count) => count >= 1)).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.json`)).toBe(false);
    expect(await one.sweep()).toBe(0);
  });

  it("a day-long expiry keeps an upload begun a minute ago", async () => {
    const store = storeFor();
    const id = "cd".repeat(16);
    await store.datastore.create(
      new Upload({ id, size: 10, offset: 0, creation_date: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(await store.sweep()).toBe(0);
    expect(existsSync(join(dataDir, UPLOADS_FOLDER, id))).toBe(true);
  });
});
