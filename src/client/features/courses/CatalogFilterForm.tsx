import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { RotateCcw, Search, SlidersHorizontal } from "lucide-react";
import type { MouseEvent } from "react";
import { Button, buttonClass, linkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, LanguageFilter, Label, NativeSelect } from "../../components/ui/form";
import { cn } from "../../lib/cn";
import { categoryLabel } from "../../lib/programs";
import { ALL, activeFilterCount, type CatalogFilters, type PriceFilter } from "./catalog";

/**
 * The catalogue's filters (spec 9): search, category, price and language, in the URL. A real GET
 * form: before the page's script, a change submits it (the inline tap script) and the server
 * renders the filtered list; once hydrated, the list filters live.
 */
export function CatalogFilterForm({
  filters,
  onChange,
  onClear,
  categories,
  coursesLoaded,
}: {
  filters: CatalogFilters;
  onChange: (next: CatalogFilters) => void;
  /** Clear Filters: a link to the bare catalogue, which works before the script. */
  onClear: (event: MouseEvent) => void;
  /** The categories the courses have. */
  categories: string[];
  /** Whether the courses have loaded (until then every category in the URL is kept). */
  coursesLoaded: boolean;
}) {
  const { t, i18n } = useLingui();
  const activeCount = activeFilterCount(filters);
  return (
    <Card className="p-4 sm:p-5">
      {/* On a phone the filters fold behind "Filters" (issue 23), before the script too: the
          form after a closed <details> is hidden by styles.css, desktop is unchanged. */}
      <details className="sm:hidden" data-filters-toggle>
        <summary
          className={cn(
            buttonClass("outline", "md"),
            "w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          <Trans>Filters</Trans>
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 text-sm leading-6 text-white">
              <span aria-hidden="true">{activeCount}</span>
              <span className="sr-only">
                <Plural value={activeCount} one="# active filter" other="# active filters" />
              </span>
            </span>
          )}
        </summary>
      </details>
      {/* A real GET form: before the page's script, a change submits it (the inline tap script)
          and the server renders the filtered list; once hydrated, the list filters live. */}
      <form
        role="search"
        method="get"
        action="/courses"
        data-submit-on-change=""
        aria-label={t`Filter courses`}
        className="grid gap-4 max-sm:mt-4 sm:grid-cols-3 xl:grid-cols-[minmax(0,0.8fr)_repeat(3,minmax(0,1.2fr))_auto] xl:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="sm:col-span-3 xl:col-span-1">
          <Label htmlFor="course-search">
            <Trans>Search</Trans>
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <Input
              id="course-search"
              name="q"
              type="search"
              placeholder={t`Search courses...`}
              className="pl-10"
              value={filters.query}
              onChange={(event) => onChange({ ...filters, query: event.target.value })}
            />
          </div>
        </div>
        <div>
          <Label htmlFor="course-category">
            <Trans>Category</Trans>
          </Label>
          <NativeSelect
            id="course-category"
            name="category"
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value })}
          >
            <option value={ALL}>{t`All Categories`}</option>
            {categories.map((category) => {
              const shown = categoryLabel(i18n, category);
              return (
                <option key={category} value={category} lang={shown.lang}>
                  {shown.label}
                </option>
              );
            })}
            {/* A category from a shared link that no course has (any more) stays selectable. */}
            {filters.category !== ALL && coursesLoaded && !categories.includes(filters.category) && (
              <option value={filters.category}>{filters.category}</option>
            )}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="course-price">
            <Trans>Price</Trans>
          </Label>
          <NativeSelect
            id="course-price"
            name="price"
            value={filters.price}
            onChange={(event) => onChange({ ...filters, price: event.target.value as PriceFilter })}
          >
            <option value="all">{t`All Prices`}</option>
            <option value="free">{t`Free`}</option>
            <option value="paid">{t`Paid`}</option>
          </NativeSelect>
        </div>
        <div>
          {/* The language a course is taught in, as its author says (issue 12). */}
          <LanguageFilter
            id="course-language"
            name="language"
            value={filters.language}
            onChange={(language) => onChange({ ...filters, language })}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {/* Only until the script has run: afterwards every change applies at once. */}
          <Button type="submit" variant="secondary" className="until-hydrated">
            <Trans>Apply Filters</Trans>
          </Button>
          <a
            href="/courses"
            {...linkButton}
            className={cn(buttonClass("ghost", "md"), "border border-line")}
            onClick={onClear}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            <Trans>Clear Filters</Trans>
          </a>
        </div>
      </form>
    </Card>
  );
}
