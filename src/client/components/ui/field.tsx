/**
 * The form kit's controls: each labelled, with its hint and error below it and tied to them for
 * screen readers (aria-describedby lists the hint, then the error). Their values and errors come
 * from useForm (lib/use-form.ts): spread `form.field(key)` on a text control, `form.toggle(key)`
 * on a switch. Text entry is here; choices (select, radio buttons, switch) in choice-field.tsx.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Input, Label, Textarea } from "./form";

/** aria props tying a control to its Field's hint and error. */
export function describedBy(id: string, hint?: ReactNode, error?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** A form-wide message (an error that belongs to no field on screen). */
export function FormMessage({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

export interface BaseProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/**
 * The label above a control, and its hint and error below. Give the control the same id and
 * `describedBy(id, hint, error)`; the controls below do that themselves.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: Omit<BaseProps, "value" | "onValueChange"> & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The props that tie a control to its value and to its hint and error. */
export function controlProps({ id, value, onValueChange, hint, error }: BaseProps) {
  return {
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueChange(event.target.value),
    ...describedBy(id, hint, error),
  };
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  ...inputProps
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className">) {
  const field = { id, label, value, onValueChange, hint, error };
  return (
    <Field {...field} className={className}>
      <Input {...inputProps} {...controlProps(field)} className={error ? "border-danger" : undefined} />
    </Field>
  );
}

/** A whole number from 1 to `max`, kept as the text typed (the schema reads it). */
export function CountField(props: Omit<Parameters<typeof TextField>[0], "type" | "min"> & { max: number }) {
  return <TextField {...props} type="number" min={1} />;
}

export function TextAreaField({
  rows = 4,
  maxLength,
  textareaClassName,
  ...props
}: BaseProps & { rows?: number; maxLength?: number; textareaClassName?: string }) {
  return (
    <Field {...props}>
      <Textarea
        rows={rows}
        maxLength={maxLength}
        {...controlProps(props)}
        className={cn(props.error && "border-danger", textareaClassName)}
      />
    </Field>
  );
}
