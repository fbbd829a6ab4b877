/**
 * The printable certificate (issue 25): one landscape page made with pdf-lib, in the student's
 * language, A4 or Letter. The same certificate, language and size give the same bytes on every
 * request: the document's dates are the issue date, there is no document id, nothing random, and
 * the QR code's PNG (qrcode) is deterministic.
 *
 * Fonts are PDF's standard fonts (WinAnsi): they cover English and Spanish (á é í ó ú ñ ü ¿ ¡). A
 * name with a letter outside WinAnsi is written with its accents folded (Ż becomes Z; ł, which has no plain form, becomes ?),
 * as no font file is kept in the repository.
 */
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
  const [sans, sansBold, serifBold, serifItalic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRomanBoldItalic),
  ]);

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

  centred(page, sansBold, academy.toUpperCase(), height - 92, 18, colours.brand);
  centred(page, serifBold, serverText(locale, "Certificate of Completion"), height - 150, 38, colours.tealDark);
  centred(page, sans, serverText(locale, "This certifies that"), height - 200, 14, colours.muted);
  centred(page, serifItalic, input.studentName, height - 250, 34, colours.ink);
  page.drawLine({
    start: { x: width / 2 - 180, y: height - 262 },
    end: { x: width / 2 + 180, y: height - 262 },
    thickness: 1,
    color: colours.line,
  });
  centred(page, sans, serverText(locale, "has successfully completed the course"), height - 295, 14, colours.muted);
  centred(page, sansBold, input.courseTitle, height - 335, 24, colours.brandDark);

  // The date and the id, bottom left.
  const left = 72;
  page.drawText(writable(sans, serverText(locale, "Issued on {date}", { date })), {
    x: left,
    y: 118,
    size: 12,
    font: sans,
    color: colours.ink,
  });
  page.drawText(serverText(locale, "Certificate ID: {id}", { id: input.certId }), {
    x: left,
    y: 98,
    size: 12,
    font: sansBold,
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
  const label = writable(sans, serverText(locale, "Verify this certificate at"));
  const url = writable(sans, input.publicUrl);
  const urlSize = Math.min(8, (8 * 300) / Math.max(sans.widthOfTextAtSize(url, 8), 1));
  page.drawText(label, {
    x: right - sans.widthOfTextAtSize(label, 8),
    y: 94,
    size: 8,
    font: sans,
    color: colours.muted,
  });
  page.drawText(url, {
    x: right - sans.widthOfTextAtSize(url, urlSize),
    y: 82,
    size: urlSize,
    font: sans,
    color: colours.teal,
  });

  if (input.revoked) {
    const stamp = writable(sansBold, serverText(locale, "Revoked").toUpperCase());
    const stampSize = 96;
    const stampWidth = sansBold.widthOfTextAtSize(stamp, stampSize);
    const angle = 20;
    const radians = (angle * Math.PI) / 180;
    // Centred on the page once rotated about its start.
    page.drawText(stamp, {
      x: width / 2 - (stampWidth / 2) * Math.cos(radians) + (stampSize / 3) * Math.sin(radians),
      y: height / 2 - (stampWidth / 2) * Math.sin(radians) - (stampSize / 3) * Math.cos(radians),
      size: stampSize,
      font: sansBold,
      color: colours.danger,
      opacity: 0.45,
      rotate: degrees(angle),
    });
  }

  return doc.save({ useObjectStreams: true });
}
