import { describe, expect, it } from "vitest";
import { captionLanguage, embedUrl, posterUrl, videoSource, type EmbedSource } from "./video";

function embed(address: string): EmbedSource {
  const source = videoSource(address);
  if (source?.kind !== "iframe") throw new Error(`${address} is not an embed`);
  return source;
}

describe("the video facade's addresses", () => {
  it("loads YouTube from its privacy-enhanced host, playing, with captions in the page's language", () => {
    const url = new URL(embedUrl(embed("https://youtu.be/dQw4w9WgXcQ"), "es-MX"));
    expect(url.origin + url.pathname).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: "1",
      cc_load_policy: "1",
      cc_lang_pref: "es",
      hl: "es",
      rel: "0",
    });
  });

  it("loads Vimeo's player playing, with its text track in the page's language and no tracking", () => {
    const url = new URL(embedUrl(embed("https://vimeo.com/76979871"), "en"));
    expect(url.origin + url.pathname).toBe("https://player.vimeo.com/video/76979871");
    expect(Object.fromEntries(url.searchParams)).toEqual({ autoplay: "1", texttrack: "en", dnt: "1" });
  });

  it("shows YouTube's thumbnail image as the poster, and our own picture for Vimeo", () => {
    expect(posterUrl(embed("https://www.youtube.com/watch?v=dQw4w9WgXcQ"))).toBe(
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    );
    expect(posterUrl(embed("https://vimeo.com/76979871"))).toBeNull();
  });

  it("takes the primary part of the page's language, and English when there is none", () => {
    expect(captionLanguage("pt-BR")).toBe("pt");
    expect(captionLanguage("EN")).toBe("en");
    expect(captionLanguage("")).toBe("en");
    expect(captionLanguage(undefined)).toBe("en");
    expect(captionLanguage("x")).toBe("en");
  });
});
