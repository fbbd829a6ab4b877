import { describe, expect, it } from "vitest";
import { checkoutHref, formatHours, formatPrice, plural } from "./format";
import { videoSource } from "./video";

describe("format", () => {
  it("formats prices as dollars", () => {
    expect(formatPrice("79.00")).toBe("$79.00");
    expect(formatPrice("1250.5")).toBe("$1,250.50");
  });

  it("formats estimated hours and counts", () => {
    expect(formatHours("2.00")).toBe("2 hours");
    expect(formatHours("1.00")).toBe("1 hour");
    expect(formatHours("1.50")).toBe("1.5 hours");
    expect(plural(1, "video")).toBe("1 video");
    expect(plural(3, "video")).toBe("3 videos");
  });

  it("builds the checkout address from the stored price", () => {
    expect(checkoutHref({ id: "abc", price: "79.00" })).toBe("/checkout?courseId=abc&amount=79.00");
  });
});

describe("videoSource", () => {
  it("embeds YouTube through its privacy-enhanced host and Vimeo through its player", () => {
    const embed = {
      kind: "iframe",
      provider: "youtube",
      id: "dQw4w9WgXcQ",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    };
    expect(videoSource("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(embed);
    expect(videoSource("https://youtu.be/dQw4w9WgXcQ")).toEqual(embed);
    expect(videoSource("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(embed);
    expect(videoSource("https://vimeo.com/76979871")).toEqual({
      kind: "iframe",
      provider: "vimeo",
      id: "76979871",
      src: "https://player.vimeo.com/video/76979871",
    });
  });

  it("plays video files and links to other pages; refuses other schemes", () => {
    expect(videoSource("https://cdn.example.org/intro.mp4")).toEqual({
      kind: "file",
      src: "https://cdn.example.org/intro.mp4",
    });
    expect(videoSource("/videos/intro.webm")).toEqual({ kind: "file", src: "/videos/intro.webm" });
    expect(videoSource("https://example.org/watch/1")).toEqual({ kind: "link", src: "https://example.org/watch/1" });
    expect(videoSource("javascript:alert(1)")).toBeNull();
    expect(videoSource("")).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
