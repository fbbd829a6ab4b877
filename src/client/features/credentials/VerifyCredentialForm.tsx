import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, Label, Textarea } from "../../components/ui/form";
import { apiRequest, errorMessage } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import type { VerifyCredentialResponse, VerifyFailureReason } from "../../../shared/contracts/credentials";

const failureTexts: Record<VerifyFailureReason, MessageDescriptor> = {
  tampered: msg`The signature does not match: this credential was changed after it was issued.`,
  unknown_issuer: msg`This credential was not signed by Trade Skills Academy's key.`,
  revoked: msg`This credential was revoked by Trade Skills Academy.`,
  malformed: msg`This is not an Open Badges credential we can read.`,
};

/** /verify: paste a credential's JSON or choose its file, optionally an email, and check it (issue 25). */
export function VerifyCredentialForm() {
  const { i18n, t } = useLingui();
  const isHydrated = useHydrated();
  const [text, setText] = useState("");
  const [email, setEmail] = useState("");
  const [fileError, setFileError] = useState<string>();
  const check = useMutation({
    mutationFn: (body: { credential: string; email?: string }) =>
      apiRequest<VerifyCredentialResponse>("POST", "/api/credentials/verify", body),
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (file.size > 200_000) {
      setFileError(t`That file is too large to be a credential.`);
      return;
    }
    setText(await file.text());
    check.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate({ credential: text, ...(email.trim() ? { email: email.trim() } : {}) });
  };

  const result = check.data;
  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-4" aria-label={t`Verify a credential`}>
        <div>
          <Label htmlFor="credential-json">
            <Trans>Credential (JSON)</Trans>
          </Label>
          <Textarea
            id="credential-json"
            required
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              check.reset();
            }}
          />
        </div>
        <div>
          <Label htmlFor="credential-file">
            <Trans>Or choose the credential file</Trans>
          </Label>
          <Input
            id="credential-file"
            type="file"
            accept=".json,application/json,application/vc+ld+json,application/ld+json"
            aria-describedby={fileError ? "credential-file-error" : undefined}
            onChange={(event) => void chooseFile(event)}
          />
          {fileError && (
            <p id="credential-file-error" className="mt-1 text-sm font-medium text-danger">
              {fileError}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="credential-email">
            <Trans>Recipient's email (optional)</Trans>
          </Label>
          <Input
            id="credential-email"
            type="email"
            autoComplete="off"
            aria-describedby="credential-email-hint"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              check.reset();
            }}
          />
          <p id="credential-email-hint" className="mt-1 text-sm text-ink-muted">
            <Trans>
              The credential names its recipient by a hash of their email; we check the email you type against it.
            </Trans>
          </p>
        </div>
        {check.isError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {errorMessage(check.error)}
          </p>
        )}
        <Button type="submit" disabled={!isHydrated || check.isPending}>
          {isHydrated ? <Trans>Verify</Trans> : <Trans>Loading…</Trans>}
        </Button>
      </form>

      <div aria-live="polite">
        {result && (
          <Card
            data-testid="verify-result"
            className={`p-5 ${result.verified ? "border-success/40 bg-success-soft/40" : "border-danger/40 bg-danger-soft/40"}`}
          >
            <h2 className="flex items-center gap-2 text-xl font-bold">
              {result.verified ? (
                <>
                  <Trans>Valid credential</Trans>
                </>
              ) : result.revoked ? (
                <>
                  <Trans>Revoked credential</Trans>
                </>
              ) : (
                <>
                  <Trans>Not valid</Trans>
                </>
              )}
            </h2>
            <p className="mt-2">
              {result.verified ? (
                <Trans>The signature is valid, by Trade Skills Academy, and the credential is not revoked.</Trans>
              ) : (
                result.reason && i18n._(failureTexts[result.reason])
              )}
            </p>
            {result.details && result.reason !== "malformed" && <Details details={result.details} />}
            {result.recipientMatches !== null && (
              <p className="mt-3 font-semibold" data-testid="recipient-match">
                {result.recipientMatches ? (
                  <Trans>The email matches the credential's recipient.</Trans>
                ) : (
                  <Trans>The email does not match the credential's recipient.</Trans>
                )}
              </p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}

function Details({ details }: { details: NonNullable<VerifyCredentialResponse["details"]> }) {
  const { achievementName, recipientName, issuerName, certificateUrl } = details;
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {recipientName && (
        <>
          <dt className="text-ink-muted">
            <Trans>Recipient</Trans>
          </dt>
          <dd className="font-semibold">{recipientName}</dd>
        </>
      )}
      {achievementName && (
        <>
          <dt className="text-ink-muted">
            <Trans>Achievement</Trans>
          </dt>
          <dd className="font-semibold">{achievementName}</dd>
        </>
      )}
      {issuerName && (
        <>
          <dt className="text-ink-muted">
            <Trans>Issuer</Trans>
          </dt>
          <dd className="font-semibold">{issuerName}</dd>
        </>
      )}
      {certificateUrl && (
        <>
          <dt className="text-ink-muted">
            <Trans>Certificate page</Trans>
          </dt>
          <dd>
            <a href={certificateUrl} className="font-semibold break-all text-teal-800 underline underline-offset-2">
              {certificateUrl}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
