import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./auth.js";

/** How a browser would follow the path we hand it, from our page. */
const followed = (path: string) => new URL(path, "https://academy.example/login");

describe("safeReturnTo", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/courses/abc?tab=2#reviews", "/courses/abc?tab=2#reviews"],
    ["/quiz/abc", "/quiz/abc"],
    ["/courses?q=wood%20work", "/courses?q=wood%20work"],
    // Dot segments resolve as a browser would resolve them.
    ["/courses/../blog", "/blog"],
  ])("keeps the local path %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    // Not a path at all.
    [undefined],
    [""],
    ["dashboard"],
    ["https://evil.example/phish"],
    ["http:evil.example"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    // Protocol-relative, in every spelling a browser reads as one.
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["/\\/evil.example"],
    ["/ok\\..\\..\\evil"],
    // Control characters the browser strips before resolving (the probe's bypass).
    ["/\t/evil.example/phish"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/\r\n/evil.example"],
    ["/\u0000/evil.example"],
    ["/\u007f/evil.example"],
    ["/\u0085/evil.example"],
    ["/\u2028/evil.example"],
    ["/ /evil.example"],
    ["/dashboard\t"],
    // Encoded forms that decode to one of the above.
    ["/%2F/evil.example"],
    ["/%2f%2fevil.example"],
    ["/%5Cevil.example"],
    ["/%5c/evil.example"],
    ["/%09/evil.example"],
    ["/%0A/evil.example"],
    ["/%0d/evil.example"],
    ["/%E0%A4%A"],
    // Dot segments that resolve to a protocol-relative path.
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/x/..//evil.example"],
    // API routes (a sign-in must not land on /api/logout, say).
    ["/api/logout"],
    ["/api"],
    ["/API/logout"],
    ["/%61pi/logout"],
    ["/courses/../api/logout"],
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });

  it("never hands back a path that a browser follows off our origin", () => {
    const tricky = [
      "/\t/evil.example",
      "/.//evil.example",
      "/%2F%2Fevil.example",
      "/\\\\evil.example",
      "/courses/..%2F..%2F%2Fevil.example",
      "/@evil.example",
      "/evil.example:443",
      "/%40evil.example",
    ];
    for (const value of tricky) {
      const path = safeReturnTo(value);
      expect(followed(path).origin, value).toBe("https://academy.example");
      expect(path.startsWith("/") && !path.startsWith("//"), value).toBe(true);
    }
  });
});
