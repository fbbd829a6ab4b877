import { describe, expect, it } from "vitest";
import { parsePastedEmails } from "./cohorts.js";

describe("parsePastedEmails", () => {
  it("splits on new lines, commas, semicolons and spaces, and lower-cases", () => {
    expect(
      parsePastedEmails("Ana@Example.org, bo@example.org;cy@example.org\n\n dee@example.org eve@example.org"),
    ).toEqual(
      ["ana@example.org", "bo@example.org", "cy@example.org", "dee@example.org", "eve@example.org"].map((email) => ({
        input: expect.any(String) as string,
        email,
      })),
    );
  });

  it("takes the address out of a mail client's copy and reports junk by entry", () => {
    expect(
      parsePastedEmails('"Ana Ruiz" <ana@example.org>\nStudents of spring\nnot-an@address\n(bo@example.org).'),
    ).toEqual([
      { input: "<ana@example.org>", email: "ana@example.org" },
      { input: "Students of spring", email: null },
      { input: "not-an@address", email: null },
      { input: "(bo@example.org).", email: "bo@example.org" },
    ]);
  });

  it("lists a repeated address once", () => {
    expect(parsePastedEmails("a@example.org\nA@example.org, mailto:a@example.org")).toEqual([
      { input: "a@example.org", email: "a@example.org" },
    ]);
  });

  it("answers nothing for blank text", () => {
    expect(parsePastedEmails(" \n ,, ;")).toEqual([]);
  });
});
