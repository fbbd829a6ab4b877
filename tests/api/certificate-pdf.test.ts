import { inflateSync } from "node:zlib";
import jsQRModule from "jsqr";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "../../src/db/schema/index.js";
import { renderCertificatePdf } from "../../src/server/modules/credentials/certificate-pdf.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, createUser, signedInUser } from "../support/factories.js";

/**
 * Issue 25: the printable certificate. The PDF is parsed back with pdf-lib: its one landscape page
 * (A4 or Letter), its text (the page's content streams inflated and their strings read), and its
 * QR code (the image XObject's pixels decoded by jsQR). Run with and without DATABASE_URL.
 */

// jsqr is CommonJS typed as an ES module's default export: take the function either way.
type JsQR = typeof jsQRModule.default;
const jsQR: JsQR = (jsQRModule as unknown as { default?: JsQR }).default ?? (jsQRModule as unknown as JsQR);

let t: TestContext;
let admin: ReturnType<typeof as>;
const A4 = { width: 841.89, height: 595.28 };
const LETTER = { width: 792, height: 612 };

async function issuedCertificate(certId: string, studentName = "Gia Student") {
  const fixture = await createCourseWithContent(t.db, { title: `Welding ${certId}` });
  const user = await createUser(t.db, { email: `pdf.${certId.toLowerCase()}@example.org` });
  await t.db.insert(certificates).values({
    userId: user.id,
    courseId: fixture.course.id,
    certId,
    studentName,
    courseTitle: fixture.course.title,
    issueDate: new Date("2026-03-04T05:06:07.000Z"),
  });
}

const getPdf = (path: string) => t.app.inject({ method: "GET", url: `/api/certificates/${path}` });

const decodeStream = (stream: PDFRawStream) => {
  const filter = stream.dict.get(PDFName.of("Filter"));
  return filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : Buffer.from(stream.contents);
};

/** A font's ToUnicode map (pdf-lib writes one `<glyph> <UTF-16BE>` pair a line), or null for a WinAnsi font. */
function toUnicodeOf(doc: PDFDocument, font: PDFDict): Map<string, string> | null {
  const cmap = font.lookup(PDFName.of("ToUnicode"));
  if (!(cmap instanceof PDFRawStream)) return null;
  const text = decodeStream(cmap).toString("latin1");
  const map = new Map<string, string>();
  for (const [, glyph, unicode] of text.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
    map.set(glyph!.toUpperCase(), Buffer.from(unicode!, "hex").swap16().toString("utf16le"));
  }
  return map;
}

/**
 * The strings the page's text operators show, one a line: as pdf-lib writes them, <hex> in
 * WinAnsi for a standard font, and glyph ids (4 hex digits each) read through the font's
 * ToUnicode map for an embedded one.
 */
function pageText(doc: PDFDocument): string {
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => decodeStream(stream).toString("latin1"))
    .join("\n");
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  let unicode: Map<string, string> | null = null;
  const shown: string[] = [];
  for (const [, fontName, hex] of source.matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (fontName) {
      unicode = toUnicodeOf(doc, fonts.lookup(PDFName.of(fontName), PDFDict));
    } else if (unicode) {
      const map = unicode;
      shown.push(
        hex!
          .match(/.{4}/g)!
          .map((glyph) => map.get(glyph.toUpperCase()) ?? "\uFFFD")
          .join(""),
      );
    } else {
      shown.push(Buffer.from(hex!, "hex").toString("latin1"));
    }
  }
  return shown.join("\n");
}

/** The names of the fonts the PDF embeds (a font file of its own), subset tag and all, by font. */
function embeddedFonts(doc: PDFDocument): string[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of("FontFile2")))
    .map((descriptor) => descriptor.get(PDFName.of("FontName"))!.toString())
    .sort((a, b) => a.replace(/^.*\+/, "").localeCompare(b.replace(/^.*\+/, "")));
}

/** The QR code: the page's colour image, its pixels given to jsQR. */
function decodeQr(doc: PDFDocument): string | null {
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image") &&
        object.dict.get(PDFName.of("ColorSpace")) === PDFName.of("DeviceRGB"),
    );
  expect(images).toHaveLength(1);
  const image = images[0]!;
  const number = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  const width = number(image.dict, "Width");
  const height = number(image.dict, "Height");
  expect(number(image.dict, "BitsPerComponent")).toBe(8);
  const rgbPixels = decodeStream(image);
  expect(rgbPixels.length).toBe(width * height * 3);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(rgbPixels.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

async function parse(body: Buffer) {
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const doc = await PDFDocument.load(body, { updateMetadata: false });
  expect(doc.getPageCount()).toBe(1);
  return doc;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
  await issuedCertificate("TSA-PDFA-2345");
  await issuedCertificate("TSA-PDFB-2345");
  await issuedCertificate("TSA-PDFC-2345", "Łukasz Żółć");
});
afterAll(() => t.close());

describe("GET /api/certificates/:certId/pdf", () => {
  it("gives anyone a one-page landscape Letter PDF in English, with the id, the date and a QR code to the public page", async () => {
    const response = await getPdf("TSA-PDFA-2345/pdf?lang=en");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="TSA-PDFA-2345.pdf"');
    const doc = await parse(response.rawPayload);
    expect(doc.getPage(0).getSize()).toEqual(LETTER);
    const text = pageText(doc);
    expect(text).toContain("Certificate ID: TSA-PDFA-2345");
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Gia Student");
    expect(text).toContain("Welding TSA-PDFA-2345");
    expect(text).toContain("Issued on March 4, 2026");
    expect(text).not.toContain("REVOKED");
    const publicUrl = `${t.app.config.publicUrl.origin}/certificates/TSA-PDFA-2345`;
    expect(text).toContain(publicUrl);
    expect(decodeQr(doc)).toBe(publicUrl);
  });

  it("is in Spanish on A4 for lang=es, and on the paper asked for", async () => {
    const response = await getPdf("tsa-pdfa-2345/pdf?lang=es");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="TSA-PDFA-2345.pdf"');
    const doc = await parse(response.rawPayload);
    expect(doc.getPage(0).getSize()).toEqual(A4);
    const text = pageText(doc);
    expect(text).toContain("Certificado de finalización");
    expect(text).toContain("ha completado con éxito el curso");
    expect(text).toContain("Emitido el 4 de marzo de 2026");
    expect(text).toContain("Número de certificado: TSA-PDFA-2345");
    expect(decodeQr(doc)).toBe(`${t.app.config.publicUrl.origin}/certificates/TSA-PDFA-2345`);

    const letter = await parse((await getPdf("TSA-PDFA-2345/pdf?lang=es&size=letter")).rawPayload);
    expect(letter.getPage(0).getSize()).toEqual(LETTER);
    expect(pageText(letter)).toContain("Certificado de finalización");
    const a4 = await parse((await getPdf("TSA-PDFA-2345/pdf?lang=en&size=a4")).rawPayload);
    expect(a4.getPage(0).getSize()).toEqual(A4);
  });

  it("follows the request's language without ?lang=", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/certificates/TSA-PDFA-2345/pdf",
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(response.statusCode).toBe(200);
    expect(pageText(await parse(response.rawPayload))).toContain("Certificado de finalización");
  });

  it("is the same bytes on every request, and when made again from nothing", async () => {
    const first = await getPdf("TSA-PDFB-2345/pdf?lang=es");
    const second = await getPdf("TSA-PDFB-2345/pdf?lang=es");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({
      method: "GET",
      url: "/api/certificates/TSA-PDFB-2345/pdf?lang=es",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // Not the cache agreeing with itself: made twice, the bytes are equal.
    const input = {
      certId: "TSA-PDFB-2345",
      studentName: "Gia Student",
      courseTitle: "Welding",
      issueDate: new Date("2026-03-04T05:06:07.000Z"),
      revoked: false,
      publicUrl: "https://academy.example/certificates/TSA-PDFB-2345",
    };
    const made = Buffer.from(await renderCertificatePdf(input, "en", "letter"));
    const again = Buffer.from(await renderCertificatePdf(input, "en", "letter"));
    expect(again.equals(made)).toBe(true);
    const doc = await parse(made);
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-03-04T05:06:07.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2026-03-04T05:06:07.000Z");
  });

  it("is stamped revoked once the certificate is revoked (the cached copy is dropped)", async () => {
    const before = pageText(await parse((await getPdf("TSA-PDFB-2345/pdf?lang=en")).rawPayload));
    expect(before).not.toContain("REVOKED");
    const revoked = await admin({
      method: "POST",
      url: "/api/admin/certificates/TSA-PDFB-2345/revoke",
      payload: { reason: "issued_in_error" },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = pageText(await parse((await getPdf("TSA-PDFB-2345/pdf?lang=en")).rawPayload));
    expect(after).toContain("REVOKED");
    expect(after).toContain("Certificate ID: TSA-PDFB-2345");
    const spanish = pageText(await parse((await getPdf("TSA-PDFB-2345/pdf?lang=es")).rawPayload));
    expect(spanish).toContain("REVOCADO");
  });

  it("writes a name outside WinAnsi in an embedded subset of DejaVu, the same bytes every time", async () => {
    const response = await getPdf("TSA-PDFC-2345/pdf?lang=es");
    expect(response.statusCode).toBe(200);
    const doc = await parse(response.rawPayload);
    const text = pageText(doc);
    expect(text).toContain("Łukasz Żółć");
    // Only the name's line needs it: the rest is in the standard fonts, as before.
    expect(text).toContain("Certificado de finalización");
    expect(embeddedFonts(doc)).toEqual([expect.stringMatching(/^\/[A-Z]{6}\+DejaVuSerif-BoldItalic$/)]);

    const input = {
      certId: "TSA-PDFC-2345",
      studentName: "Nguyễn Thị Ł. Øster",
      courseTitle: "Сварка для начинающих",
      issueDate: new Date("2026-03-04T05:06:07.000Z"),
      revoked: true,
      publicUrl: "https://academy.example/certificates/TSA-PDFC-2345",
    };
    const made = Buffer.from(await renderCertificatePdf(input, "en", "a4"));
    const again = Buffer.from(await renderCertificatePdf(input, "en", "a4"));
    expect(again.equals(made)).toBe(true);
    const unicode = await parse(made);
    const lines = pageText(unicode).split("\n");
    expect(lines).toContain("Nguyễn Thị Ł. Øster");
    expect(lines).toContain("Сварка для начинающих");
    expect(lines).toContain("REVOKED");
    expect(lines).toContain("Certificate ID: TSA-PDFC-2345");
    expect(embeddedFonts(unicode)).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+DejaVuSans-Bold$/),
      expect.stringMatching(/^\/[A-Z]{6}\+DejaVuSerif-BoldItalic$/),
    ]);
    // A subset: the whole DejaVu Sans Bold is over 600 KB.
    expect(made.length).toBeLessThan(60_000);
    expect(decodeQr(unicode)).toBe(input.publicUrl);
  });

  it("embeds no font for text all in WinAnsi, and writes a letter DejaVu lacks too as ?", async () => {
    const doc = await parse((await getPdf("TSA-PDFA-2345/pdf?lang=es")).rawPayload);
    expect(embeddedFonts(doc)).toEqual([]);
    const made = await parse(
      Buffer.from(
        await renderCertificatePdf(
          {
            certId: "TSA-PDFA-2345",
            studentName: "Lin 林 Ødegård",
            courseTitle: "Welding",
            issueDate: new Date("2026-03-04T05:06:07.000Z"),
            revoked: false,
            publicUrl: "https://academy.example/certificates/TSA-PDFA-2345",
          },
          "en",
          "letter",
        ),
      ),
    );
    // Ø is in WinAnsi: the name stays in Times; 林 is in neither, so the line is DejaVu with a ?.
    expect(pageText(made)).toContain("Lin ? Ødegård");
  });

  it("answers 404 for an unknown certificate and 400 for a language or paper it doesn't have", async () => {
    expect((await getPdf("TSA-ZZZZ-9999/pdf?lang=en")).statusCode).toBe(404);
    expect((await getPdf("not-an-id/pdf")).statusCode).toBe(404);
    expect((await getPdf("TSA-PDFA-2345/pdf?lang=fr")).statusCode).toBe(400);
    expect((await getPdf("TSA-PDFA-2345/pdf?lang=en&size=a3")).statusCode).toBe(400);
  });
});
