import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { apiRequest } from "../../lib/api";
import type { CurrentUser, LoginBody, RegisterBody } from "../../../shared/contracts/auth";
import { landingPath } from "../../../shared/rules/auth";
import {
  describeFailure,
  emptyValues,
  fieldNames,
  firstInvalidField,
  pendingLabel,
  submitLabel,
  validateForm,
  type AuthMode,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from "./login-form";
import { localizeAuthErrors, localizeAuthMessage } from "./auth-messages";
import { PasswordInput } from "./password-input";

interface FieldSpec {
  label: MessageDescriptor;
  type: "text" | "email" | "password";
  autoComplete: Record<AuthMode, string>;
  hint?: Partial<Record<AuthMode, MessageDescriptor>>;
  optional?: boolean;
}

const fields: Record<FieldName, FieldSpec> = {
  firstName: { label: msg`First name`, type: "text", autoComplete: { signin: "given-name", register: "given-name" } },
  lastName: {
    label: msg`Last name`,
    type: "text",
    autoComplete: { signin: "family-name", register: "family-name" },
    optional: true,
  },
  email: { label: msg`Email`, type: "email", autoComplete: { signin: "email", register: "email" } },
  password: {
    label: msg`Password`,
    type: "password",
    autoComplete: { signin: "current-password", register: "new-password" },
    hint: { register: msg`At least 8 characters` },
  },
};

type Submission = { mode: "signin"; body: LoginBody } | { mode: "register"; body: RegisterBody };

/** The form-wide message: what went wrong that belongs to no single field. */
interface FormMessage {
  text: string;
  isExistingAccount: boolean;
}

/**
 * Sign in and Create account, as two tabs over one set of values (an email typed on one tab is
 * still there on the other). On success the browser navigates in full to returnTo, so the server
 * renders the signed-in page.
 */
export function AuthForm({
  mode,
  onModeChange,
  returnTo,
  invitation,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  returnTo: string;
  /** The token of the invitation the sign-up link carried (?invitation=), sent with a sign-up. */
  invitation?: string;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<FormMessage | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  // Focus moves after the render that shows the errors, so a screen reader reads the field's message.
  // Each request is a new object, so asking twice for the same field still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ target: FieldName | "message" } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const fieldId = (formMode: AuthMode, field: FieldName) => `${idPrefix}-${formMode}-${field}`;

  const submit = useMutation({
    mutationFn: (submission: Submission) =>
      apiRequest<CurrentUser>(
        "POST",
        submission.mode === "signin" ? "/api/auth/login" : "/api/auth/register",
        submission.body,
      ),
    onSuccess: (user) => {
      setIsRedirecting(true);
      window.location.assign(landingPath(user.role, returnTo));
    },
    onError: (error, submission) => {
      const failure = describeFailure(submission.mode, error);
      setErrors(failure.fieldErrors);
      setFormMessage(
        failure.message
          ? { text: localizeAuthMessage(i18n, failure.message), isExistingAccount: failure.isExistingAccount }
          : null,
      );
      requestFocus(firstInvalidField(submission.mode, failure.fieldErrors) ?? "message");
    },
  });

  useEffect(() => {
    if (!focusRequest) return;
    // A newly selected tab mounts its panel one render later (Radix Presence): wait for that frame.
    const frame = requestAnimationFrame(() => {
      if (focusRequest.target === "message") messageRef.current?.focus();
      else document.getElementById(`${idPrefix}-${mode}-${focusRequest.target}`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, idPrefix, mode]);

  const formRef = useRef<HTMLFormElement>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    // What was typed before the script ran is in the page but not in state: keep it, or the
    // next render would wipe it.
    const typed: Partial<FormValues> = {};
    for (const field of fieldNames) {
      const element = formRef.current?.elements.namedItem(field);
      if (element instanceof HTMLInputElement && element.value !== "") typed[field] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...previous, ...typed }));
    setIsHydrated(true);
  }, []);

  const isPending = submit.isPending || isRedirecting;

  function requestFocus(target: FieldName | "message") {
    setFocusRequest({ target });
  }

  function changeMode(next: AuthMode) {
    if (isPending) return;
    setErrors({});
    setFormMessage(null);
    setFocusRequest(null);
    onModeChange(next);
  }

  function update(field: FieldName, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // An edited field's old message no longer applies.
    if (errors[field] !== undefined) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setFormMessage(null);
    const result = validateForm(mode, values);
    if (!result.ok) {
      setErrors(localizeAuthErrors(i18n, result.errors));
      const firstField = firstInvalidField(mode, result.errors);
      if (firstField) requestFocus(firstField);
      return;
    }
    setErrors({});
    // A sign-up from an invitation's link carries its token: the server applies it to the new account (issue 24).
    submit.mutate(
      result.mode === "register" && invitation ? { ...result, body: { ...result.body, invitation } } : result,
    );
  }

  const form = (formMode: AuthMode) => (
    // method="post": should it ever submit before the script runs, the password stays out of the URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={i18n._(submitLabel[formMode])}
      className="space-y-4"
    >
      {formMessage && (
        <div
          ref={messageRef}
          role="alert"
          tabIndex={-1}
          className="flex gap-3 rounded-[var(--radius-control)] border border-danger/30 bg-danger-soft p-3 text-sm text-danger focus-visible:outline-danger"
        >
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{formMessage.text}</p>
            {formMessage.isExistingAccount && (
              <button
                type="button"
                className="mt-1 cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
                onClick={() => {
                  changeMode("signin");
                  // The email is filled in already: the password is what's left to type.
                  requestFocus("password");
                }}
              >
                <Trans>Sign in instead</Trans>
              </button>
            )}
          </div>
        </div>
      )}

      {formMode === "register" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {renderField(formMode, "firstName")}
          {renderField(formMode, "lastName")}
        </div>
      ) : null}
      {renderField(formMode, "email")}
      {renderField(formMode, "password")}

      {/* Enabled once the page's script runs: before that, a submit would skip every check. */}
      <Button type="submit" size="lg" className="w-full" disabled={isPending || !isHydrated}>
        {i18n._(isPending ? pendingLabel[formMode] : submitLabel[formMode])}
      </Button>
    </form>
  );

  function renderField(formMode: AuthMode, field: FieldName) {
    const spec = fields[field];
    const id = fieldId(formMode, field);
    const error = errors[field];
    const hint = spec.hint?.[formMode];
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
    const inputProps = {
      id,
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      autoComplete: spec.autoComplete[formMode],
      required: !spec.optional,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: "aria-invalid:border-danger aria-invalid:bg-danger-soft/30",
      ...(field === "email" ? { inputMode: "email" as const, autoCapitalize: "none", spellCheck: false } : {}),
    };
    return (
      <div key={field}>
        <Label htmlFor={id}>
          {i18n._(spec.label)}
          {spec.optional && (
            <span className="ml-1 font-normal text-ink-muted">
              <Trans>(optional)</Trans>
            </span>
          )}
        </Label>
        {spec.type === "password" ? <PasswordInput {...inputProps} /> : <Input type={spec.type} {...inputProps} />}
        {hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
            {i18n._(hint)}
          </p>
        )}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
    );
  }

  return (
    <Tabs value={mode} onValueChange={(value) => changeMode(value === "register" ? "register" : "signin")}>
      <TabsList aria-label={t`Sign in or create an account`}>
        <TabsTrigger value="signin" disabled={isPending && mode !== "signin"}>
          <Trans>Sign in</Trans>
        </TabsTrigger>
        <TabsTrigger value="register" disabled={isPending && mode !== "register"}>
          <Trans>Create account</Trans>
        </TabsTrigger>
      </TabsList>
      {(["signin", "register"] as const).map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-6 focus-visible:outline-none">
          {form(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The sign-in form keeps its own field markup rather than components/ui/field.tsx: the kit's
 * shared chunk carries every control of it, and on the sign-in page that cost about 440 B gzip of
 * first-load JavaScript (issue 9 kept every route at or below its weight before the restructure).
 */
function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
