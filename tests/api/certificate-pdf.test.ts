import { inflateSync } from "node:zlib";
import jsQRModule from "jsqr";
import { PDFArray, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFDict } from "pdf-lib";
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

/** The strings the page's text operators show, one a line (pdf-lib writes them as <hex> in WinAnsi). */
function pageText(doc: PDFDocument): string {
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => decodeStream(stream).toString("latin1"))
    .join("\n");
  const shown = [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1]!, "hex").toString("latin1"),
  );
  return shown.join("\n");
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

  it("writes a name the standard fonts lack with its accents folded", async () => {
    const response = await getPdf("TSA-PDFC-2345/pdf?lang=es");
    expect(response.statusCode).toBe(200);
    expect(pageText(await parse(response.rawPayload))).toContain("?ukasz Zó?c");
  });

  it("answers 404 for an unknown certificate and 400 for a language or paper it doesn't have", async () => {
    expect((await getPdf("TSA-ZZZZ-9999/pdf?lang=en")).statusCode).toBe(404);
    expect((await getPdf("not-an-id/pdf")).statusCode).toBe(404);
    expect((await getPdf("TSA-PDFA-2345/pdf?lang=fr")).statusCode).toBe(400);
    expect((await getPdf("TSA-PDFA-2345/pdf?lang=en&size=a3")).statusCode).toBe(400);
  });
});
