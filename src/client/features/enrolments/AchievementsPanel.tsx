import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, GraduationCap, Lock, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { useLocale } from "../../lib/i18n";
import { queries, type WireCertificate, type WireEnrollment } from "../../lib/queries";
import { useSiteSettings } from "../../lib/site-settings";
import { linkedInAddToProfileUrl } from "../../../shared/rules/linkedin";
import type { Milestone, MilestoneId } from "./dashboard-data";
import { LocalTime } from "../../components/ui/local-time";
import { contentLang } from "../../../shared/rules/locale";
import { OwnOutcomes } from "../outcomes";

const milestoneIcons: Record<MilestoneId, LucideIcon> = {
  "first-enrollment": BookOpen,
  "first-mentorship": Users,
  "first-certification": GraduationCap,
};

/** The milestones' words on screen (dashboard-data.ts keeps the English ones for its rules and tests). */
const milestoneTexts: Record<MilestoneId, { title: MessageDescriptor; description: MessageDescriptor }> = {
  "first-enrollment": { title: msg`First Enrollment`, description: msg`Enroll in your first course.` },
  "first-mentorship": { title: msg`First Mentorship`, description: msg`Book your first session with a mentor.` },
  "first-certification": {
    title: msg`First Certification`,
    description: msg`Complete every required lesson, quiz and project of a course.`,
  },
};

export function AchievementsPanel({ completed, milestones }: { completed: WireEnrollment[]; milestones: Milestone[] }) {
  const { i18n } = useLingui();
  // Each completed course's certificate, for its page (issued when the course is completed).
  const certificates = useQuery({ ...queries.userCertificates(), enabled: completed.length > 0 });
  const certificateOf = (courseId: string) => certificates.data?.find((entry) => entry.courseId === courseId);
  return (
    <div className="space-y-8">
      {completed.length > 0 && <OwnOutcomes />}
      <section aria-labelledby="certificates-heading">
        <h3 id="certificates-heading" className="mb-3 text-xl font-bold">
          <Trans>Course Certificates</Trans>
        </h3>
        {completed.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold">
              <Trans>No certificates yet</Trans>
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>Finish every required lesson, quiz and project of a course to earn its badge.</Trans>
            </p>
          </Card>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {completed.map((enrollment) => (
              <li key={enrollment.id}>
                <Card className="flex items-center gap-3 border-success/30 bg-success-soft/40 p-4">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-success text-white">
                    <Award className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p lang={contentLang(enrollment.course.language)} className="font-bold break-words">
                      {enrollment.course.title}
                    </p>
                    <p className="text-sm text-ink-muted">
                      <Trans>Course completed</Trans>
                      {enrollment.completedAt && (
                        <>
                          {" · "}
                          <LocalTime iso={enrollment.completedAt} />
                        </>
                      )}
                    </p>
                    <CertificateLink
                      certificate={certificateOf(enrollment.courseId)}
                      courseTitle={enrollment.course.title}
                    />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="milestones-heading">
        <h3 id="milestones-heading" className="mb-3 text-xl font-bold">
          <Trans>Milestones</Trans>
        </h3>
        <ul className="grid gap-3 sm:grid-cols-3">
          {milestones.map((milestone) => {
            const Icon = milestone.achieved ? milestoneIcons[milestone.id] : Lock;
            const texts = milestoneTexts[milestone.id];
            return (
              <li key={milestone.id} aria-labelledby={`milestone-${milestone.id}`}>
                <Card
                  className={`flex h-full flex-col items-center p-5 text-center ${milestone.achieved ? "" : "bg-gray-50"}`}
                >
                  <span
                    className={`flex h-12 w-12 items-center justify-center rounded-full ${
                      milestone.achieved ? "bg-amber-100 text-brand-700" : "bg-gray-200 text-gray-600"
                    }`}
                  >
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <p id={`milestone-${milestone.id}`} className="mt-3 font-bold">
                    {i18n._(texts.title)}
                  </p>
                  <p className="mt-1 flex-1 text-sm text-ink-muted">{i18n._(texts.description)}</p>
                  <Badge tone={milestone.achieved ? "success" : "neutral"} className="mt-3">
                    {milestone.achieved ? <Trans>Achieved</Trans> : <Trans>Locked</Trans>}
                  </Badge>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** The certificate page's link, once the certificate is known (issue 23: the certificate was hard to reach). */
function CertificateLink({
  certificate,
  courseTitle,
}: {
  certificate: WireCertificate | undefined;
  courseTitle: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { publicOrigin } = useSiteSettings();
  if (!certificate) return null;
  const certId = certificate.certId;
  // Named with its course, as there is one per completed course; the visible words begin the name.
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
      <Link
        href={`/certificates/${certId}`}
        aria-label={t`View certificate: ${courseTitle}`}
        className="text-teal-800 underline underline-offset-2"
      >
        <Trans>View certificate</Trans>
      </Link>
      {/* The signed Open Badges credential (issue 25), a file to keep and hand over. */}
      <a
        href={`/api/certificates/${certId}/credential`}
        download={`${certId}.credential.json`}
        aria-label={t`Download credential: ${courseTitle}`}
        className="text-teal-800 underline underline-offset-2"
      >
        <Trans>Download credential</Trans>
      </a>
      {/* The printable certificate in the page's language (issue 25): a plain link, no script needed. */}
      <a
        href={`/api/certificates/${certId}/pdf?lang=${locale}`}
        download={`${certId}.pdf`}
        aria-label={t`Download PDF: ${courseTitle}`}
        className="text-teal-800 underline underline-offset-2"
      >
        <Trans>Download PDF</Trans>
      </a>
      {/* LinkedIn's add-to-profile (issue 25), as on the certificate page; not for a revoked one. */}
      {!certificate.revokedAt && (
        <a
          href={linkedInAddToProfileUrl({
            courseTitle: certificate.courseTitle,
            certId,
            issueDate: certificate.issueDate,
            certificateUrl: `${publicOrigin ?? ""}/certificates/${certId}`,
          })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Add to LinkedIn: ${courseTitle}`}
          className="text-teal-800 underline underline-offset-2"
        >
          <Trans>Add to LinkedIn</Trans>
        </a>
      )}
    </p>
  );
}
