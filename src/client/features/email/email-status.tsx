import { Badge, type BadgeTone } from "../../components/ui/badge";
import type { EmailStatus } from "../../lib/admin-queries";

/** Messages staff may send again (the server agrees: POST /api/admin/emails/:id/resend). */
export const RESENDABLE: readonly EmailStatus[] = ["failed", "kept", "void"];

export const STATUS_LABELS: Record<EmailStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  kept: "Kept",
  void: "Withdrawn",
};

const tones: Record<EmailStatus, BadgeTone> = {
  pending: "teal",
  sent: "success",
  failed: "danger",
  kept: "neutral",
  void: "neutral",
};

/** A message's status; a pending one whose last try failed says it will be retried. */
export function EmailStatusBadge({ email }: { email: { status: EmailStatus; lastError: string | null } }) {
  if (email.status === "pending" && email.lastError) return <Badge tone="warning">Retrying</Badge>;
  return <Badge tone={tones[email.status]}>{STATUS_LABELS[email.status]}</Badge>;
}
