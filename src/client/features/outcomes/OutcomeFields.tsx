import { Trans, useLingui } from "@lingui/react/macro";
import type { EmploymentStatus } from "../../../shared/rules/outcomes";
import { Input, Label } from "../../components/ui/form";

/** What a form starts with: a stored answer (a correction) or nothing. */
export interface OutcomeDefaults {
  employment?: EmploymentStatus;
  inEducation?: boolean;
  employer?: string | null;
  jobTitle?: string | null;
  hourlyWage?: string | null;
  otherCredential?: string | null;
}

/** A wage as typed: "17.50", "17,50", "$18" (the server checks it again). */
export const WAGE_PATTERN = String.raw`\$?\s*\d{1,3}([.,]\d{1,2})?`;

const radioClass = "h-4 w-4 accent-brand-600";

/**
 * The follow-up's five questions as plain named fields: a native form posts them without script
 * (the emailed link's page), and the dashboard reads them with FormData. Uncontrolled, so the
 * server-rendered form works the same before and after hydration.
 */
export function OutcomeFields({ idPrefix, defaults = {} }: { idPrefix: string; defaults?: OutcomeDefaults }) {
  const { t } = useLingui();
  const employment: { value: EmploymentStatus; label: string }[] = [
    { value: "full-time", label: t`Yes, full-time` },
    { value: "part-time", label: t`Yes, part-time` },
    { value: "self-employed", label: t`Yes, self-employed` },
    { value: "no", label: t`No` },
  ];
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">
          <Trans>Are you employed?</Trans>
        </legend>
        <div className="space-y-2">
          {employment.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3">
              <input
                type="radio"
                name="employment"
                value={option.value}
                required
                defaultChecked={defaults.employment === option.value}
                className={radioClass}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">
          <Trans>Are you in further education or training?</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {[
            { value: "yes", label: t`Yes`, checked: defaults.inEducation === true },
            { value: "no", label: t`No`, checked: defaults.inEducation === false },
          ].map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3">
              <input
                type="radio"
                name="inEducation"
                value={option.value}
                required
                defaultChecked={option.checked}
                className={radioClass}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-ink-muted">
        <Trans>The questions below are optional.</Trans>
      </p>
      <div>
        <Label htmlFor={id("employer")}>
          <Trans>Employer</Trans>
        </Label>
        <Input
          id={id("employer")}
          name="employer"
          maxLength={200}
          defaultValue={defaults.employer ?? ""}
          autoComplete="organization"
        />
      </div>
      <div>
        <Label htmlFor={id("jobTitle")}>
          <Trans>Job title</Trans>
        </Label>
        <Input
          id={id("jobTitle")}
          name="jobTitle"
          maxLength={200}
          defaultValue={defaults.jobTitle ?? ""}
          autoComplete="organization-title"
        />
      </div>
      <div>
        <Label htmlFor={id("hourlyWage")}>
          <Trans>Hourly wage (US dollars)</Trans>
        </Label>
        <Input
          id={id("hourlyWage")}
          name="hourlyWage"
          inputMode="decimal"
          pattern={WAGE_PATTERN}
          maxLength={20}
          defaultValue={defaults.hourlyWage ?? ""}
          aria-describedby={id("hourlyWage-hint")}
        />
        <p id={id("hourlyWage-hint")} className="mt-1 text-sm text-ink-muted">
          <Trans>Before tax, for example 17.50.</Trans>
        </p>
      </div>
      <div>
        <Label htmlFor={id("otherCredential")}>
          <Trans>Another credential you earned</Trans>
        </Label>
        <Input
          id={id("otherCredential")}
          name="otherCredential"
          maxLength={200}
          defaultValue={defaults.otherCredential ?? ""}
          aria-describedby={id("otherCredential-hint")}
        />
        <p id={id("otherCredential-hint")} className="mt-1 text-sm text-ink-muted">
          <Trans>For example a licence or another certificate.</Trans>
        </p>
      </div>
    </div>
  );
}

/** The fields of a submitted form as the API's body. */
export function outcomeBodyOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    employment: text("employment"),
    inEducation: text("inEducation") === "yes",
    employer: text("employer"),
    jobTitle: text("jobTitle"),
    hourlyWage: text("hourlyWage"),
    otherCredential: text("otherCredential"),
  };
}
