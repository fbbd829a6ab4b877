import { createHash, randomBytes } from "node:crypto";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { BitstringStatusList, VC_BSL_VC_V2_CONTEXT, createCredential } from "@digitalbazaar/vc-bitstring-status-list";
import type { Database, Executor } from "../../../db/types.js";
import {
  CERTIFICATE_LIST_LIMIT,
  type CertificateStatusFilter,
  type VerifyCredentialResponse,
  type VerifyFailureReason,
} from "../../../shared/contracts/credentials.js";
import { isRevocationReason, type RevocationReason } from "../../../shared/rules/revocation.js";
import { conflict, notFound } from "../../errors.js";
import type { CacheInvalidator, PublicCache } from "../../cache.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { renderCertificatePdf, type PaperSize } from "./certificate-pdf.js";
import * as enrolments from "../enrolments/index.js";
import * as queries from "./credentials.queries.js";
import {
  OB_V3_CONTEXT,
  UnknownDocumentError,
  VC_V2_CONTEXT,
  didDocumentOf,
  documentLoaderFor,
  type DidDocument,
} from "./document-loader.js";
import { currentSigningKey, didOf, listPublishedKeys, type KeyConfig } from "./keys.js";

/** What credentials need from the configuration. */
export interface CredentialConfig extends KeyConfig {
  publicUrl: URL;
  contactEmail: string;
}

/** The issuer's name: a proper name, the same in every language (credentials are not translated). */
export const academyName = "Trade Skills Academy";
/** One revocation list; 131,072 entries (16 KiB, the Bitstring Status List's minimum for privacy). */
export const STATUS_LIST_ID = 1;
const STATUS_LIST_LENGTH = 131_072;

const originOf = (config: CredentialConfig) => config.publicUrl.origin;
export const statusListUrl = (config: CredentialConfig) =>
  `${originOf(config)}/api/credentials/status/${STATUS_LIST_ID}`;
export const certificatePageUrl = (config: CredentialConfig, certId: string) =>
  `${originOf(config)}/certificates/${certId}`;

/** OB 3.0's identityHash: "sha256$" and the hex SHA-256 of the identity followed by the salt. */
export function identityHashOf(email: string, salt: string): string {
  return `sha256$${createHash("sha256")
    .update(email.trim().toLowerCase() + salt)
    .digest("hex")}`;
}

export async function getDidDocument(db: Executor, config: CredentialConfig): Promise<DidDocument> {
  // The first request to anything credential-related makes the academy's key.
  await currentSigningKey(db, config, didOf(config.publicUrl));
  const keys = await listPublishedKeys(db);
  return didDocumentOf(
    didOf(config.publicUrl),
    keys.map((key) => key.publicKeyMultibase),
  );
}

async function sign(db: Executor, config: CredentialConfig, credential: Record<string, unknown>) {
  const did = didOf(config.publicUrl);
  const key = await currentSigningKey(db, config, did);
  const didDocument = await getDidDocument(db, config);
  const suite = new DataIntegrityProof({ signer: key.signer(), cryptosuite });
  const signed = await vc.issue({ credential, suite, documentLoader: documentLoaderFor(didDocument) });
  // Open Badges 3.0's JSON Schema wants `proof` as an array (VCDM 2.0 allows either; a set of one).
  return { ...signed, proof: [signed.proof] };
}

/** A course's modules, quizzes and projects as the achievement's criteria. */
async function criteriaNarrative(db: Executor, courseId: string, courseTitle: string): Promise<string> {
  const modules = await queries.listCriteriaModules(db, courseId);
  const lines = modules.map((module) => {
    const parts = [
      module.quizzes > 0 ? `${module.quizzes} ${module.quizzes === 1 ? "quiz" : "quizzes"} passed` : null,
      module.projects > 0
        ? `${module.projects} ${module.projects === 1 ? "project" : "projects"} approved by an instructor`
        : null,
    ].filter(Boolean);
    return `- ${module.title}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
  });
  return [
    `Completed every required lesson, quiz and project of the course "${courseTitle}" at ${academyName}.`,
    ...(lines.length > 0 ? ["", "Modules:", ...lines] : []),
  ].join("\n");
}

const absolute = (config: CredentialConfig, url: string) => new URL(url, config.publicUrl).href;

/** The unsigned OpenBadgeCredential of a certificate. */
async function buildCredential(
  db: Executor,
  config: CredentialConfig,
  certificate: NonNullable<Awaited<ReturnType<typeof queries.findCertificateForCredential>>>,
  row: { credentialId: string; statusIndex: number; salt: string },
): Promise<Record<string, unknown>> {
  const origin = originOf(config);
  const courseUrl = `${origin}/courses/${certificate.courseId}`;
  const standards = (certificate.standards ?? "")
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: `urn:uuid:${row.credentialId}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: certificate.courseTitle,
    issuer: {
      id: didOf(config.publicUrl),
      type: ["Profile"],
      name: academyName,
      url: `${origin}/`,
      email: config.contactEmail,
      image: { id: `${origin}/icons/icon-512.png`, type: "Image" },
    },
    validFrom: certificate.issueDate.toISOString(),
    credentialSubject: {
      type: ["AchievementSubject"],
      name: certificate.studentName,
      identifier: [
        {
          type: "IdentityObject",
          identityHash: identityHashOf(certificate.email, row.salt),
          identityType: "emailAddress",
          hashed: true,
          salt: row.salt,
        },
      ],
      achievement: {
        id: courseUrl,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: certificate.courseTitle,
        description: certificate.courseDescription,
        criteria: { narrative: await criteriaNarrative(db, certificate.courseId, certificate.courseTitle) },
        image: {
          id: absolute(config, certificate.courseImageUrl ?? "/images/certificate-card.svg"),
          type: "Image",
        },
        ...(standards.length > 0
          ? {
              alignment: standards.map((name) => ({
                type: ["Alignment"],
                targetName: name,
                targetUrl: `${courseUrl}#standards`,
              })),
            }
          : {}),
      },
    },
    evidence: [
      {
        id: certificatePageUrl(config, certificate.certId),
        type: ["Evidence"],
        name: `Certificate ${certificate.certId}`,
      },
    ],
    credentialStatus: {
      id: `${statusListUrl(config)}#${row.statusIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(row.statusIndex),
      statusListCredential: statusListUrl(config),
    },
  };
}

/** The certificate's credential row, made on first need (one per certificate, whoever races). */
async function credentialRowOf(db: Executor, certificateId: string) {
  let row = await queries.findCredentialRow(db, certificateId);
  if (!row) {
    await queries.insertCredentialRow(db, certificateId, randomBytes(16).toString("hex"));
    row = await queries.findCredentialRow(db, certificateId);
    if (!row) throw new Error("credential row missing after insert");
  }
  return row;
}

/**
 * A certificate's signed OpenBadgeCredential as JSON text: signed on the first request (those
 * issued before credentials existed too) and stored, so every request gets the same bytes.
 */
export async function getSignedCredential(db: Executor, config: CredentialConfig, certId: string): Promise<string> {
  const { certId: normalised } = await enrolments.getCertificate(db, certId);
  const certificate = await queries.findCertificateForCredential(db, normalised);
  if (!certificate) throw notFound("Certificate");
  const row = await credentialRowOf(db, certificate.id);
  if (row.signed) return row.signed;
  const signed = await sign(db, config, await buildCredential(db, config, certificate, row));
  await queries.storeSignedCredential(db, certificate.id, JSON.stringify(signed));
  const stored = await queries.findCredentialRow(db, certificate.id);
  return stored!.signed!;
}

async function makeStatusList(db: Executor, config: CredentialConfig): Promise<string> {
  const list = new BitstringStatusList({ length: STATUS_LIST_LENGTH });
  for (const index of await queries.listRevokedIndexes(db)) list.setStatus(index, true);
  const unsigned = await createCredential({
    id: statusListUrl(config),
    list,
    statusPurpose: "revocation",
    context: VC_BSL_VC_V2_CONTEXT,
  });
  const signed = await sign(db, config, {
    ...unsigned,
    issuer: didOf(config.publicUrl),
    validFrom: new Date().toISOString(),
  });
  return JSON.stringify(signed);
}

/** The signed Bitstring Status List credential (made once, remade on each revocation). */
export async function getStatusList(db: Database, config: CredentialConfig, id: number): Promise<string> {
  if (id !== STATUS_LIST_ID) throw notFound("Status list");
  const stored = await queries.findStatusList(db, id);
  if (stored?.signed) return stored.signed;
  return db.transaction(async (tx) => {
    await queries.lockStatusList(tx, id);
    const locked = await queries.findStatusList(tx, id);
    if (locked?.signed) return locked.signed;
    const signed = await makeStatusList(tx, config);
    await queries.saveStatusList(tx, id, signed);
    return signed;
  });
}

/** Admins' certificate search, newest first (CERTIFICATE_LIST_LIMIT at most). */
export function searchCertificates(db: Executor, filters: { search?: string; status?: CertificateStatusFilter }) {
  return queries.searchCertificates(db, filters, CERTIFICATE_LIST_LIMIT);
}

/**
 * Revokes a certificate (admins): the certificate records when and why, and the status list is
 * remade in the same transaction, one revocation at a time (the list's row is locked).
 * A second revocation is a conflict.
 */
export async function revokeCertificate(
  db: Database,
  config: CredentialConfig,
  cache: CacheInvalidator,
  certId: string,
  reasonText: string,
): Promise<{ certId: string; revokedAt: Date; revocationReason: RevocationReason }> {
  const { certId: normalised, id } = await enrolments.getCertificate(db, certId);
  const reason: RevocationReason = isRevocationReason(reasonText) ? reasonText : "other";
  const note = isRevocationReason(reasonText) ? null : reasonText;
  // The credential's status index exists before the list is remade, even if nobody asked for it yet.
  await credentialRowOf(db, id);
  const revokedAt = new Date();
  await db.transaction(async (tx) => {
    await queries.lockStatusList(tx, STATUS_LIST_ID);
    const isRevoked = await queries.markRevoked(tx, normalised, { reason, note, at: revokedAt });
    if (!isRevoked) throw conflict("This certificate is already revoked");
    await queries.saveStatusList(tx, STATUS_LIST_ID, await makeStatusList(tx, config));
  });
  await cache.invalidate("certificates");
  return { certId: normalised, revokedAt, revocationReason: reason };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : null);

function parseCredential(input: unknown): Json | null {
  if (typeof input === "string") {
    try {
      return parseCredential(JSON.parse(input) as unknown);
    } catch {
      return null;
    }
  }
  return isObject(input) ? input : null;
}

function detailsOf(credential: Json): VerifyCredentialResponse["details"] {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const achievement = isObject(subject.achievement) ? subject.achievement : {};
  const issuer = isObject(credential.issuer) ? credential.issuer : {};
  const evidence = Array.isArray(credential.evidence) && isObject(credential.evidence[0]) ? credential.evidence[0] : {};
  const certificateUrl = text(evidence.id);
  return {
    recipientName: text(subject.name),
    achievementName: text(achievement.name),
    issuerName: text(issuer.name),
    validFrom: text(credential.validFrom),
    certificateUrl:
      certificateUrl?.startsWith("https://") || certificateUrl?.startsWith("http://") ? certificateUrl : null,
  };
}

function recipientMatchOf(credential: Json, email: string | undefined): boolean | null {
  if (!email) return null;
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const identifiers = Array.isArray(subject.identifier) ? subject.identifier.filter(isObject) : [];
  return identifiers.some((identity) => {
    const salt = typeof identity.salt === "string" ? identity.salt : "";
    return identity.hashed === true && identity.identityHash === identityHashOf(email, salt);
  });
}

/** Whether our status list has the credential's bit set; null when its status isn't ours to read. */
async function isRevokedByStatus(db: Database, config: CredentialConfig, credential: Json): Promise<boolean | null> {
  const status = credential.credentialStatus;
  if (!isObject(status)) return false;
  if (status.type !== "BitstringStatusListEntry" || status.statusListCredential !== statusListUrl(config)) return null;
  const index = Number(status.statusListIndex);
  if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH) return null;
  const list = JSON.parse(await getStatusList(db, config, STATUS_LIST_ID)) as {
    credentialSubject: { encodedList: string };
  };
  const bits = await BitstringStatusList.decode({ encodedList: list.credentialSubject.encodedList });
  return bits.getStatus(index);
}

const failed = (
  reason: VerifyFailureReason,
  details: VerifyCredentialResponse["details"] = null,
  recipientMatches: boolean | null = null,
): VerifyCredentialResponse => ({
  verified: false,
  revoked: reason === "revoked",
  reason,
  recipientMatches,
  details,
});

/**
 * Verifies a credential as anyone may (issue 25): a proof by one of our issuer's published keys
 * over exactly this content, a status that isn't revoked, and (given an email) the recipient's hash.
 */
export async function verifyCredential(
  db: Database,
  config: CredentialConfig,
  input: unknown,
  email: string | undefined,
): Promise<VerifyCredentialResponse> {
  const credential = parseCredential(input);
  const proofs = Array.isArray(credential?.proof) ? (credential.proof as unknown[]) : [credential?.proof];
  const proof = proofs.length === 1 && isObject(proofs[0]) ? proofs[0] : null;
  if (!credential || !proof || !Array.isArray(credential.type) || !credential.type.includes("OpenBadgeCredential")) {
    return failed("malformed");
  }
  const details = detailsOf(credential);
  const recipientMatches = recipientMatchOf(credential, email);
  const issuerId = isObject(credential.issuer) ? credential.issuer.id : credential.issuer;
  const didDocument = await getDidDocument(db, config);
  const method = proof.verificationMethod;
  if (issuerId !== didDocument.id || !didDocument.assertionMethod.includes(method as string)) {
    return failed("unknown_issuer", details, recipientMatches);
  }
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoaderFor(didDocument),
    // The status is read below, from our own list, after the proof.
    checkStatus: () => Promise.resolve({ verified: true }),
  });
  if (!result.verified) {
    return failed(isMalformation(result.error) ? "malformed" : "tampered", details, recipientMatches);
  }
  const revoked = await isRevokedByStatus(db, config, credential);
  if (revoked === null) return failed("malformed", details, recipientMatches);
  if (revoked) return failed("revoked", details, recipientMatches);
  return { verified: true, revoked: false, reason: null, recipientMatches, details };
}

/** An error from reading the credential (unknown context, not a credential) rather than from its proof. */
function isMalformation(error: unknown): boolean {
  const errors = isObject(error) && Array.isArray(error.errors) ? (error.errors as unknown[]) : [error];
  return errors.some(
    (entry) =>
      entry instanceof UnknownDocumentError ||
      (entry instanceof Error &&
        (entry instanceof TypeError ||
          entry.name.startsWith("jsonld.") ||
          /must|required|is not/i.test(entry.message)) &&
        !/signature/i.test(entry.message)),
  );
}

/**
 * A certificate's printable PDF in a language and paper size, kept in the public cache (as
 * base64 text) under the "certificates" topic, so a revocation drops it and the next request
 * makes it again, stamped. The same input gives the same bytes (certificate-pdf.ts).
 */
export async function getCertificatePdf(
  db: Executor,
  cache: Pick<PublicCache, "getText">,
  publicUrl: URL,
  certIdParam: string,
  locale: Locale,
  size: PaperSize,
): Promise<{ certId: string; pdf: Buffer; etag: string }> {
  const certificate = await enrolments.getCertificate(db, certIdParam);
  const entry = await cache.getText(
    `certificate-pdf:${certificate.certId}:${locale}:${size}`,
    ["certificates"],
    async () => {
      const bytes = await renderCertificatePdf(
        {
          certId: certificate.certId,
          studentName: certificate.studentName,
          courseTitle: certificate.courseTitle,
          issueDate: certificate.issueDate,
          revoked: certificate.revokedAt !== null,
          publicUrl: `${publicUrl.origin}/certificates/${certificate.certId}`,
        },
        locale,
        size,
      );
      return Buffer.from(bytes).toString("base64");
    },
  );
  return { certId: certificate.certId, pdf: Buffer.from(entry.body, "base64"), etag: entry.etag };
}
