/**
 * A table that reads as stacked cards on phones: below the sm breakpoint each row becomes a
 * card and each cell shows its column name (its data-label) before the value.
 */
export const tableClass = {
  wrapper:
    "sm:overflow-x-auto sm:rounded-[var(--radius-card)] sm:border sm:border-line sm:bg-surface sm:shadow-[var(--shadow-card)]",
  table: "w-full text-left text-sm max-sm:block",
  head: "bg-paper text-xs tracking-wide text-ink-muted uppercase max-sm:sr-only",
  th: "px-4 py-3 font-bold whitespace-nowrap",
  body: "divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0",
  row: "align-top max-sm:block max-sm:rounded-[var(--radius-card)] max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4 max-sm:shadow-[var(--shadow-card)]",
  cell:
    "px-4 py-3 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:text-right " +
    "max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]",
} as const;
