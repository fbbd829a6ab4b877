/**
 * Which picture of an image a save keeps (issue 11): the one this phone would show, not every
 * width in every format. A lesson's photo comes in 3 formats × 4 widths; a cheap phone on
 * metered data keeps one of them. Offline, the service worker answers a request for any other
 * variant of the same image with the kept one (sw.ts, closestVariant).
 */

/** The screen a choice is made for: its CSS width, its pixel density, and its media queries. */
export interface View {
  width: number;
  dpr: number;
  matches: (media: string) => boolean;
}

/** Denser than 2 looks no sharper on a phone, and costs twice the bytes again. */
const MAX_DPR = 2;

/** This browser's view. */
export function currentView(): View {
  return {
    width: window.innerWidth || document.documentElement.clientWidth || 360,
    dpr: window.devicePixelRatio || 1,
    matches: (media) => window.matchMedia(media).matches,
  };
}

/** CSS pixels of a sizes length ("33vw", "640px"); null for what this doesn't read (calc()). */
function lengthOf(length: string, view: View): number | null {
  const match = /^(\d+(?:\.\d+)?)(vw|px)$/.exec(length.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === "vw" ? (value * view.width) / 100 : value;
}

/**
 * The width an image takes on screen by its sizes attribute ("(min-width: 768px) 33vw, 100vw"):
 * the first entry whose media condition holds; the whole screen when none can be read.
 */
export function slotWidth(sizes: string | null, view: View): number {
  for (const entry of (sizes ?? "").split(",")) {
    const match = /^\s*(\(.*\))\s+(\S+)\s*$/.exec(entry);
    if (match) {
      if (view.matches(match[1]!)) return lengthOf(match[2]!, view) ?? view.width;
      continue;
    }
    const length = lengthOf(entry, view);
    if (length !== null) return length;
  }
  return view.width;
}

interface Candidate {
  url: string;
  /** Its width ("480w") or density ("2x"), as a number. */
  size: number;
  unit: "w" | "x";
}

function candidatesOf(srcset: string): Candidate[] {
  const candidates: Candidate[] = [];
  // Candidates are separated by a comma and white space: a comma inside a URL (data:…) is not one.
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor = "1x"] = part.trim().split(/\s+/);
    if (!url || url.startsWith("data:")) continue;
    const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
    if (match) candidates.push({ url, size: Number(match[1]), unit: match[2] as "w" | "x" });
  }
  return candidates;
}

/** The candidate of a srcset the browser would take here: the smallest that is big enough, else the biggest. */
export function pickCandidate(srcset: string, sizes: string | null, view: View): string | null {
  const candidates = candidatesOf(srcset);
  if (candidates.length === 0) return null;
  const dpr = Math.min(view.dpr, MAX_DPR);
  const wanted = candidates[0]!.unit === "w" ? slotWidth(sizes, view) * dpr : dpr;
  const sorted = [...candidates].sort((a, b) => a.size - b.size);
  return (sorted.find((candidate) => candidate.size >= wanted) ?? sorted[sorted.length - 1]!).url;
}

/**
 * The images a page's HTML shows, one picture each: of a <picture>, the WebP source (every
 * browser we serve reads it, and it is smaller than JPEG), else the <img>'s own srcset, else its
 * src.
 */
export function imagesToSave(doc: Document, view: View): string[] {
  const found = new Set<string>();
  doc.querySelectorAll("img").forEach((img) => {
    const webp = img.closest("picture")?.querySelector('source[type="image/webp"][srcset]') ?? null;
    const withSrcset = webp ?? (img.hasAttribute("srcset") ? img : null);
    const chosen = withSrcset
      ? pickCandidate(withSrcset.getAttribute("srcset") ?? "", withSrcset.getAttribute("sizes"), view)
      : null;
    const src = chosen ?? img.getAttribute("src");
    if (src && !src.startsWith("data:")) found.add(src);
  });
  return [...found];
}
