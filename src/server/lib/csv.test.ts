import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.js";

/**
 * An RFC 4180 reader as spreadsheets read a file: `separator` splits cells, a quote opens a quoted
 * cell only at the cell's start (`""` inside is one quote), and text after a closing quote or a
 * quote in the middle of a cell is kept as it is. A CR, an LF or a CRLF outside quotes ends a record.
 */
function readCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let atCellStart = true;
  let inQuotes = false;
  const endCell = () => {
    record.push(cell);
    cell = "";
    atCellStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else cell += char;
      continue;
    }
    if (atCellStart && char === '"') {
      inQuotes = true;
      atCellStart = false;
    } else if (char === separator) endCell();
    else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endCell();
      records.push(record);
      record = [];
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (!atCellStart || cell !== "" || record.length > 0) {
    endCell();
    records.push(record);
  }
  return records;
}

/** A cell a spreadsheet would run: it starts with a formula character. */
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

/** A small deterministic generator (mulberry32), so the mixed cells are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("csvCell", () => {
  it("writes empty cells for null and undefined, ISO dates, booleans and numbers", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2025-03-01T12:30:00.000Z"))).toBe("2025-03-01T12:30:00.000Z");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps decimal strings exact, and neutralises a negative one", () => {
    expect(csvCell("1234567.89")).toBe("1234567.89");
    expect(csvCell("0.10")).toBe("0.10");
    // Read with `;`, "-5.00,<the next cell>" would be one cell starting with a minus.
    expect(csvCell("-5.00")).toBe("'-5.00");
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
    expect(csvCell("\r=1")).toBe("\"'\r'=1\"");
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

describe("a CSV export read back by spreadsheets in either separator", () => {
  const hostile = [
    "=1+1",
    'Ada;=HYPERLINK("http://evil.example")',
    "Ada,=cmd|' /C calc'!A0",
    "x;+1",
    "x,-2+3",
    "x;@SUM(A1)",
    "x;\t=1",
    "x;\r=1",
    "x; =1",
    'x;"=1',
    'x;""=1',
    'x;"" =1',
    "line\n=1",
    "line\r\n=1",
    "line\r=1",
    "a;",
    "-5.00",
    "x;-5.00",
    "plain; text, with separators",
  ];
  const next = random(20);
  const alphabet = ["a", "1", ";", ",", '"', "=", "+", "-", "@", "\t", "\r", "\n", " ", "'"];
  const mixed = Array.from({ length: 400 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 8) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
  );
  const cells = [...hostile, ...mixed];
  // Three cells a record, shifted so each cell is read at the start, middle and end of a line.
  const rows = cells.map((_, index) => [
    cells[index],
    cells[(index + 1) % cells.length],
    cells[(index + 2) % cells.length],
  ]);
  const csv = toCsv(
    [0, 1, 2].map((column) => ({ header: `Column ${column}`, value: (row: (string | undefined)[]) => row[column] })),
    rows,
  );

  it("reads back the same cells with a comma, each neutralised only by apostrophes", () => {
    const records = readCsv(csv, ",");
    expect(records).toHaveLength(rows.length + 1);
    records.slice(1).forEach((record, index) => {
      expect(record).toHaveLength(3);
      record.forEach((cell, column) => expect(cell.replace(/'/g, "")).toBe(rows[index]![column]!.replace(/'/g, "")));
    });
  });

  it.each([",", ";"])("has no cell that starts a formula when split at %j", (separator) => {
    const records = readCsv(csv, separator);
    expect(records.length).toBeGreaterThan(rows.length);
    const formulas = records.flat().filter(isFormula);
    expect(formulas).toEqual([]);
  });

  it("quotes a cell with a semicolon, and puts an apostrophe where a split would start a formula", () => {
    expect(csvCell("Ada;=HYPERLINK(1)")).toBe(`"Ada;'=HYPERLINK(1)"`);
    expect(csvCell("x,-2+3")).toBe(`"x,'-2+3"`);
    expect(csvCell("x; @A1")).toBe(`"x;' @A1"`);
    expect(csvCell('x;"=1')).toBe(`"x;'""=1"`);
    expect(csvCell("line\r\n=1")).toBe(`"line\r\n'=1"`);
    expect(csvCell("a;b")).toBe(`"a;b"`);
    expect(csvCell("a;-")).toBe(`"a;'-"`);
  });
});
