import type { FastifyReply } from "fastify";

/** One cell's value; null and undefined are empty cells, dates are ISO 8601 (UTC). */
export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A spreadsheet that reads the file with another separator (`;` in locales with a decimal comma)
 * or ignores our quotes starts a new cell after a `;`, a `,` or a line break *inside* a cell. When
 * such a split would start with a formula (after any spaces, tabs and quotes), an apostrophe goes
 * right after the splitter, so that cell reads as text too.
 */
const FORMULA_AFTER_SPLIT = /(\r\n|[;,\r\n])(?=[ \t"]*[=+\-@]|"*[\t\r]|"*$)/g;
/** RFC 4180: a field with a comma, a quote or a line break is quoted; a semicolon too, for `;` readers. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell as RFC 4180 text, neutralised so a spreadsheet shows it instead of running it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") {
    // An apostrophe makes Excel, LibreOffice and Google Sheets treat the cell as text (OWASP).
    // A negative number ("-12.50") is neutralised too: read with `;`, "-12.50,<next cell>" is one cell.
    text = FORMULA_START.test(value) ? `'${value}` : value;
    text = text.replace(FORMULA_AFTER_SPLIT, "$1'");
  } else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one record per row, each line ended by CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return lines.map((cells) => `${cells.join(",")}\r\n`).join("");
}

/** Sends a CSV document as a download named filename. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply.header("content-disposition", `attachment; filename="${filename}"`).type("text/csv; charset=utf-8").send(csv);
