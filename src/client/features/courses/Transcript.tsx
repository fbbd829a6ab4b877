import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Search } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { Card } from "../../components/ui/card";
import { countMatches, highlightParts, transcriptBlocks } from "./transcript";

/**
 * A lesson video's transcript under the video: a disclosure (closed at first, open without
 * script too) with a search box that marks what matches and says how many.
 */
export function Transcript({
  text,
  defaultOpen = false,
  lang,
}: {
  text: string;
  defaultOpen?: boolean;
  /** The transcript's language (its course's), when it may differ from the page's. */
  lang?: string;
}) {
  const id = useId();
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const search = useDeferredValue(query);
  const blocks = useMemo(() => transcriptBlocks(text), [text]);
  const count = useMemo(() => countMatches(blocks, search), [blocks, search]);
  if (blocks.length === 0) return null;

  return (
    <Card className="mt-6">
      <section aria-labelledby={`${id}-heading`}>
        <details open={defaultOpen || undefined} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-[var(--radius-card)] px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:px-8 [&::-webkit-details-marker]:hidden">
            <h2 id={`${id}-heading`} className="text-xl font-bold">
              <Trans>Transcript</Trans>
            </h2>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="border-t border-line px-4 pt-4 pb-6 sm:px-8">
            <div role="search" className="max-w-md">
              {/* Plain elements styled like the form kit's: the lesson page then loads no form chunk. */}
              <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-ink">
                <Trans>Search the transcript</Trans>
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
                  aria-hidden="true"
                />
                <input
                  id={`${id}-search`}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  aria-describedby={`${id}-count`}
                  autoComplete="off"
                  className="h-11 w-full rounded-[var(--radius-control)] border border-line bg-white pr-3 pl-9 text-base text-ink focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700/30"
                />
              </div>
              <p id={`${id}-count`} role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
                {search.trim() ? t`${plural(count, { 0: "No matches", one: "# match", other: "# matches" })}` : ""}
              </p>
            </div>
            <div lang={lang} className="mt-3 grid gap-3 leading-7">
              {blocks.map((block, index) =>
                block.heading ? (
                  <h3 key={index} className="mt-2 text-lg font-semibold">
                    <Marked text={block.text} query={search} />
                  </h3>
                ) : (
                  <p key={index} className="whitespace-pre-line">
                    <Marked text={block.text} query={search} />
                  </p>
                ),
              )}
            </div>
          </div>
        </details>
      </section>
    </Card>
  );
}

function Marked({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
