import type { Page } from "@playwright/test";

/*
 * Layout checks a page's screens share (issue 23 §3): reflow at 320 px (WCAG 1.4.10) and text
 * spacing (WCAG 1.4.12). layout.spec.ts runs them over every public route; a feature's own spec
 * runs them over its screens and dialogs.
 */

/** The WCAG 1.4.12 spacing (the "text spacing bookmarklet" of the Understanding document). */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** What sticks out past the viewport's right edge, for the failure message. */
export async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility())
      // The innermost ones name the culprit.
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 4)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").slice(0, 3).join(".")}` : ""}`;
        return `${name} "${(element.textContent ?? "").trim().slice(0, 30)}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
    return `scrollWidth ${scrollWidth}: ${wide.join("; ")}`;
  });
}

/**
 * Text cut off by its box: elements that clip (overflow hidden or clip) and whose words reach past
 * the box, and buttons, links and tabs whose words spill out of them (a label that can't wrap).
 * Deliberate truncation passes only when the full text is there for everybody too: a title
 * attribute with it. Screen-reader-only text (a 1 px clipped box) is meant to be clipped.
 */
export async function clippedTexts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const normal = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const style = getComputedStyle(element);
      const isControl = element.matches("button, a, [role='button'], [role='tab']");
      const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
      const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
      const checksX = clipsX || isControl;
      const checksY = clipsY || isControl;
      if (!checksX && !checksY) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue; // sr-only
      if (!element.checkVisibility()) continue;
      const text = normal(element.innerText);
      if (!text) continue;
      const cutX = checksX && element.scrollWidth > element.clientWidth + 1;
      const cutY = checksY && element.scrollHeight > element.clientHeight + 1;
      if (!cutX && !cutY) continue;
      // Only words count (a box that clips a picture or a shadow is not cutting text), and not
      // the screen-reader-only ones.
      const box = element.getBoundingClientRect();
      let outside = false;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && !outside; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent?.checkVisibility() || parent.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        outside = Array.from(range.getClientRects()).some(
          (rect) =>
            rect.width > 0 &&
            ((checksX && (rect.right > box.right + 1 || rect.left < box.left - 1)) ||
              (checksY && (rect.bottom > box.bottom + 1 || rect.top < box.top - 1))),
        );
      }
      if (!outside) continue;
      const title = normal(element.getAttribute("title") ?? element.closest("[title]")?.getAttribute("title"));
      if (title && title.includes(text.replace(/…$/, ""))) continue;
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").slice(0, 4).join(".")}` : ""}`;
      const how = clipsX || clipsY ? "cut" : "spills out";
      found.push(`${name} "${text.slice(0, 40)}" (${how}, ${cutX ? "width" : "height"})`);
    }
    return found;
  });
}
