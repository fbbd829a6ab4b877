/** The catalog's filters (spec 2, "Course catalog"): pure, so the page, the server render and tests agree. */
import { isLocale, type Locale } from "../../../shared/rules/locale";

export type PriceFilter = "all" | "free" | "paid";

export interface CatalogFilters {
  /** Matches title or description, case-insensitive. */
  query: string;
  /** A course category, or "all". */
  category: string;
  price: PriceFilter;
  /** Only courses taught in this language (issue 12); absent: every language. */
  language?: Locale;
}

export const ALL = "all";

export const emptyFilters: CatalogFilters = { query: "", category: ALL, price: ALL };

/** What a course needs for filtering. */
export interface FilterableCourse {
  title: string;
  description: string;
  category: string;
  isFree: boolean;
  /** The language its author says it is taught in; null or absent: not stated. */
  language?: string | null;
}

const priceFilters: readonly PriceFilter[] = ["all", "free", "paid"];

/** Filters from the URL's query string (?q=&category=&price=&language=); unknown values fall back to "all". */
export function parseCatalogSearch(search: string): CatalogFilters {
  const params = new URLSearchParams(search);
  const price = params.get("price") ?? ALL;
  const language = params.get("language");
  return {
    query: params.get("q") ?? "",
    category: params.get("category") || ALL,
    price: (priceFilters as readonly string[]).includes(price) ? (price as PriceFilter) : ALL,
    ...(isLocale(language) ? { language } : {}),
  };
}

/** The query string for filters, leaving defaults out so a plain /courses stays plain. */
export function catalogSearchString(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.category !== ALL) params.set("category", filters.category);
  if (filters.price !== ALL) params.set("price", filters.price);
  if (filters.language) params.set("language", filters.language);
  return params.toString();
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.query.trim() !== "" || filters.category !== ALL || filters.price !== ALL || !!filters.language;
}

/** How many filters differ from the catalog's defaults (the phone's "Filters" button shows it). */
export function activeFilterCount(filters: CatalogFilters): number {
  return [filters.query.trim() !== "", filters.category !== ALL, filters.price !== ALL, !!filters.language].filter(
    Boolean,
  ).length;
}

/** The distinct categories, in order of first appearance. */
export function courseCategories(courses: readonly FilterableCourse[]): string[] {
  return [...new Set(courses.map((course) => course.category))];
}

export function filterCourses<T extends FilterableCourse>(courses: readonly T[], filters: CatalogFilters): T[] {
  const needle = filters.query.trim().toLowerCase();
  return courses.filter((course) => {
    if (needle && !course.title.toLowerCase().includes(needle) && !course.description.toLowerCase().includes(needle)) {
      return false;
    }
    if (filters.category !== ALL && course.category !== filters.category) return false;
    if (filters.price === "free" && !course.isFree) return false;
    if (filters.price === "paid" && course.isFree) return false;
    if (filters.language && course.language !== filters.language) return false;
    return true;
  });
}
