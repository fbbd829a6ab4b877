import { useRef, useState } from "react";

/** Field name to message; "form" holds what belongs to no field on screen. */
export type FieldErrors = Record<string, string>;

/**
 * The form kit's state: the values, one error per field, and the form element. Editing a field
 * clears its error; `showErrors` replaces them all (the form's own checks, or the server's
 * answer through `fieldErrors(error)` of lib/api) and moves the focus to the first invalid
 * control. The controls are in components/ui/field.tsx. How a form checks and saves its values
 * is its own: see useAuthoringForm (features/courses) and useRecordForm (components/staff/RecordManager.tsx).
 */
export function useForm<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key as string];
        return next;
      });
    };

  function showErrors(next: FieldErrors) {
    setErrors(next);
    if (Object.keys(next).length === 0) return;
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  /** A text field's value, setter and error, to spread on the field. */
  const field = <K extends keyof V>(key: K) => ({
    value: values[key],
    onValueChange: set(key),
    error: errors[key as string],
  });

  /** A switch's state and setter, to spread on the switch. */
  const toggle = <K extends keyof V>(key: K) => ({ checked: values[key], onCheckedChange: set(key) });

  return { values, setValues, set, field, toggle, errors, showErrors, formRef };
}
