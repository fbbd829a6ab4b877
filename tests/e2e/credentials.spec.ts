import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { expect, expectNoAxeViolations, hydrating, registerStudent, signInAsStaff, test } from "./fixtures";
import { graduate, ok } from "./graduate";

/**
 * Issue 25: a graduate downloads the signed Open Badges credential from the certificate page; the
 * /verify page accepts it (pasted or as the file) and rejects a tampered copy; after an admin
 * revokes it on /admin/certificates, the certificate page says so, its PDF is stamped and /verify
 * reports it revoked. In Spanish, the PDF the page offers is in Spanish; a revocation another admin
 * made first is a clear 409 in the dialog. axe on every state.
 */

/** The text the PDF's page shows (pdf-lib writes standard-font text as <hex> Tj, in WinAnsi). */
async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getPageCount()).toBe(1);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) =>
      (stream.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode")
        ? inflateSync(stream.contents)
        : Buffer.from(stream.contents)
      ).toString("latin1"),
    )
    .join("\n");
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((match) => Buffer.from(match[1]!, "hex").toString("latin1"))
    .join("\n");
}

async function downloadPdf(page: Page, linkName: string, certId: string, lang: "en" | "es") {
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toHaveAttribute("href", `/api/certificates/${certId}/pdf?lang=${lang}`);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${certId}.pdf`);
  return pdfText(await readFile(await download.path()));
}

/** An admin's certificate search, for one id; the row of that certificate. */
async function findOnAdminPage(page: Page, certId: string) {
  await page.goto("/admin/certificates");
  await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  await page.getByLabel("Find a certificate").fill(certId.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/certificates\\?search=${certId.toLowerCase()}$`));
  const row = page.getByTestId(`certificate-${certId}`);
  await expect(row).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing 1 certificate" })).toBeVisible();
  return row;
}

async function verifyOnPage(page: Page, text: string, email = "") {
  await page.getByLabel("Credential (JSON)").fill(text);
  await page.getByLabel("Recipient's email (optional)").fill(email);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  return page.getByTestId("verify-result");
}

test("a graduate's credential: downloaded, verified, tampered, revoked", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staffPage = hydrating(await staffContext.newPage());
  await signInAsStaff(staffPage, "admin");
  const student = await registerStudent(page, "Cred");
  const certId = await graduate(page.request, staffPage.request);

  // The certificate page offers the signed credential as a file, and LinkedIn's add-to-profile.
  await page.goto(`/certificates/${certId}`);
  await expect(page.getByText("Verified certificate")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to LinkedIn" })).toHaveAttribute(
    "href",
    new RegExp(`^https://www\\.linkedin\\.com/profile/add\\?.*certId=${certId}`),
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download credential" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${certId}.credential.json`);
  const file = await download.path();
  const text = await readFile(file, "utf8");
  const credential = JSON.parse(text) as { type: string[]; credentialSubject: { name: string } };
  expect(credential.type).toContain("OpenBadgeCredential");

  // And the printable certificate, in the page's language: a PDF file.
  const pdf = await downloadPdf(page, "Download PDF", certId, "en");
  expect(pdf).toContain("Certificate of Completion");
  expect(pdf).toContain(`Certificate ID: ${certId}`);
  expect(pdf).not.toContain("REVOKED");
  await expectNoAxeViolations(page);

  // Anyone checks it on /verify: pasted, with the recipient's email; then as the chosen file.
  const visitorContext = await browser.newContext();
  const visitor = hydrating(await visitorContext.newPage());
  await visitor.goto("/verify");
  await expect(visitor).toHaveURL(/\/verify$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Verify a credential" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  let result = await verifyOnPage(visitor, text, student.email);
  await expect(result.getByRole("heading", { name: "Valid credential" })).toBeVisible();
  await expect(result.getByTestId("recipient-match")).toHaveText("The email matches the credential's recipient.");
  await expectNoAxeViolations(visitor);

  await visitor.getByLabel("Credential (JSON)").fill("");
  await visitor.getByLabel("Or choose the credential file").setInputFiles(file);
  await expect(visitor.getByLabel("Credential (JSON)")).toHaveValue(text);
  await visitor.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(visitor.getByTestId("verify-result").getByRole("heading", { name: "Valid credential" })).toBeVisible();

  // A copy with the name changed is rejected as tampered.
  const tampered = text.replace(`"name":"${credential.credentialSubject.name}"`, `"name":"Someone Else"`);
  expect(tampered).not.toBe(text);
  result = await verifyOnPage(visitor, tampered);
  await expect(result.getByRole("heading", { name: "Not valid" })).toBeVisible();
  await expect(result).toContainText("The signature does not match");
  await expectNoAxeViolations(visitor);

  // An admin finds it on /admin/certificates and revokes it: a reason, then confirm.
  const row = await findOnAdminPage(staffPage, certId);
  await expect(row).toContainText("Valid");
  await expectNoAxeViolations(staffPage);
  await row.getByRole("button", { name: `Revoke ${certId}` }).click();
  const dialog = staffPage.getByRole("dialog", { name: `Revoke certificate ${certId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose why the certificate is revoked.");
  await dialog.getByRole("radio", { name: "Issued in error" }).check();
  await expectNoAxeViolations(staffPage);
  await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revoked on");
  await expect(row).toContainText("Reason: Issued in error");
  await expect(row.getByRole("button", { name: `Revoke ${certId}` })).toHaveCount(0);
  await expectNoAxeViolations(staffPage);

  // The public page says so, its PDF is stamped, and /verify reports it revoked.
  await visitor.goto(`/certificates/${certId}`);
  await expect(visitor.getByTestId("certificate-revoked")).toContainText("Revoked on");
  await expect(visitor.getByTestId("certificate-revoked")).toContainText("Reason: Issued in error");
  await expectNoAxeViolations(visitor);
  const stamped = await downloadPdf(visitor, "Download PDF", certId, "en");
  expect(stamped).toContain("REVOKED");
  expect(stamped).toContain(`Certificate ID: ${certId}`);
  await visitor.goto("/verify");
  result = await verifyOnPage(visitor, text);
  await expect(result.getByRole("heading", { name: "Revoked credential" })).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitorContext.close();
  await staffContext.close();
});

test("in Spanish the PDF is Spanish; a revocation another admin made first is a 409 the dialog explains", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staffPage = hydrating(await staffContext.newPage());
  await signInAsStaff(staffPage, "admin");
  await registerStudent(page, "Lucia");
  const certId = await graduate(page.request, staffPage.request);

  await page.context().addCookies([{ name: "tsa_locale", value: "es", url: baseURL! }]);
  await page.goto(`/certificates/${certId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText("Certificado verificado")).toBeVisible();
  const pdf = await downloadPdf(page, "Descargar PDF", certId, "es");
  expect(pdf).toContain("Certificado de finalización");
  expect(pdf).toContain("ha completado con éxito el curso");
  expect(pdf).toContain(`Número de certificado: ${certId}`);
  expect(pdf).not.toContain("Certificate of Completion");

  // The admin opens the revoke dialog; meanwhile another admin revokes it.
  const row = await findOnAdminPage(staffPage, certId);
  await row.getByRole("button", { name: `Revoke ${certId}` }).click();
  const dialog = staffPage.getByRole("dialog", { name: `Revoke certificate ${certId}?` });
  await dialog.getByRole("radio", { name: "Other" }).check();
  await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Say why in your own words.");
  await dialog.getByLabel("Why, in your own words").fill("The final project was someone else's work");
  await ok(
    await staffPage.request.post(`/api/admin/certificates/${certId}/revoke`, {
      data: { reason: "academic_misconduct" },
    }),
  );
  await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This certificate was already revoked, perhaps by another admin. The list now shows it.",
  );
  await expect(dialog.getByRole("button", { name: "Revoke Certificate" })).toBeDisabled();
  await expectNoAxeViolations(staffPage);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Reason: Academic misconduct");

  // The Spanish page and PDF say it too.
  await page.reload();
  await expect(page.getByTestId("certificate-revoked")).toContainText("Revocado el");
  expect(await downloadPdf(page, "Descargar PDF", certId, "es")).toContain("REVOCADO");
  await expectNoAxeViolations(page);
  await staffContext.close();
});
