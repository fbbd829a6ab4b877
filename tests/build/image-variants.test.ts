import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildImageVariants, type BuildVariantsResult } from "../../vite.image-variants.js";

/**
 * The client build's image step (vite.image-variants.ts) on a public folder of its own: the
 * shipped public/images holds only SVGs today, which it leaves as they are.
 */
const dir = mkdtempSync(join(tmpdir(), "tsa-variants-"));
const publicDir = join(dir, "public");
const cacheDir = join(dir, "cache");
let first: BuildVariantsResult;

beforeAll(async () => {
  mkdirSync(join(publicDir, "images", "courses"), { recursive: true });
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(publicDir, "images", "courses", "bench.jpg"), photo);
  const badge = await sharp({ create: { width: 400, height: 400, channels: 4, background: "#00000000" } })
    .png()
    .toBuffer();
  writeFileSync(join(publicDir, "images", "badge.png"), badge);
  writeFileSync(join(publicDir, "images", "logo.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  first = await buildImageVariants({ publicDir, outDir: join(dir, "out1"), cacheDir });
}, 120_000);

describe("build: image variants", () => {
  it("makes AVIF, WebP and the fallback at every width beside the original, never upscaled", async () => {
    const out = join(dir, "out1");
    for (const width of [320, 480, 768, 1200]) {
      for (const format of ["avif", "webp", "jpg"]) {
        const meta = await sharp(join(out, "images", "courses", `bench-${width}.${format}`)).metadata();
        expect(meta.width, `${width}.${format}`).toBe(Math.min(width, 1000));
        expect(meta.height).toBe(Math.min(width, 1000) / 2);
      }
    }
    // A PNG keeps PNG (transparency) as its fallback.
    const png = await sharp(join(out, "images", "badge-480.png")).metadata();
    expect(png.format).toBe("png");
    expect(png.hasAlpha).toBe(true);
    expect(png.width).toBe(400);
    expect(() => statSync(join(out, "images", "logo-320.avif"))).toThrow();
  });

  it("writes a manifest of the images and their sizes", () => {
    const manifest = JSON.parse(readFileSync(join(dir, "out1", "images", "variants.json"), "utf8"));
    expect(manifest).toEqual({
      widths: [320, 480, 768, 1200],
      images: {
        "/images/badge.png": { width: 400, height: 400 },
        "/images/courses/bench.jpg": { width: 1000, height: 500 },
      },
    });
    expect(first.encoded.sort()).toEqual(["/images/badge.png", "/images/courses/bench.jpg"]);
  });

  it("takes unchanged images from its cache on the next build, and encodes a changed one again", async () => {
    const second = await buildImageVariants({ publicDir, outDir: join(dir, "out2"), cacheDir });
    expect(second.encoded).toEqual([]);
    expect(second.reused.sort()).toEqual(["/images/badge.png", "/images/courses/bench.jpg"]);
    expect(readFileSync(join(dir, "out2", "images", "courses", "bench-480.avif"))).toEqual(
      readFileSync(join(dir, "out1", "images", "courses", "bench-480.avif")),
    );
    writeFileSync(
      join(publicDir, "images", "badge.png"),
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff0000" } })
        .png()
        .toBuffer(),
    );
    const third = await buildImageVariants({ publicDir, outDir: join(dir, "out3"), cacheDir });
    expect(third.encoded).toEqual(["/images/badge.png"]);
    expect(third.reused).toEqual(["/images/courses/bench.jpg"]);
  }, 60_000);
});
