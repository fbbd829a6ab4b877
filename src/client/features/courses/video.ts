/**
 * How to show a video address. The page's Content-Security-Policy allows frames only from
 * YouTube's privacy-enhanced host and Vimeo's player, so those are rewritten to their embed
 * addresses; other http(s) or site-relative video files play in a <video> element.
 */
export type VideoSource =
  { kind: "iframe"; src: string } | { kind: "file"; src: string } | { kind: "link"; src: string } | null;

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
  if (youtube) return { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "iframe", src: `https://player.vimeo.com/video/${vimeo}` };
  if (VIDEO_FILE.test(url.pathname) && url.protocol === "https:") return { kind: "file", src: url.toString() };
  return { kind: "link", src: url.toString() };
}
