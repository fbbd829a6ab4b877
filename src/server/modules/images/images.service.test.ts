import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  makeUploadVariants,
  PARTIAL_VARIANTS_MAX_AGE_MS,
  sweepPartialVariants,
  VARIANT_RETRY_AFTER_MS,
} from "./images.service.js";

let uploadDir: string;
beforeEach(() => {
  uploadDir = mkdtempSync(join(tmpdir(), "tsa-variants-"));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(uploadDir, { recursive: true, force: true });
});

const ageBy = (path: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
};

describe("making an upload's variants", () => {
  it("does not try a file it can't read again on every request, only after a while", async () => {
    writeFileSync(join(uploadDir, "u1"), "not a picture at all");
    const log = { error: vi.fn() };
    const upload = { id: "u1", fileName: "cover.jpg" };
    await makeUploadVariants(uploadDir, upload, log);
    expect(log.error).toHaveBeenCalledTimes(1);
    // A course list asks for a dozen variants: none of them makes libvips read it again.
    await makeUploadVariants(uploadDir, upload, log);
    await makeUploadVariants(uploadDir, upload, log);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await readdir(join(uploadDir, "variants"))).toEqual(["u1.failed"]);
    // Later it is tried again.
    ageBy(join(uploadDir, "variants", "u1.failed"), VARIANT_RETRY_AFTER_MS + 1000);
    await makeUploadVariants(uploadDir, upload, log);
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});

describe("sweeping half-made variants", () => {
  it("deletes sets a killed process left long ago, and keeps one being made now", async () => {
    const root = join(uploadDir, "variants");
    mkdirSync(join(root, "old.4242.part"), { recursive: true });
    writeFileSync(join(root, "old.4242.part", "320.avif"), "half");
    mkdirSync(join(root, "new.4343.part"));
    mkdirSync(join(root, "done-one"));
    ageBy(join(root, "old.4242.part"), PARTIAL_VARIANTS_MAX_AGE_MS + 1000);
    ageBy(join(root, "done-one"), PARTIAL_VARIANTS_MAX_AGE_MS * 10);

    expect(await sweepPartialVariants(uploadDir)).toBe(1);
    expect((await readdir(root)).sort()).toEqual(["done-one", "new.4343.part"]);
    expect(await sweepPartialVariants(uploadDir)).toBe(0);
  });

  it("finds nothing to do where no variant was ever made", async () => {
    expect(await sweepPartialVariants(join(uploadDir, "nowhere"))).toBe(0);
  });
});
