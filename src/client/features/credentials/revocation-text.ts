import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RevocationReason } from "../../../shared/rules/revocation";

/** The public words for why a certificate was revoked (the certificate page). */
export const revocationReasonText: Record<RevocationReason, MessageDescriptor> = {
  issued_in_error: msg`Issued in error`,
  academic_misconduct: msg`Academic misconduct`,
  identity_mismatch: msg`The recipient's identity could not be confirmed`,
  other: msg`Other`,
};
