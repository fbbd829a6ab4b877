/**
 * Outbox statuses (db/schema/email.ts stores them; staff filter by them). pending: waiting for its
 * send time or a worker; sent; failed: gave up after its tries (staff may resend); kept: not sent
 * because no SMTP server is configured; void: withdrawn before it went (a cancelled booking's reminder).
 */
export const emailStatuses = ["pending", "sent", "failed", "kept", "void"] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** security: always sent (reset, password changed); the others honour the user's choices. */
export const emailCategories = ["security", "account", "notice", "newsletter"] as const;
export type EmailCategory = (typeof emailCategories)[number];

/**
 * The optional notices a person may turn off (users.emailOptOuts holds these keys). Each maps the
 * outbox kinds it covers, and each notice's List-Unsubscribe stops that notice only. Transactional
 * mail has no key and is always sent, without List-Unsubscribe: security mail (reset, password
 * changed), the welcome, a certificate, and a booking's confirmation and cancellation (so a
 * cancelled session always sends its CANCEL and leaves nobody's calendar). "reviewDigest" is for
 * instructors and admins. ("certificates", a key until issue 23, may remain in old rows: unused.)
 */
export const NOTICE_KINDS = [
  {
    key: "bookings",
    label: "Mentorship session reminders",
    description: "Reminders the day before and 1 hour before a session. Confirmations and cancellations always go.",
    kinds: ["booking-reminder", "booking-reminder-soon"],
    staffOnly: false,
  },
  {
    key: "reviews",
    label: "Project reviews",
    description: "When an instructor reviews a project you submitted.",
    kinds: ["project-reviewed"],
    staffOnly: false,
  },
  {
    key: "followUps",
    label: "Questions after a course",
    description: "A few short questions 6 and 12 months after you finish a course.",
    kinds: ["outcome-follow-up"],
    staffOnly: false,
  },
  {
    key: "reviewDigest",
    label: "Submissions waiting for review",
    description: "At most one digest a day listing the submissions waiting for review.",
    kinds: ["review-digest"],
    staffOnly: true,
  },
  {
    key: "nudges",
    label: "Check-ins from your instructors",
    description: "A friendly message when you haven't been back to a course for a while.",
    kinds: ["at-risk-nudge"],
    staffOnly: false,
  },
  {
    key: "atRiskDigest",
    label: "Students at risk",
    description: "At most one digest a day listing the students newly at risk in your courses.",
    kinds: ["at-risk-digest"],
    staffOnly: true,
  },
] as const;
export type NoticeKey = (typeof NOTICE_KINDS)[number]["key"];
export const noticeKeys = NOTICE_KINDS.map((notice) => notice.key) as [NoticeKey, ...NoticeKey[]];

/** The notice an outbox kind belongs to; undefined for mail nobody can turn off here. */
export function noticeKeyOf(kind: string): NoticeKey | undefined {
  return NOTICE_KINDS.find((notice) => (notice.kinds as readonly string[]).includes(kind))?.key;
}
