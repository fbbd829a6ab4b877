import { describe, expect, it } from "vitest";
import { render } from "./entry-server";
import type { Fetcher, RawResponse } from "./lib/api";

const json = (status: number, body: unknown): RawResponse => ({ status, statusText: "", body: JSON.stringify(body) });

/** The API as the server's own fetcher sees it: a paid lesson that refuses, 404 for the rest. */
const api: Fetcher = async (path) => {
  if (path === "/api/lessons/paid-lesson") {
    return json(403, { message: "Enroll in this course to open its lessons", courseId: "paid-course" });
  }
  return json(404, { message: path.startsWith("/api/courses/") ? "Course not found" : "Not found" });
};

const page = (url: string) =>
  render({
    url,
    origin: "http://localhost:3000",
    user: null,
    settings: { contactEmail: "team@academy.example.org", year: 2026 },
    fetcher: api,
  });

interface State {
  queries: { queryKey: unknown[]; state: { status: string; data?: unknown; error?: unknown } }[];
}
const stateOf = (text: string, key: unknown[]) =>
  (JSON.parse(text) as State).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state;

describe("server rendering", () => {
  it("renders a missing course as 'Course Not Found' with 404, and sends the 404 with the page", async () => {
    const result = await page("/courses/no-such-course");
    expect(result.status).toBe(404);
    expect(result.html).toContain("Course Not Found");
    expect(stateOf(result.state, ["/api/courses", "no-such-course"])).toMatchObject({
      status: "error",
      error: { status: 404, message: '404: {"message":"Course not found"}' },
    });
  });

  it("renders a refused lesson as the enrol prompt linking to its course", async () => {
    const result = await page("/lessons/paid-lesson");
    expect(result.html).toContain("Enroll to Open This Lesson");
    expect(result.html).toContain('href="/courses/paid-course"');
    expect(stateOf(result.state, ["/api/lessons", "paid-lesson"])).toMatchObject({
      status: "error",
      error: { status: 403 },
    });
  });

  it("puts the configured contact address into the donate page and its state", async () => {
    const result = await page("/donate");
    expect(result.status).toBe(200);
    expect(result.html).toContain('href="mailto:team@academy.example.org?subject=Volunteering');
    expect(result.html).toContain('href="mailto:team@academy.example.org?subject=Corporate');
    expect(result.html).not.toContain("hello@tradeskillsacademy.org");
    expect(stateOf(result.state, ["site-settings"])).toMatchObject({
      data: { contactEmail: "team@academy.example.org", year: 2026 },
    });
  });
});
