import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClass } from "../ui/button";

type Turn = { hrefOf: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefOf?: never };

/**
 * Every paged staff list's pager: Previous page and Next page around "Page n of m", nothing for a
 * single page. With hrefOf the pages are addresses (the progress board: shareable, and they work
 * before the script has run); with onPage they are the list's own state, and the ends disable
 * their button rather than remove it, so the focus stays where the finger is.
 */
export function Pager({ label, page, pages, ...turn }: { label: string; page: number; pages: number } & Turn) {
  if (pages <= 1) return null;
  const step = (to: number, text: ReactNode) =>
    turn.hrefOf ? (
      to >= 1 && to <= pages ? (
        <Link href={turn.hrefOf(to)} className={buttonClass("outline", "sm")}>
          {text}
        </Link>
      ) : null
    ) : (
      <Button variant="outline" size="sm" disabled={to < 1 || to > pages} onClick={() => turn.onPage(to)}>
        {text}
      </Button>
    );
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {step(page - 1, <Trans>Previous page</Trans>)}
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {step(page + 1, <Trans>Next page</Trans>)}
    </nav>
  );
}
