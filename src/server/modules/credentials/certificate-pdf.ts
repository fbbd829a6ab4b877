/**
 * The printable certificate (issue 25): one landscape page made with pdf-lib, in the student's
 * language, A4 or Letter. The same certificate, language and size give the same bytes on every
 * request: the document's dates are the issue date, there is no document id, nothing random, and
 * the QR code's PNG (qrcode) is deterministic.
 *
 * Fonts: PDF's standard fonts (WinAnsi) write English and Spanish (á é í ó ú ñ ü ¿ ¡) without
 * embedding anything. A line with a letter outside WinAnsi (a name like "Nguyễn Thị Ł. Øster", or
 * in Cyrillic or Greek) is written instead in DejaVu of the same style (the dejavu-fonts-ttf
 * package's TTFs, read at run time), embedded as a subset of the letters used, through
 * @pdf-lib/fontkit. So a certificate whose text is all WinAnsi is the same bytes it always was,
 * and the others are deterministic too (pdf-lib's subset tag comes from a seeded generator). A
 * letter DejaVu lacks too (Chinese, say) is folded to its base letter or written "?".
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PageSizes, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { INTL_LOCALE, type Locale } from "../../../shared/rules/locale.js";
import { serverText } from "../../i18n/catalog.js";

export const PAPER_SIZES = ["a4", "letter"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The paper a language prints on when none is asked for: Letter in English (US), A4 in Spanish. */
export const defaultPaperSize = (locale: Locale): PaperSize => (locale === "en" ? "letter" : "a4");

export interface CertificatePdfInput {
  certId: string;
  studentName: string;
  courseTitle: string;
  issueDate: Date;
  revoked: boolean;
  /** The public page the QR code and the printed address lead to. */
  publicUrl: string;
}

const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
// The site's colours (src/client/styles.css).
const colours = {
  paper: hex("#fffbf5"),
  brand: hex("#c2410c"),
  brandDark: hex("#9a3412"),
  teal: hex("#0f766e"),
  tealDark: hex("#115e59"),
  ink: hex("#1f2937"),
  muted: hex("#4b5563"),
  line: hex("#e7e0d6"),
  danger: hex("#b91c1c"),
};

/** The academy's name: a proper name, the same in every language. */
const academy = "Trade Skills Academy";

/** The text as the font can write it: accents folded where the letter is missing, else "?". */
function writable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize("NFC")]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const folded = char.normalize("NFD").replace(/\p{M}/gu, "");
      return [...folded].every((c) => supported.has(c.codePointAt(0)!)) ? folded : "?";
    })
    .join("");
}

/** The certificate's four styles, each a standard font and its DejaVu counterpart for other letters. */
const STYLES = {
  sans: { standard: StandardFonts.Helvetica, dejaVu: "DejaVuSans.ttf" },
  sansBold: { standard: StandardFonts.HelveticaBold, dejaVu: "DejaVuSans-Bold.ttf" },
  serifBold: { standard: StandardFonts.TimesRomanBold, dejaVu: "DejaVuSerif-Bold.ttf" },
  serifItalic: { standard: StandardFonts.TimesRomanBoldItalic, dejaVu: "DejaVuSerif-BoldItalic.ttf" },
} as const;
type Style = keyof typeof STYLES;

// Resolved through Node's module resolution, so the built server (dist/) finds the package as the
// sources do; each file read once per process.
const requireFrom = createRequire(import.meta.url);
const fontFiles = new Map<string, Promise<Buffer>>();
function dejaVuFile(name: string): Promise<Buffer> {
  let file = fontFiles.get(name);
  if (!file) {
    file = readFile(requireFrom.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    file.catch(() => fontFiles.delete(name));
    fontFiles.set(name, file);
  }
  return file;
}

/** The standard fonts' letters (WinAnsi): the same set for each of them. */
let winAnsi: Set<number> | undefined;
const isWinAnsi = (font: PDFFont, text: string) => {
  winAnsi ??= new Set(font.getCharacterSet());
  return [...text.normalize("NFC")].every((char) => winAnsi!.has(char.codePointAt(0)!));
};

/**
 * A subset's tag, six capitals before its font's name (as PDF names a subset font): made from the
 * style and the letters it writes, so the same text gives the same tag.
 */
function subsetTag(style: Style, lines: string[]): string {
  const letters = [...new Set([...lines.join("").normalize("NFC")])].sort().join("");
  const digest = createHash("sha256").update(`${style}\n${letters}`).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");
}

/**
 * The fonts a certificate's lines are drawn in: a style's standard font when the line is all
 * WinAnsi, else its DejaVu font, embedded (a subset) only if some line needs it.
 */
async function fontsFor(doc: PDFDocument, lines: Record<Style, string[]>) {
  const standard = {} as Record<Style, PDFFont>;
  const dejaVu: Partial<Record<Style, PDFFont>> = {};
  // One at a time: the order fonts are embedded in is the order of their objects in the file.
  for (const style of Object.keys(STYLES) as Style[]) {
    standard[style] = await doc.embedFont(STYLES[style].standard);
  }
  for (const style of Object.keys(STYLES) as Style[]) {
    if (lines[style].every((line) => isWinAnsi(standard[style], line))) continue;
    doc.registerFontkit(fontkit);
    dejaVu[style] = await doc.embedFont(await dejaVuFile(STYLES[style].dejaVu), {
      subset: true,
      customName: `${subsetTag(style, lines[style])}+${STYLES[style].dejaVu.replace(/\.ttf$/, "")}`,
    });
  }
  return (style: Style, text: string): PDFFont =>
    isWinAnsi(standard[style], text) ? standard[style] : (dejaVu[style] ?? standard[style]);
}

/** Draws a line of text centred on the page, shrunk to fit `maxWidth`. */
function centred(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  y: number,
  size: number,
  colour: ReturnType<typeof rgb>,
  maxWidth = page.getWidth() - 160,
) {
  const text = writable(font, raw);
  const fitted = Math.min(size, (size * maxWidth) / Math.max(font.widthOfTextAtSize(text, size), 1));
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color: colour });
}

/** The certificate as a PDF. */
export async function renderCertificatePdf(
  input: CertificatePdfInput,
  locale: Locale,
  size: PaperSize,
): Promise<Uint8Array> {
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(input.issueDate);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${academy}: ${input.courseTitle} (${input.certId})`);
  doc.setAuthor(academy);
  doc.setCreator(academy);
  doc.setProducer(academy);
  doc.setLanguage(INTL_LOCALE[locale]);
  doc.setCreationDate(input.issueDate);
  doc.setModificationDate(input.issueDate);

  const [short, long] = size === "a4" ? PageSizes.A4 : PageSizes.Letter;
  const page = doc.addPage([long, short]);
  const width = page.getWidth();
  const height = page.getHeight();
  // Every line, by style, before anything is drawn: the fonts to embed depend on them all.
  const text = {
    academy: academy.toUpperCase(),
    title: serverText(locale, "Certificate of Completion"),
    certifies: serverText(locale, "This certifies that"),
    completed: serverText(locale, "has successfully completed the course"),
    issued: serverText(locale, "Issued on {date}", { date }),
    id: serverText(locale, "Certificate ID: {id}", { id: input.certId }),
    verifyAt: serverText(locale, "Verify this certificate at"),
    stamp: serverText(locale, "Revoked").toUpperCase(),
  };
  const fontFor = await fontsFor(doc, {
    sans: [text.certifies, text.completed, text.issued, text.verifyAt, input.publicUrl],
    sansBold: [text.academy, input.courseTitle, text.id, ...(input.revoked ? [text.stamp] : [])],
    serifBold: [text.title],
    serifItalic: [input.studentName],
  });

  // The paper and a simple double border in the site's teal and orange.
  page.drawRectangle({ x: 0, y: 0, width, height, color: colours.paper });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: colours.teal,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: width - 72,
    height: height - 72,
    borderColor: colours.brand,
    borderWidth: 1.5,
  });

  centred(page, fontFor("sansBold", text.academy), text.academy, height - 92, 18, colours.brand);
  centred(page, fontFor("serifBold", text.title), text.title, height - 150, 38, colours.tealDark);
  centred(page, fontFor("sans", text.certifies), text.certifies, height - 200, 14, colours.muted);
  centred(page, fontFor("serifItalic", input.studentName), input.studentName, height - 250, 34, colours.ink);
  page.drawLine({
    start: { x: width / 2 - 180, y: height - 262 },
    end: { x: width / 2 + 180, y: height - 262 },
    thickness: 1,
    color: colours.line,
  });
  centred(page, fontFor("sans", text.completed), text.completed, height - 295, 14, colours.muted);
  centred(page, fontFor("sansBold", input.courseTitle), input.courseTitle, height - 335, 24, colours.brandDark);

  // The date and the id, bottom left.
  const left = 72;
  const issuedFont = fontFor("sans", text.issued);
  page.drawText(writable(issuedFont, text.issued), {
    x: left,
    y: 118,
    size: 12,
    font: issuedFont,
    color: colours.ink,
  });
  const idFont = fontFor("sansBold", text.id);
  page.drawText(writable(idFont, text.id), {
    x: left,
    y: 98,
    size: 12,
    font: idFont,
    color: colours.ink,
  });

  // The QR code to the public page, bottom right, with its address printed under it.
  const png = await QRCode.toBuffer(input.publicUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    scale: 6,
    color: { dark: "#1f2937ff", light: "#ffffffff" },
  });
  const qr = await doc.embedPng(png);
  const qrSize = 100;
  const right = width - 72;
  page.drawImage(qr, { x: right - qrSize, y: 106, width: qrSize, height: qrSize });
  const labelFont = fontFor("sans", text.verifyAt);
  const label = writable(labelFont, text.verifyAt);
  const urlFont = fontFor("sans", input.publicUrl);
  const url = writable(urlFont, input.publicUrl);
  const urlSize = Math.min(8, (8 * 300) / Math.max(urlFont.widthOfTextAtSize(url, 8), 1));
  page.drawText(label, {
    x: right - labelFont.widthOfTextAtSize(label, 8),
    y: 94,
    size: 8,
    font: labelFont,
    color: colours.muted,
  });
  page.drawText(url, {
    x: right - urlFont.widthOfTextAtSize(url, urlSize),
    y: 82,
    size: urlSize,
    font: urlFont,
    color: colours.teal,
  });

  if (input.revoked) {
    const stampFont = fontFor("sansBold", text.stamp);
    const stamp = writable(stampFont, text.stamp);
    const stampSize = 96;
    const stampWidth = stampFont.widthOfTextAtSize(stamp, stampSize);
    const angle = 20;
    const radians = (angle * Math.PI) / 180;
    // Centred on the page once rotated about its start.
    page.drawText(stamp, {
      x: width / 2 - (stampWidth / 2) * Math.cos(radians) + (stampSize / 3) * Math.sin(radians),
      y: height / 2 - (stampWidth / 2) * Math.sin(radians) - (stampSize / 3) * Math.cos(radians),
      size: stampSize,
      font: stampFont,
      color: colours.danger,
      opacity: 0.45,
      rotate: degrees(angle),
    });
  }

  return doc.save({ useObjectStreams: true });
}
