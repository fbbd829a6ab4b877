import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Award, BadgeCheck, Ban, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Input, Label, NativeSelect, Textarea } from "../../../components/ui/form";
import { toast } from "../../../components/ui/use-toast";
import { ListState } from "../../../components/staff/ListState";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api";
import { invalidate } from "../../../lib/cache-updates";
import { useIntlLocale } from "../../../lib/i18n";
import { adminQueries, type CertificateStatusFilter, type WireAdminCertificate } from "../../../lib/admin-queries";
import { CERTIFICATE_LIST_LIMIT, certificateStatusFilters } from "../../../../shared/contracts/credentials";
import { revocationReasons, type RevocationReason } from "../../../../shared/rules/revocation";
import { revocationReasonText } from "../revocation-text";

export const CERTIFICATES_PATH = "/admin/certificates";

/** The list's filters as the address carries them (the search form is a plain GET form). */
export function certificateFiltersOf(search: URLSearchParams): { search: string; status: CertificateStatusFilter } {
  const status = search.get("status");
  return {
    search: (search.get("search") ?? "").trim().slice(0, 200),
    status: certificateStatusFilters.find((value) => value === status) ?? "all",
  };
}

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

function CertificateRow({
  certificate,
  onRevoke,
}: {
  certificate: WireAdminCertificate;
  onRevoke: (certificate: WireAdminCertificate) => void;
}) {
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  const issued = longDate(certificate.issueDate, locale);
  const revokedOn = certificate.revokedAt ? longDate(certificate.revokedAt, locale) : null;
  const reason = certificate.revocationReason ? i18n._(revocationReasonText[certificate.revocationReason]) : "";
  const note = certificate.revocationNote;
  const course = certificate.courseTitle;
  return (
    <li>
      <Card
        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
        data-testid={`certificate-${certificate.certId}`}
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono font-bold">
              <a href={`/certificates/${certificate.certId}`} className="underline-offset-2 hover:underline">
                {certificate.certId}
              </a>
            </h2>
            {revokedOn ? (
              <Badge tone="danger">
                <Trans>Revoked</Trans>
              </Badge>
            ) : (
              <Badge tone="success">
                <Trans>Valid</Trans>
              </Badge>
            )}
          </div>
          <p className="mt-1 font-semibold break-words">{certificate.studentName}</p>
          <p className="text-sm break-all text-ink-muted">{certificate.email}</p>
          <p className="mt-1 text-sm break-words">
            <Trans>
              {course}, issued on {issued}
            </Trans>
          </p>
          {revokedOn && (
            <p className="mt-2 text-sm text-danger">
              <Trans>
                Revoked on {revokedOn}. Reason: {reason}
              </Trans>
              {note && (
                <>
                  {" "}
                  <span className="text-ink-muted">
                    <Trans>(noted: “{note}”)</Trans>
                  </span>
                </>
              )}
            </p>
          )}
        </div>
        {!revokedOn && (
          <Button variant="outline" size="sm" className="self-start" onClick={() => onRevoke(certificate)}>
            <Ban className="h-4 w-4" aria-hidden="true" /> <Trans>Revoke</Trans>
            <span className="sr-only"> {certificate.certId}</span>
          </Button>
        )}
      </Card>
    </li>
  );
}

/**
 * The revoke step: a reason (a category, or the admin's own words, kept private and shown as
 * "Other"), then confirm. A certificate someone else revoked meanwhile (409) says so here.
 */
function RevokeDialog({ certificate, onClose }: { certificate: WireAdminCertificate | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<RevocationReason | "">("");
  const [words, setWords] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: ({ certId, body }: { certId: string; body: string }) =>
      apiRequest("POST", `/api/admin/certificates/${encodeURIComponent(certId)}/revoke`, { reason: body }),
    onSuccess: async (_result, { certId }) => {
      toast({ title: t`Certificate Revoked`, description: t`${certId} now shows as revoked to anyone who checks it.` });
      close();
      await invalidate(queryClient, ["/api/admin/certificates", "/api/certificates", "/api/user/certificates"]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setProblem(t`This certificate was already revoked, perhaps by another admin. The list now shows it.`);
        await invalidate(queryClient, ["/api/admin/certificates"]);
      } else {
        setProblem(errorMessage(error));
      }
    },
  });

  const close = () => {
    setReason("");
    setWords("");
    setProblem(null);
    revoke.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!certificate || !reason) {
      setProblem(t`Choose why the certificate is revoked.`);
      return;
    }
    if (reason === "other" && !words.trim()) {
      setProblem(t`Say why in your own words.`);
      return;
    }
    setProblem(null);
    revoke.mutate({ certId: certificate.certId, body: reason === "other" ? words.trim() : reason });
  };

  const conflict = revoke.error instanceof ApiError && revoke.error.status === 409;
  const certId = certificate?.certId ?? "";
  const student = certificate?.studentName ?? "";
  const course = certificate?.courseTitle ?? "";
  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => !open && !revoke.isPending && close()}>
      {certificate && (
        <DialogContent
          title={t`Revoke certificate ${certId}?`}
          description={t`${student}, ${course}. Its public page, its PDF and anyone verifying its credential will show it as revoked, with the reason's category. This can't be undone.`}
        >
          <form onSubmit={onSubmit} noValidate className="mt-4">
            <fieldset disabled={revoke.isPending || conflict}>
              <legend className="mb-2 font-semibold">
                <Trans>Reason</Trans>
              </legend>
              <div className="grid gap-2">
                {revocationReasons.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-2 rounded-[var(--radius-control)] border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="mt-1"
                    />
                    <span>{i18n._(revocationReasonText[value])}</span>
                  </label>
                ))}
              </div>
              {reason === "other" && (
                <div className="mt-3">
                  <Label htmlFor={`${id}-words`}>
                    <Trans>Why, in your own words</Trans>
                  </Label>
                  <Textarea
                    id={`${id}-words`}
                    value={words}
                    maxLength={500}
                    rows={3}
                    aria-describedby={`${id}-words-note`}
                    onChange={(event) => setWords(event.target.value)}
                  />
                  <p id={`${id}-words-note`} className="mt-1 text-sm text-ink-muted">
                    <Trans>Kept for admins only; the public page says “Other”.</Trans>
                  </p>
                </div>
              )}
            </fieldset>
            {problem && (
              <p
                role="alert"
                className="mt-3 rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-danger"
              >
                {problem}
              </p>
            )}
            <DialogFooter
              className="mt-6"
              label={t`Revoke Certificate`}
              pendingLabel={t`Revoking...`}
              isPending={revoke.isPending}
              isDisabled={conflict}
              destructive
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Admins find a certificate by id, student or course, and revoke it (issue 25). */
export function CertificateManager({ filters }: { filters: { search: string; status: CertificateStatusFilter } }) {
  const { t } = useLingui();
  const id = useId();
  const [, navigate] = useLocation();
  const [revoking, setRevoking] = useState<WireAdminCertificate | null>(null);
  const query = useQuery({
    ...adminQueries.certificates(filters.search || undefined, filters.status),
    placeholderData: keepPreviousData,
  });
  const statusLabels: Record<CertificateStatusFilter, string> = {
    all: t`All certificates`,
    valid: t`Valid`,
    revoked: t`Revoked`,
  };

  // Without script the form is a GET to this page; with it, the same address without a reload.
  // The fields are uncontrolled: what was typed before hydration stays and is what is sent.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const searchText = field("search");
    const status = field("status");
    const params = new URLSearchParams();
    if (searchText) params.set("search", searchText);
    if (status && status !== "all") params.set("status", status);
    const query = params.toString();
    navigate(query ? `${CERTIFICATES_PATH}?${query}` : CERTIFICATES_PATH);
  };

  return (
    <>
      <form
        method="get"
        action={CERTIFICATES_PATH}
        onSubmit={onSearch}
        role="search"
        className="mb-5 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <div>
          <Label htmlFor={`${id}-search`}>
            <Trans>Find a certificate</Trans>
          </Label>
          <Input
            id={`${id}-search`}
            name="search"
            type="search"
            maxLength={200}
            defaultValue={filters.search}
            placeholder={t`Certificate ID, student name or email, or course`}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-status`}>
            <Trans>Status</Trans>
          </Label>
          <NativeSelect id={`${id}-status`} name="status" defaultValue={filters.status}>
            {certificateStatusFilters.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          <Search className="h-4 w-4" aria-hidden="true" /> <Trans>Search</Trans>
        </Button>
      </form>

      <ListState query={query} label={t`certificates`}>
        {(certificates, count = certificates.length) =>
          count === 0 ? (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
              <Award className="h-10 w-10 text-ink-muted" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-bold">
                <Trans>No certificates found</Trans>
              </h2>
              <p className="mt-1 text-ink-muted">
                <Trans>
                  Try the certificate ID printed on it, the student&apos;s email, or part of the course title.
                </Trans>
              </p>
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-ink-muted" role="status">
                {certificates.length >= CERTIFICATE_LIST_LIMIT
                  ? t`Showing the newest ${CERTIFICATE_LIST_LIMIT}: search to find others.`
                  : certificates.length === 1
                    ? t`Showing 1 certificate`
                    : t`Showing ${count} certificates`}
              </p>
              <ul className="grid gap-3" aria-label={t`Certificates`}>
                {certificates.map((certificate) => (
                  <CertificateRow key={certificate.certId} certificate={certificate} onRevoke={setRevoking} />
                ))}
              </ul>
            </>
          )
        }
      </ListState>
      <p className="mt-6 flex items-start gap-2 text-sm text-ink-muted">
        <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
        <Trans>
          A revoked certificate stays listed and keeps its public page, which says when and why it was revoked.
        </Trans>
      </p>

      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
