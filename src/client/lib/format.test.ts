import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { isSafeImageUrl, toRating } from "../../shared/rules/records";
import { dayRange, formatCents, parseTags, submittedFile, sumCents, toCents } from "./format";
import { fieldErrors } from "./field-errors";
import { queryString } from "./admin-queries";

describe("submittedFile", () => {
  it("links a stored upload to the download route, previewing images", () => {
    expect(submittedFile("uploads/3f2a/plan photo.png")).toEqual({
      kind: "stored",
      name: "plan photo.png",
      href: "/api/uploads/3f2a/plan%20photo.png",
      isImage: true,
    });
    expect(submittedFile("uploads/3f2a/report.pdf")).toMatchObject({ kind: "stored", isImage: false });
  });

  it("treats a bare name as a name only, with nothing to download", () => {
    expect(submittedFile("uploads/x.pdf")).toEqual({ kind: "name-only", name: "x.pdf" });
  });
});

describe("money", () => {
  it("sums exact decimal strings in cents", () => {
    expect(toCents("49.5")).toBe(4950);
    expect(toCents("0.10")).toBe(10);
    expect(toCents("100")).toBe(10000);
    expect(sumCents(["0.10", "0.20", "25.00"])).toBe(2530);
    expect(formatCents(2530)).toBe("$25.30");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
  });

  it("writes dollars with $ in Spanish too, as the donation amounts do", () => {
    expect(formatCents(7900, "es-419")).toBe("$79.00");
    expect(formatCents(123456789, "es-419")).toBe("$1,234,567.89");
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, drops blanks and case-insensitive repeats", () => {
    expect(parseTags(" MIG, TIG ,, mig, Blueprint Reading ")).toEqual(["MIG", "TIG", "Blueprint Reading"]);
    expect(parseTags("")).toEqual([]);
  });
});

describe("dayRange", () => {
  it("covers whole local days, the end exclusive", () => {
    const range = dayRange("2025-03-01", "2025-03-01");
    expect(new Date(range.from!).getTime()).toBe(new Date(2025, 2, 1).getTime());
    expect(new Date(range.to!).getTime()).toBe(new Date(2025, 2, 2).getTime());
    expect(dayRange("", "")).toEqual({});
    expect(dayRange("nonsense", "")).toEqual({});
  });
});

describe("queryString", () => {
  it("keeps only values that are set", () => {
    expect(queryString({ status: "pending" })).toBe("?status=pending");
    expect(queryString({ search: "ana lee", role: undefined })).toBe("?search=ana+lee");
    expect(queryString({ search: "" })).toBe("");
  });
});

describe("fieldErrors", () => {
  it("maps the server's field messages by field name", () => {
    const error = new ApiError(
      400,
      `400: ${JSON.stringify({
        message: "Some fields are invalid",
        errors: [
          { path: "body.title", message: "Title is required" },
          { path: "body.expertise.0", message: "Expertise tags can't be empty" },
        ],
      })}`,
    );
    expect(fieldErrors(error)).toEqual({ title: "Title is required", expertise: "Expertise tags can't be empty" });
    expect(fieldErrors(new ApiError(409, "409: conflict"))).toEqual({});
  });
});

describe("isSafeImageUrl", () => {
  it("accepts site paths and https addresses only", () => {
    expect(isSafeImageUrl("/images/blog/a.svg")).toBe(true);
    expect(isSafeImageUrl("https://example.org/a.png")).toBe(true);
    expect(isSafeImageUrl("//evil.example/a.png")).toBe(false);
    expect(isSafeImageUrl("http://example.org/a.png")).toBe(false);
    expect(isSafeImageUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("toRating", () => {
  it("accepts 0 to 5 with at most two decimals", () => {
    for (const good of ["0", "4.9", "4.90", "5", "5.00"]) expect(toRating(good)).not.toBeUndefined();
    for (const bad of ["", "5.01", "5.5", "4.999", "-1", "four"]) expect(toRating(bad)).toBeUndefined();
  });
});
