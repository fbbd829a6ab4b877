import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { QuestionSeed } from "../../src/db/seed/types";
import { expect, expectNoAxeViolations, hydrating, registerStudent, signInAsStaff, test } from "./fixtures";

/**
 * Issue 25: a graduate downloads the signed Open Badges credential from the certificate page; the
 * /verify page accepts it (pasted or as the file) and rejects a tampered copy; after an admin
 * revokes it, the certificate page says so and /verify reports it revoked. axe on every state.
 */

// Career Launch: the shortest way to a certificate (lessons, two quizzes, one text project).
const CAREER = courseSeeds.find((course) => course.title.startsWith("Career Launch"))!;
const answerOf = new Map<string, QuestionSeed>(
  courseSeeds.flatMap((course) =>
    course.modules.flatMap((module) => (module.quiz?.questions ?? []).map((question) => [question.question, question])),
  ),
);

async function ok(response: { ok(): boolean; text(): Promise<string> }) {
  expect(response.ok(), await response.text()).toBe(true);
}

/** Completes Career Launch through the API; the instructor's approval (staff) issues the certificate. */
async function graduate(api: APIRequestContext, staff: APIRequestContext): Promise<string> {
  await ok(await api.post(`/api/courses/${CAREER.id}/enroll`));
  const modules = (await (await api.get(`/api/courses/${CAREER.id}/modules`)).json()) as { id: string }[];
  const submissions: string[] = [];
  for (const module of modules) {
    const get = async (kind: string) =>
      (await (await api.get(`/api/modules/${module.id}/${kind}`)).json()) as { id: string }[];
    for (const lesson of await get("lessons")) await ok(await api.post(`/api/lessons/${lesson.id}/complete`));
    for (const quiz of await get("quizzes")) {
      const full = (await (await api.get(`/api/quizzes/${quiz.id}`)).json()) as {
        questions: { id: string; question: string }[];
      };
      const answers = Object.fromEntries(
        full.questions.map((question) => [question.id, answerOf.get(question.question)!.correctAnswer]),
      );
      const attempt = await api.post(`/api/quizzes/${quiz.id}/attempts`, { data: { answers, timeSpent: 1 } });
      expect(attempt.status(), await attempt.text()).toBe(201);
    }
    for (const project of await get("projects")) {
      const submitted = await api.post(`/api/projects/${project.id}/submissions`, {
        data: { content: "My one-page resume, with five bullet points." },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      submissions.push(((await submitted.json()) as { id: string }).id);
    }
  }
  for (const id of submissions) {
    await ok(await staff.post(`/api/staff/submissions/${id}/review`, { data: { status: "approved", grade: "pass" } }));
  }
  const certificates = (await (await api.get("/api/user/certificates")).json()) as { certId: string }[];
  expect(certificates).toHaveLength(1);
  return certificates[0]!.certId;
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
  const staffPage = await staffContext.newPage();
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
  const pdfLink = page.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toHaveAttribute("href", `/api/certificates/${certId}/pdf?lang=en`);
  const downloadingPdf = page.waitForEvent("download");
  await pdfLink.click();
  const pdf = await downloadingPdf;
  expect(pdf.suggestedFilename()).toBe(`${certId}.pdf`);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
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

  // An admin revokes it: the public page says so, and /verify reports it revoked.
  await ok(
    await staffPage.request.post(`/api/admin/certificates/${certId}/revoke`, { data: { reason: "issued_in_error" } }),
  );
  await visitor.goto(`/certificates/${certId}`);
  await expect(visitor.getByTestId("certificate-revoked")).toContainText("Revoked on");
  await expect(visitor.getByTestId("certificate-revoked")).toContainText("Reason: Issued in error");
  await expectNoAxeViolations(visitor);
  await visitor.goto("/verify");
  result = await verifyOnPage(visitor, text);
  await expect(result.getByRole("heading", { name: "Revoked credential" })).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitorContext.close();
  await staffContext.close();
});
