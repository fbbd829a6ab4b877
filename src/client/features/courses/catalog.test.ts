import { describe, expect, it } from "vitest";
import {
  catalogSearchString,
  courseCategories,
  emptyFilters,
  filterCourses,
  hasActiveFilters,
  parseCatalogSearch,
} from "./catalog";

const courses = [
  { id: "1", title: "Carpentry Foundations", description: "Build sawhorses", category: "Carpentry", isFree: true },
  { id: "2", title: "Auto Mechanics 101", description: "Oil changes and BRAKES", category: "Auto", isFree: false },
  { id: "3", title: "Electrical Basics", description: "Circuits", category: "Electrical", isFree: false },
  { id: "4", title: "Framing", description: "Walls and roofs", category: "Carpentry", isFree: true },
];
const ids = (list: { id: string }[]) => list.map((course) => course.id);

describe("filterCourses", () => {
  it("returns everything without filters", () => {
    expect(ids(filterCourses(courses, emptyFilters))).toEqual(["1", "2", "3", "4"]);
  });

  it("matches the search in title or description, case-insensitive, ignoring outer spaces", () => {
    expect(ids(filterCourses(courses, { ...emptyFilters, query: "  brakes " }))).toEqual(["2"]);
    expect(ids(filterCourses(courses, { ...emptyFilters, query: "CARPENTRY" }))).toEqual(["1"]);
    expect(ids(filterCourses(courses, { ...emptyFilters, query: "welding" }))).toEqual([]);
  });

  it("filters by category and by price, and combines filters", () => {
    expect(ids(filterCourses(courses, { ...emptyFilters, category: "Carpentry" }))).toEqual(["1", "4"]);
    expect(ids(filterCourses(courses, { ...emptyFilters, price: "free" }))).toEqual(["1", "4"]);
    expect(ids(filterCourses(courses, { ...emptyFilters, price: "paid" }))).toEqual(["2", "3"]);
    expect(ids(filterCourses(courses, { query: "walls", category: "Carpentry", price: "free" }))).toEqual(["4"]);
    expect(ids(filterCourses(courses, { query: "", category: "Carpentry", price: "paid" }))).toEqual([]);
  });
});

describe("courseCategories", () => {
  it("lists distinct categories in order of first appearance", () => {
    expect(courseCategories(courses)).toEqual(["Carpentry", "Auto", "Electrical"]);
  });
});

describe("URL state", () => {
  it("round-trips filters through the query string and leaves defaults out", () => {
    const filters = { query: "oil & brakes", category: "Carpentry & Woodworking", price: "paid" as const };
    expect(parseCatalogSearch(catalogSearchString(filters))).toEqual(filters);
    expect(catalogSearchString(emptyFilters)).toBe("");
  });

  it("falls back to 'all' for unknown or empty values", () => {
    expect(parseCatalogSearch("?price=cheap&category=")).toEqual(emptyFilters);
  });

  it("knows when any filter is active", () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, query: "  " })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, price: "free" })).toBe(true);
  });
});

describe("the language filter (issue 12)", () => {
  const withLanguages = [
    { ...courses[0]!, language: "en" },
    { ...courses[1]!, language: "es" },
    { ...courses[2]!, language: null },
    courses[3]!,
  ];

  it("keeps only the courses stated to be in that language", () => {
    expect(ids(filterCourses(withLanguages, { ...emptyFilters, language: "es" }))).toEqual(["2"]);
    expect(ids(filterCourses(withLanguages, { ...emptyFilters, language: "en", price: "free" }))).toEqual(["1"]);
    expect(ids(filterCourses(withLanguages, emptyFilters))).toEqual(["1", "2", "3", "4"]);
  });

  it("round-trips through the query string; an unknown language is no filter", () => {
    const filters = { ...emptyFilters, category: "Auto", language: "es" as const };
    expect(catalogSearchString(filters)).toBe("category=Auto&language=es");
    expect(parseCatalogSearch("?category=Auto&language=es")).toEqual(filters);
    expect(parseCatalogSearch("?language=fr")).toEqual(emptyFilters);
    expect(parseCatalogSearch("?language=fr")).not.toHaveProperty("language");
    expect(hasActiveFilters({ ...emptyFilters, language: "en" })).toBe(true);
  });
});
