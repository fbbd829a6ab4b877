import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.js";

describe("csvCell", () => {
  it("writes empty cells for null and undefined, ISO dates, booleans and numbers", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2025-03-01T12:30:00.000Z"))).toBe("2025-03-01T12:30:00.000Z");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps decimal strings exact", () => {
    expect(csvCell("1234567.89")).toBe("1234567.89");
    expect(csvCell("0.10")).toBe("0.10");
    expect(csvCell("-5.00")).toBe("-5.00");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("plain text")).toBe("plain text");
    expect(csvCell("Hello, world")).toBe('"Hello, world"');
    expect(csvCell('She said "thanks"')).toBe('"She said ""thanks"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell("+1+2")).toBe("'+1+2");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("")).toBe("");
  });
});

describe("toCsv", () => {
  it("writes a header row and one CRLF-ended record per row", () => {
    const rows = [
      { name: "Ada", amount: "25.00", note: "For tools, and books" },
      { name: null, amount: "5.50", note: undefined },
    ];
    const csv = toCsv(
      [
        { header: "Name", value: (row: (typeof rows)[number]) => row.name },
        { header: "Amount", value: (row) => row.amount },
        { header: "Note", value: (row) => row.note },
      ],
      rows,
    );
    expect(csv).toBe('Name,Amount,Note\r\nAda,25.00,"For tools, and books"\r\n,5.50,\r\n');
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv([{ header: "Id", value: (row: { id: string }) => row.id }], [])).toBe("Id\r\n");
  });
});
