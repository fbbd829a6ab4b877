import { describe, expect, it } from "vitest";
import { mustReloadRestoredPage } from "./session-guard";

describe("a page restored from the back/forward cache", () => {
  it("reloads when someone was signed in on it, whatever the session is now", () => {
    expect(mustReloadRestoredPage(true, "TagA", null)).toBe(true);
    expect(mustReloadRestoredPage(true, "TagA", "TagA")).toBe(true);
  });

  it("reloads a visitor's page when the session changed since it loaded, and only then", () => {
    expect(mustReloadRestoredPage(false, null, "TagB")).toBe(true);
    expect(mustReloadRestoredPage(false, "TagA", null)).toBe(true);
    expect(mustReloadRestoredPage(false, null, null)).toBe(false);
  });
});
