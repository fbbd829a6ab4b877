/** The form kit's choices (see field.tsx): a select, radio buttons and an on/off switch. */
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { controlProps, Field, FieldError, type BaseProps } from "./field";
import { NativeSelect } from "./form";
import { Switch } from "./switch";

export function SelectField({ options, ...props }: BaseProps & { options: { value: string; label: string }[] }) {
  return (
    <Field {...props}>
      <NativeSelect {...controlProps(props)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** An on/off setting: the switch, then its label and hint beside it. */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
  hint,
  className,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="mt-0.5"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A small set of choices as radio buttons in a fieldset. */
export function ChoiceField<T extends string>({
  name,
  legend,
  value,
  onValueChange,
  choices,
  error,
  className,
}: {
  name: string;
  legend: string;
  value: T;
  onValueChange: (value: T) => void;
  choices: { value: T; label: string }[];
  error?: string;
  className?: string;
}) {
  return (
    <fieldset className={className} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border px-3 text-sm font-medium",
              value === choice.value ? "border-teal-700 bg-teal-50 text-teal-900" : "border-line bg-white text-ink",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValueChange(choice.value)}
              className="h-4 w-4 accent-teal-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={name} error={error} />
    </fieldset>
  );
}
