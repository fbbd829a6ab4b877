import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { greyPng, pngDeclaring } from "../../../../tests/support/images.js";
import { checkImageDimensions, MAX_IMAGE_PIXELS } from "./dimensions.js";

const dir = mkdtempSync(join(tmpdir(), "tsa-dimensions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe("checkImageDimensions", () => {
  it("reads the size from the header and takes exactly 40 megapixels", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(await checkImageDimensions(file("small.png", greyPng(7, 5)))).toEqual({ width: 7, height: 5 });
    // Only the header is read: the missing rows of this 8000 × 5000 image don't matter here.
    expect(await checkImageDimensions(file("limit.png", pngDeclaring(8_000, 5_000)))).toEqual({
      width: 8_000,
      height: 5_000,
    });
  });

  it("refuses one row more with 413, and what libvips can't read with 415", async () => {
    await expect(checkImageDimensions(file("over.png", pngDeclaring(8_000, 5_001)))).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
    await expect(checkImageDimensions(file("bomb.png", pngDeclaring(20_000, 20_000)))).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
    await expect(checkImageDimensions(file("text.png", Buffer.from("hello")))).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  });
});
