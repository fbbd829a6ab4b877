import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, KeyRound, MailCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { controlProps, Field, FormMessage, TextField } from "../../components/ui/field";
import { apiRequest } from "../../lib/api";
import { useForm } from "../../lib/use-form";
import { useHydrated } from "../../lib/use-hydrated";
import { checkEmail, checkPassword, RESET_LINK_INVALID_MESSAGE } from "../../../shared/rules/auth";
import { localizeAuthErrors, localizeAuthMessage } from "./auth-messages";
import { PasswordInput } from "./password-input";
import { describeResetFailure, type MessageAnswer } from "./password-reset";

/** The card both reset pages sit in: an icon, the h1 (focused when the state changes), a lead. */
function ResetCard({
  icon: Icon,
  title,
  lead,
  headingRef,
  children,
}: {
  icon: typeof KeyRound;
  title: string;
  lead?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold focus-visible:outline-none sm:text-3xl">
        {title}
      </h1>
      {lead && <p className="mt-2 text-ink-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </Card>
  );
}

function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-sm text-ink-muted">
      <Trans>Remembered it?</Trans>{" "}
      <Link href="/login" className="font-semibold text-teal-700 underline underline-offset-2">
        <Trans>Back to sign in</Trans>
      </Link>
    </p>
  );
}

/** Moves the focus to the heading when the view changes after something the person did. */
function useFocusOnChange(view: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(view);
  useEffect(() => {
    if (view !== first.current) headingRef.current?.focus();
  }, [view]);
  return headingRef;
}

/** "Forgot password?": an email, "Send Reset Link", then the API's message in place of the form. */
export function ForgotPassword() {
  const { i18n, t } = useLingui();
  const form = useForm({ email: "" });
  const [formError, setFormError] = useState<string>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const isHydrated = useHydrated();
  const headingRef = useFocusOnChange(sentMessage === null ? "form" : "sent");

  const request = useMutation({
    mutationFn: (email: string) => apiRequest<MessageAnswer>("POST", "/api/auth/forgot-password", { email }),
    onSuccess: (answer) => setSentMessage(localizeAuthMessage(i18n, answer.message)),
    onError: (error) => {
      const failure = describeResetFailure(error, ["email"]);
      form.showErrors(failure.fields);
      setFormError(failure.message === undefined ? undefined : localizeAuthMessage(i18n, failure.message));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setFormError(undefined);
    const email = checkEmail(form.values.email);
    if (email.error !== undefined) return form.showErrors(localizeAuthErrors(i18n, { email: email.error }));
    form.showErrors({});
    request.mutate(email.value);
  }

  if (sentMessage !== null) {
    return (
      <ResetCard icon={MailCheck} title={t`Check your inbox`} headingRef={headingRef}>
        <p role="status" className="rounded-[var(--radius-control)] bg-teal-50 p-3 font-semibold text-teal-900">
          {sentMessage}
        </p>
        <p className="mt-4 text-ink-muted">
          <Trans>
            The link works for 60 minutes. Nothing there? Look in your spam folder, or check the address and try again.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link href="/login" className={buttonClass("primary", "lg")}>
            <Trans>Back to sign in</Trans>
          </Link>
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              request.reset();
              setSentMessage(null);
            }}
          >
            <Trans>Use another email</Trans>
          </Button>
        </div>
      </ResetCard>
    );
  }

  return (
    <ResetCard
      icon={KeyRound}
      title={t`Forgot your password?`}
      lead={t`Enter the email of your account. We'll send you a link to choose a new password.`}
      headingRef={headingRef}
    >
      {/* method="post": should it ever submit before the script runs, the email stays out of the URL. */}
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage error={formError} />
        <TextField
          id="forgot-email"
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field("email")}
        />
        {/* Enabled once the page's script runs: before that, a submit would skip every check. */}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending || !isHydrated}>
          {request.isPending ? t`Sending...` : t`Send Reset Link`}
        </Button>
      </form>
      <BackToSignIn />
    </ResetCard>
  );
}

/** The dead link's message, with the way to ask for a new one. */
function InvalidLink({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const { i18n, t } = useLingui();
  return (
    <ResetCard icon={AlertCircle} title={t`Link not valid`} headingRef={headingRef}>
      <p role="alert" className="rounded-[var(--radius-control)] bg-danger-soft p-3 font-semibold text-danger">
        {localizeAuthMessage(i18n, RESET_LINK_INVALID_MESSAGE)}
      </p>
      <p className="mt-4 text-ink-muted">
        <Trans>Links work once, for 60 minutes, and only the newest one you asked for works.</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link href="/forgot-password" className={buttonClass("primary", "lg")}>
          <Trans>Ask for a new link</Trans>
        </Link>
        <Link href="/login" className={buttonClass("outline", "lg")}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </ResetCard>
  );
}

/**
 * The reset link's page: a new password (sign-up's rules; sign-up asks for no confirmation
 * either, and the field can show what was typed), then a success message with a way to sign in.
 * A link the server no longer takes, on arrival or on submit, shows the dead-link message.
 */
export function ResetPassword({ token, isLinkValid }: { token: string; isLinkValid: boolean }) {
  const { i18n, t } = useLingui();
  const form = useForm({ password: "" });
  const [formError, setFormError] = useState<string>();
  const [view, setView] = useState<"form" | "invalid" | "done">(isLinkValid ? "form" : "invalid");
  const [doneMessage, setDoneMessage] = useState("");
  const isHydrated = useHydrated();
  const headingRef = useFocusOnChange(view);

  const reset = useMutation({
    mutationFn: (password: string) =>
      apiRequest<MessageAnswer>("POST", "/api/auth/reset-password", { token, password }),
    onSuccess: (answer) => {
      setDoneMessage(localizeAuthMessage(i18n, answer.message));
      setView("done");
    },
    onError: (error) => {
      const failure = describeResetFailure(error, ["password"]);
      if (failure.isInvalidLink) return setView("invalid");
      form.showErrors(failure.fields);
      setFormError(failure.message === undefined ? undefined : localizeAuthMessage(i18n, failure.message));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(undefined);
    const password = checkPassword("register", form.values.password);
    if (password.error !== undefined) return form.showErrors(localizeAuthErrors(i18n, { password: password.error }));
    form.showErrors({});
    reset.mutate(password.value);
  }

  if (view === "invalid") return <InvalidLink headingRef={headingRef} />;

  if (view === "done") {
    return (
      <ResetCard icon={CheckCircle2} title={t`Password changed`} headingRef={headingRef}>
        <p role="status" className="rounded-[var(--radius-control)] bg-teal-50 p-3 font-semibold text-teal-900">
          {doneMessage}
        </p>
        <p className="mt-4 text-ink-muted">
          <Trans>For your safety, every device that was signed in has been signed out.</Trans>
        </p>
        <a href="/login" className={`${buttonClass("primary", "lg")} mt-6 w-full`}>
          <Trans>Sign in</Trans>
        </a>
      </ResetCard>
    );
  }

  const password = form.field("password");
  const field = { id: "reset-password", label: t`New password`, hint: t`At least 8 characters`, ...password };
  return (
    <ResetCard
      icon={KeyRound}
      title={t`Choose a new password`}
      lead={t`Pick one you don't use anywhere else. Once it's saved, every device signed in to your account is signed out.`}
      headingRef={headingRef}
    >
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage error={formError} />
        <Field {...field}>
          <PasswordInput
            {...controlProps(field)}
            name="password"
            autoComplete="new-password"
            required
            className={password.error ? "border-danger" : undefined}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !isHydrated}>
          {reset.isPending ? t`Saving...` : t`Set New Password`}
        </Button>
      </form>
      <BackToSignIn />
    </ResetCard>
  );
}
