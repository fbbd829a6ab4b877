/**
 * How to show a video address. The page's Content-Security-Policy allows frames only from
 * YouTube's privacy-enhanced host and Vimeo's player, so those are rewritten to their embed
 * addresses (`src`, loaded only when the student presses play: embedUrl); other http(s) or
 * site-relative video files play in a <video> element.
 */
export type VideoProvider = "youtube" | "vimeo";
export type VideoSource =
  | { kind: "iframe"; provider: VideoProvider; id: string; src: string }
  | { kind: "file"; src: string }
  | { kind: "link"; src: string }
  | null;
export type EmbedSource = Extract<VideoSource, { kind: "iframe" }>;

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|m4v)(\?.*)?$/i;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, "https://relative.invalid");
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  const match = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

export function videoSource(address: string | null | undefined): VideoSource {
  const value = address?.trim();
  if (!value) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const isRelative = url.hostname === "relative.invalid";
  if (isRelative) {
    return value.startsWith("/") && !value.startsWith("//") && VIDEO_FILE.test(url.pathname)
      ? { kind: "file", src: value }
      : null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      kind: "iframe",
      provider: "youtube",
      id: youtube,
      src: `https://www.youtube-nocookie.com/embed/${youtube}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "iframe", provider: "vimeo", id: vimeo, src: `https://player.vimeo.com/video/${vimeo}` };
  if (VIDEO_FILE.test(url.pathname) && url.protocol === "https:") return { kind: "file", src: url.toString() };
  return { kind: "link", src: url.toString() };
}

/** A page language such as "en" or "es-MX" as the players take it ("en", "es"); "en" otherwise. */
export function captionLanguage(lang: string | null | undefined): string {
  const primary = /^([a-z]{2,3})(?:-|$)/i.exec(lang?.trim() ?? "")?.[1];
  return primary ? primary.toLowerCase() : "en";
}

/**
 * The player address the facade loads once the student presses play: it starts playing, and
 * shows the provider's captions in the page's language where the video has them (YouTube:
 * cc_load_policy and cc_lang_pref; Vimeo: texttrack, and dnt so the player sets no tracking).
 */
export function embedUrl(source: EmbedSource, pageLang: string | null | undefined): string {
  const lang = captionLanguage(pageLang);
  const params =
    source.provider === "youtube"
      ? new URLSearchParams({ autoplay: "1", cc_load_policy: "1", cc_lang_pref: lang, hl: lang, rel: "0" })
      : new URLSearchParams({ autoplay: "1", texttrack: lang, dnt: "1" });
  return `${source.src}?${params.toString()}`;
}

/**
 * The facade's picture: YouTube's thumbnail (an image from i.ytimg.com, no script), or null
 * where we draw our own (Vimeo has no thumbnail address without a call to its API).
 */
export function posterUrl(source: EmbedSource): string | null {
  return source.provider === "youtube" ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null;
}
