import { describe, expect, it } from "vitest";
import { closestVariant, readVariantPath, srcSet } from "../../../shared/rules/images";
import { pickCandidate, slotWidth, type View } from "./image-choice";

/** A phone 360 px wide at 3× density, or a laptop; media queries read by min-width only. */
const view = (width: number, dpr: number): View => ({
  width,
  dpr,
  matches: (media) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(media);
    return minWidth ? width >= Number(minWidth[1]) : false;
  },
});

const cover = "/api/uploads/abc";
const webp = srcSet(`${cover}.jpg`, "webp", [320, 480, 768, 1200]);
const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

describe("which picture of an image a save keeps", () => {
  it("reads the slot's width from sizes: the first entry whose condition holds", () => {
    expect(slotWidth(sizes, view(360, 1))).toBe(360);
    expect(slotWidth(sizes, view(800, 1))).toBe(400);
    expect(slotWidth(sizes, view(1200, 1))).toBe(396);
    expect(slotWidth("640px", view(360, 1))).toBe(640);
    expect(slotWidth(null, view(390, 1))).toBe(390);
    expect(slotWidth("calc(100vw - 2rem)", view(390, 1))).toBe(390);
  });

  it("takes the narrowest candidate wide enough for the slot at the screen's density, at most 2×", () => {
    expect(pickCandidate(webp, sizes, view(360, 1))).toBe(`${cover}-480.webp`);
    expect(pickCandidate(webp, sizes, view(360, 2))).toBe(`${cover}-768.webp`);
    // 3× costs more bytes than a phone screen shows: taken as 2×.
    expect(pickCandidate(webp, sizes, view(360, 3))).toBe(`${cover}-768.webp`);
    expect(pickCandidate(webp, sizes, view(1200, 1))).toBe(`${cover}-480.webp`);
    // Wider than every candidate: the widest.
    expect(pickCandidate(webp, "100vw", view(1920, 2))).toBe(`${cover}-1200.webp`);
    // Data saver's srcset has two widths only.
    expect(pickCandidate(srcSet(`${cover}.jpg`, "webp", [320, 480]), sizes, view(360, 2))).toBe(`${cover}-480.webp`);
  });

  it("reads density descriptors too, and ignores data: candidates", () => {
    expect(pickCandidate("/a.png 1x, /a@2x.png 2x", null, view(360, 2))).toBe("/a@2x.png");
    expect(pickCandidate("/a.png 1x, /a@2x.png 2x", null, view(360, 1))).toBe("/a.png");
    expect(pickCandidate("data:image/png;base64,xyz 1x", null, view(360, 1))).toBeNull();
    expect(pickCandidate("data:image/png;base64,xyz 1x, /b.png 2x", null, view(360, 1))).toBe("/b.png");
  });
});

describe("the service worker's stand-in for a variant that isn't kept", () => {
  it("reads a variant's image, width and format back from its path", () => {
    expect(readVariantPath(`${cover}-768.avif`)).toEqual({ image: cover, width: 768, format: "avif" });
    expect(readVariantPath("/images/courses/bench-480.jpg")).toEqual({
      image: "/images/courses/bench",
      width: 480,
      format: "jpg",
    });
    expect(readVariantPath("/images/default-course.svg")).toBeNull();
    expect(readVariantPath(`${cover}-500.webp`)).toBeNull();
  });

  it("answers with the narrowest kept variant as wide as asked, else the widest", () => {
    const kept = [{ width: 480 }, { width: 768 }];
    expect(closestVariant(kept, 320)).toEqual({ width: 480 });
    expect(closestVariant(kept, 768)).toEqual({ width: 768 });
    expect(closestVariant(kept, 1200)).toEqual({ width: 768 });
    expect(closestVariant([], 480)).toBeNull();
  });
});
