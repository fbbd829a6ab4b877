import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";
import type { Locale } from "../../../../shared/rules/locale.js";

/*
 * Students who fall behind (issue 24): the nudge staff send a student (their own words, in the
 * student's language as prefilled) and each instructor's daily digest of newly at-risk students.
 */

/** The friendly message a nudge starts from, in the student's language; staff edit it before sending. */
export function nudgeDraftText(
  locale: Locale,
  data: { studentFirstName: string | null; courseTitle: string; senderName: string },
) {
  const t = mailTexts(locale);
  const name = data.studentFirstName?.trim();
  const course = data.courseTitle;
  return {
    subject: t("Checking in on {course}", { course }),
    message: [
      name ? t("Hello {name},", { name }) : t("Hello there,"),
      t(
        "We noticed you haven't been back to {course} for a while, and we wanted to check in. Everyone gets stuck or busy sometimes.",
        { course },
      ),
      t(
        "Your progress is saved, so you can pick up right where you left off. If something is in the way, just reply to this email or book a session with a mentor: we're happy to help.",
      ),
      t("See you soon,\n{sender}", { sender: data.senderName }),
    ].join("\n\n"),
  };
}

/** A nudge as staff wrote it: paragraphs at blank lines, a link to the course, a way to turn nudges off. */
export function nudgeEmail(
  ctx: MailContext,
  data: {
    student: { id: string; email: string; locale?: string | null };
    course: { id: string; title: string };
    subject: string;
    message: string;
    nudgeId: string;
  },
) {
  const locale = recipientLocale(data.student);
  const t = mailTexts(locale);
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.student.id, notice: "nudges" });
  const paragraphs = data.message
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return renderEmail({
    to: data.student.email,
    kind: "at-risk-nudge",
    category: "notice",
    userId: data.student.id,
    ref: `nudge:${data.nudgeId}`,
    dedupeKey: `nudge:${data.nudgeId}`,
    unsubscribe,
    subject: data.subject,
    element: (
      <EmailLayout
        locale={locale}
        preview={paragraphs[0] ?? data.subject}
        heading={data.subject}
        footer={{
          reason: t("You get this email because you are enrolled in {course} at Trade Skills Academy.", {
            course: data.course.title,
          }),
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        {paragraphs.map((paragraph, index) => (
          <Paragraph key={index}>
            {paragraph.split("\n").map((line, at) => (
              <span key={at}>
                {at > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </Paragraph>
        ))}
        <Action href={appLink(ctx, `/courses/${data.course.id}`)}>{t("Continue the course")}</Action>
      </EmailLayout>
    ),
  });
}

export interface NewlyAtRisk {
  studentName: string;
  courseTitle: string;
  reasons: string[];
}

/** How many students the digest lists by name; the rest are counted. */
export const AT_RISK_DIGEST_LIST_MAX = 25;

/** An instructor's daily digest of students newly at risk in their courses, in their language. */
export function atRiskDigestEmail(
  ctx: MailContext,
  data: {
    recipient: { id: string; email: string; locale?: string | null };
    students: NewlyAtRisk[];
    day: string;
  },
) {
  const locale = recipientLocale(data.recipient);
  const t = mailTexts(locale);
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.recipient.id, notice: "atRiskDigest" });
  const count = data.students.length;
  const rest = count - Math.min(count, AT_RISK_DIGEST_LIST_MAX);
  return renderEmail({
    to: data.recipient.email,
    kind: "at-risk-digest",
    category: "notice",
    userId: data.recipient.id,
    ref: "digest:at-risk",
    dedupeKey: `digest:at-risk:${data.recipient.id}:${data.day}`,
    unsubscribe,
    subject: t("{count, plural, one {1 student is} other {{count} students are}} newly at risk in your courses", {
      count,
    }),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("{count, plural, one {1 student is} other {{count} students are}} newly at risk in your courses.", {
          count,
        })}
        heading={t("Students newly at risk")}
        footer={{
          reason: t("You get this daily digest because you teach courses at Trade Skills Academy."),
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t(
            "{count, plural, one {1 student has} other {{count} students have}} fallen behind since the last digest:",
            { count },
          )}
        </Paragraph>
        {data.students.slice(0, AT_RISK_DIGEST_LIST_MAX).map((student, index) => (
          <Paragraph key={index}>
            {t("• {student} in {course}: {reasons}", {
              student: student.studentName,
              course: student.courseTitle,
              reasons: student.reasons.join("; "),
            })}
          </Paragraph>
        ))}
        {rest > 0 ? <Paragraph>{t("…and {rest} more.", { rest })}</Paragraph> : null}
        <Action href={appLink(ctx, "/admin")}>{t("See students at risk")}</Action>
      </EmailLayout>
    ),
  });
}
