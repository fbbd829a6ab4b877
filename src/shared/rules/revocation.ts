/**
 * Why a certificate was revoked, as the public certificate page names it (issue 25). An admin's
 * reason that is none of these is kept as their note and shown publicly as "other".
 */
export const revocationReasons = ["issued_in_error", "academic_misconduct", "identity_mismatch", "other"] as const;
export type RevocationReason = (typeof revocationReasons)[number];

export const isRevocationReason = (value: string): value is RevocationReason =>
  (revocationReasons as readonly string[]).includes(value);
