import { useRef, useState } from "react";
import type { z } from "zod";
import { checkBody, withFormError, type FieldErrors } from "./form-errors";
import { useAuthoringSave, type AuthoringRequest, type SaveResult } from "./use-authoring-save";

/**
 * One authoring form: its values, its errors by field, and a submit that checks the body with
 * the shared schema before sending it. The first invalid field gets the focus.
 */
export function useAuthoringForm<V extends object>(initial: V, fields: readonly string[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { save, isPending } = useAuthoringSave();

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
    setErrors(withFormError(next, fields));
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(schema: z.ZodType, request: AuthoringRequest): Promise<SaveResult | null> {
    const problems = checkBody(schema, request.body);
    if (problems) {
      showErrors(problems);
      return null;
    }
    const result = await save(request);
    if (result.ok) setErrors({});
    else showErrors(result.errors);
    return result;
  }

  /** A text field's value, setter and error, to spread on the field. */
  const field = <K extends keyof V>(key: K) => ({
    value: values[key],
    onValueChange: set(key),
    error: errors[key as string],
  });

  /** A switch's state and setter, to spread on the switch. */
  const toggle = <K extends keyof V>(key: K) => ({ checked: values[key], onCheckedChange: set(key) });

  return { values, setValues, set, field, toggle, errors, submit, isPending, formRef };
}

export type AuthoringForm<V extends object> = ReturnType<typeof useAuthoringForm<V>>;
