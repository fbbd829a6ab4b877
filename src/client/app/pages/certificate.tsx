import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Award, BadgeCheck, Printer, SearchX } from "lucide-react";
import { Link } from "wouter";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Button, buttonClass } from "../../components/ui/button";
import { useIntlLocale, useLocale } from "../../lib/i18n";
import { queries } from "../../lib/queries";
import { useSiteSettings } from "../../lib/site-settings";
import { SITE_NAME, usePageHead } from "../head";
import { revocationReasonText } from "../../features/credentials/revocation-text";
import { linkedInAddToProfileUrl } from "../../../shared/rules/linkedin";
import type { PrefetchContext } from "../routes";

export async function prefetch({ queryClient, params }: PrefetchContext) {
  if (params.certId) await queryClient.prefetchQuery(queries.certificate(params.certId));
}

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

/** Public verification of a certificate, printable as the certificate itself. */
export default function CertificatePage({ params }: { params: Record<string, string> }) {
  const certId = params.certId ?? "";
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const language = useLocale();
  const settings = useSiteSettings();
  const { data: certificate, isLoading, isError } = useQuery(queries.certificate(certId));
  const studentName = certificate?.studentName ?? "";
  const courseTitle = certificate?.courseTitle ?? "";
  const issued = certificate ? longDate(certificate.issueDate, locale) : "";
  const id = certificate?.certId ?? "";
  const standards = certificate?.standards;

  usePageHead(
    certificate
      ? {
          title: `${certificate.studentName}: ${certificate.courseTitle}`,
          description: t`${studentName} earned the ${courseTitle} certificate from Trade Skills Academy on ${issued}. Certificate ${id}.`,
          image: "/images/certificate-card.svg",
        }
      : {
          title: isLoading ? t`Certificate` : t`Certificate Not Found`,
          description: t`Verify a Trade Skills Academy certificate.`,
          status: isError ? 404 : undefined,
          noindex: true,
        },
  );

  if (isLoading) return <PageLoading className="min-h-[60vh]" />;

  if (!certificate) {
    return (
      <PageMessage
        icon={SearchX}
        title={t`Certificate Not Found`}
        actions={
          <Link href="/courses" className={buttonClass("primary")}>
            <Trans>Browse All Courses</Trans>
          </Link>
        }
      >
        <Trans>
          No certificate has the id <span className="font-mono font-semibold">{certId}</span>. Check the id printed on
          the certificate and try again.
        </Trans>
      </PageMessage>
    );
  }

  // The same address on the server and in the browser (window.location differs behind a proxy).
  const origin = settings.publicOrigin ?? "";
  const revokedOn = certificate.revokedAt ? longDate(certificate.revokedAt, locale) : null;
  const reason = certificate.revocationReason ? i18n._(revocationReasonText[certificate.revocationReason]) : "";
  const credentialUrl = `/api/certificates/${certificate.certId}/credential`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {revokedOn ? (
          <div
            role="status"
            className="rounded-lg bg-danger-soft px-4 py-2 text-danger"
            data-testid="certificate-revoked"
          >
            <p className="inline-flex items-center gap-2 font-semibold">
              <Trans>Revoked on {revokedOn}</Trans>
            </p>
            <p className="text-sm">
              <Trans>Reason: {reason}</Trans>
            </p>
          </div>
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" /> <Trans>Verified certificate</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <a
            href={credentialUrl}
            download={`${certificate.certId}.credential.json`}
            className={buttonClass("outline", "sm")}
          >
            <Trans>Download credential</Trans>
          </a>
          {/* The printable certificate in the page's language: a plain link, no script needed. */}
          <a
            href={`/api/certificates/${certificate.certId}/pdf?lang=${language}`}
            download={`${certificate.certId}.pdf`}
            className={buttonClass("outline", "sm")}
          >
            <Trans>Download PDF</Trans>
          </a>
          {!revokedOn && (
            <a
              href={linkedInAddToProfileUrl({
                courseTitle: certificate.courseTitle,
                certId: certificate.certId,
                issueDate: certificate.issueDate,
                certificateUrl: `${origin}/certificates/${certificate.certId}`,
              })}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("outline", "sm")}
            >
              <Trans>Add to LinkedIn</Trans>
            </a>
          )}
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> <Trans>Print certificate</Trans>
          </Button>
        </div>
      </div>

      <article
        aria-labelledby="certificate-title"
        className="relative overflow-hidden rounded-[var(--radius-card)] border-8 border-double border-teal-700 bg-surface px-6 py-10 text-center shadow-[var(--shadow-card)] sm:px-12 sm:py-14 print:border-teal-700 print:shadow-none"
      >
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-white">
          <Award className="h-9 w-9" aria-hidden="true" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-[0.2em] text-teal-700 uppercase">{SITE_NAME}</p>
        <h1 id="certificate-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          <Trans>Certificate of Completion</Trans>
        </h1>
        <p className="mt-6 text-ink-muted">
          <Trans>This certifies that</Trans>
        </p>
        <div className="mt-2 font-display text-3xl font-bold text-brand-700 sm:text-4xl">{certificate.studentName}</div>
        <p className="mt-4 text-ink-muted">
          <Trans>has completed every required lesson, quiz and project of</Trans>
        </p>
        <div className="mt-2 text-2xl font-semibold">{certificate.courseTitle}</div>
        {certificate.standards && (
          <p className="mx-auto mt-4 max-w-xl text-sm text-ink-muted">
            <Trans>Aligned standards: {standards}</Trans>
          </p>
        )}
        <dl className="mx-auto mt-10 grid max-w-lg gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">
              <Trans>Issued</Trans>
            </dt>
            <dd className="font-semibold">{issued}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">
              <Trans>Certificate ID</Trans>
            </dt>
            <dd className="font-mono font-semibold">{certificate.certId}</dd>
          </div>
        </dl>
        <p className="mt-8 text-xs text-ink-muted">
          <Trans>
            Verify at {origin}/certificates/{id}
          </Trans>
        </p>
      </article>

      <div className="mt-8 text-center print:hidden">
        <Link href={`/courses/${certificate.courseId}`} className={buttonClass("link")}>
          <Trans>About this course</Trans>
        </Link>
        <Link href="/verify" className={buttonClass("link")}>
          <Trans>Verify a credential file</Trans>
        </Link>
      </div>
    </div>
  );
}
