import { z } from "zod";
import { revocationReasons } from "../rules/revocation.js";
import { said } from "../messages.js";
import { timestamp } from "./common.js";

/** Why a credential did not verify (issue 25); the verify page words each. */
export const verifyFailureReasons = ["malformed", "unknown_issuer", "tampered", "revoked"] as const;
export type VerifyFailureReason = (typeof verifyFailureReasons)[number];

export const verifyCredentialBody = z.object({
  /** The credential as JSON, or its text (a pasted or chosen file). */
  credential: z.unknown(),
  email: z.string().trim().max(254).optional(),
});
export type VerifyCredentialBody = z.infer<typeof verifyCredentialBody>;

export const verifyCredentialResponse = z.object({
  verified: z.boolean(),
  revoked: z.boolean(),
  reason: z.enum(verifyFailureReasons).nullable(),
  /** null: no email was given. */
  recipientMatches: z.boolean().nullable(),
  /** What the credential says, when it could be read: for the verify page's answer. */
  details: z
    .object({
      recipientName: z.string().nullable(),
      achievementName: z.string().nullable(),
      issuerName: z.string().nullable(),
      validFrom: z.string().nullable(),
      certificateUrl: z.string().nullable(),
    })
    .nullable(),
});
export type VerifyCredentialResponse = z.infer<typeof verifyCredentialResponse>;

export const revokeCertificateBody = z.object({
  /** One of the categories, or the admin's own words (then shown publicly as "other"). */
  reason: z.string().trim().min(1).max(500),
});

export const revokeCertificateResponse = z.object({
  certId: z.string(),
  revokedAt: timestamp,
  revocationReason: z.enum(revocationReasons),
});

/** Admins' certificate search (issue 25): by id, student (name or email) or course; newest first. */
export const CERTIFICATE_LIST_LIMIT = 50;
export const certificateStatusFilters = ["all", "valid", "revoked"] as const;
export type CertificateStatusFilter = (typeof certificateStatusFilters)[number];

export const adminCertificateListQuery = z.object({
  search: z.string().trim().max(200, said("Search must be at most 200 characters")).optional(),
  status: z.enum(certificateStatusFilters).optional(),
});

export const adminCertificate = z.object({
  certId: z.string(),
  studentName: z.string(),
  email: z.string(),
  courseTitle: z.string(),
  issueDate: timestamp,
  revokedAt: timestamp.nullable(),
  revocationReason: z.enum(revocationReasons).nullable(),
  /** The admin's own words when the reason was none of the categories (shown to admins only). */
  revocationNote: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
