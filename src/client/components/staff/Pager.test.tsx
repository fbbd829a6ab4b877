import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { createI18n } from "../../lib/i18n";
import { Pager } from "./Pager";

const render = (element: React.ReactNode) =>
  renderToString(
    <I18nProvider i18n={createI18n("en", {})}>
      <Router ssrPath="/admin">{element}</Router>
    </I18nProvider>,
  );
const noop = () => {};

describe("Pager", () => {
  it("shows nothing for a single page", () => {
    expect(render(<Pager label="Pages" page={1} pages={1} onPage={noop} />)).toBe("");
  });

  it("as the list's state: both buttons always there, the one past an end disabled", () => {
    const first = render(<Pager label="Audit pages" page={1} pages={3} onPage={noop} />);
    expect(first).toContain('aria-label="Audit pages"');
    expect(first.replace(/<!-- -->/g, "")).toContain("<span>Page 1 of 3</span>");
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*>Previous page<\/button>/);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*>Next page<\/button>/);
    const last = render(<Pager label="Audit pages" page={3} pages={3} onPage={noop} />);
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*>Next page<\/button>/);
  });

  it("as addresses: a link to each page that exists, none past an end", () => {
    const hrefOf = (page: number) => `/admin/courses/c1/progress?page=${page}`;
    const middle = render(<Pager label="Pages" page={2} pages={3} hrefOf={hrefOf} />);
    expect(middle).toContain('href="/admin/courses/c1/progress?page=1"');
    expect(middle).toContain('href="/admin/courses/c1/progress?page=3"');
    const first = render(<Pager label="Pages" page={1} pages={3} hrefOf={hrefOf} />);
    expect(first).not.toContain("Previous page");
    expect(first).toContain('href="/admin/courses/c1/progress?page=2"');
    expect(first).not.toContain("<button");
  });
});
