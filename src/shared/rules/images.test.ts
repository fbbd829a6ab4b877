import { describe, expect, it } from "vitest";
import { fallbackFormat, IMAGE_WIDTHS, parseVariantName, srcSet, variantPath } from "./images.js";

describe("image variants: names", () => {
  it("names a variant by the original's address, width and format", () => {
    expect(variantPath("/images/courses/bench.jpg", 480, "avif")).toBe("/images/courses/bench-480.avif");
    expect(variantPath("/images/courses/bench.JPEG", 320, "jpg")).toBe("/images/courses/bench-320.jpg");
    expect(variantPath("/api/uploads/0a7c0b8e-5b1c-4a60-9a57-0f6e2d4c1b2a/my photo.png", 1200, "webp")).toBe(
      "/api/uploads/0a7c0b8e-5b1c-4a60-9a57-0f6e2d4c1b2a/my photo-1200.webp",
    );
  });

  it("keeps PNG as PNG (transparency) and JPEG for the other rasters; makes no variants of the rest", () => {
    expect(fallbackFormat("/images/a.png")).toBe("png");
    expect(fallbackFormat("/images/a.jpg")).toBe("jpg");
    expect(fallbackFormat("/images/a.webp")).toBe("jpg");
    for (const src of [
      "/images/a.svg",
      "/images/a.gif",
      "https://example.org/a.jpg",
      "//example.org/a.jpg",
      "/images/a.jpg?v=2",
      "/images/a",
    ]) {
      expect(fallbackFormat(src), src).toBeNull();
    }
  });

  it("builds a srcset over the widths it is given", () => {
    expect(srcSet("/images/a.jpg", "avif", [320, 480])).toBe("/images/a-320.avif 320w, /images/a-480.avif 480w");
    expect(srcSet("/images/a.png", "png", IMAGE_WIDTHS)).toBe(
      "/images/a-320.png 320w, /images/a-480.png 480w, /images/a-768.png 768w, /images/a-1200.png 1200w",
    );
  });

  it("reads a variant's name back only for the variants we make of that original", () => {
    expect(parseVariantName("bench-480.avif", "bench.jpg")).toEqual({ width: 480, format: "avif" });
    expect(parseVariantName("bench-1200.jpg", "bench.jpeg")).toEqual({ width: 1200, format: "jpg" });
    expect(parseVariantName("bench-320.png", "bench.png")).toEqual({ width: 320, format: "png" });
    // Not a width we make, another file's name, the wrong fallback, or no variants at all.
    expect(parseVariantName("bench-500.avif", "bench.jpg")).toBeNull();
    expect(parseVariantName("other-480.avif", "bench.jpg")).toBeNull();
    expect(parseVariantName("bench-480.png", "bench.jpg")).toBeNull();
    expect(parseVariantName("bench-480.avif", "bench.gif")).toBeNull();
    expect(parseVariantName("bench-480.avif", "bench.svg")).toBeNull();
  });
});
