import type { z } from "zod";
import { useForm } from "../../lib/use-form";
import { checkBody, withFormError, type FieldErrors } from "./form-errors";
import { useAuthoringSave, type AuthoringRequest, type SaveResult } from "./use-authoring-save";

/**
 * One authoring form, on the form kit (lib/use-form.ts): a submit that checks the body with the
 * shared schema before sending it; errors of fields the form doesn't show (`fields`) become the
 * form's message. The first invalid field gets the focus.
 */
export function useAuthoringForm<V extends object>(initial: V, fields: readonly string[]) {
  const form = useForm(initial);
  const { save, isPending } = useAuthoringSave();
  const showErrors = (next: FieldErrors) => form.showErrors(withFormError(next, fields));

  async function submit(schema: z.ZodType, request: AuthoringRequest): Promise<SaveResult | null> {
    const problems = checkBody(schema, request.body);
    if (problems) {
      showErrors(problems);
      return null;
    }
    const result = await save(request);
    showErrors(result.ok ? {} : result.errors);
    return result;
  }

  return { ...form, submit, isPending };
}

export type AuthoringForm<V extends object> = ReturnType<typeof useAuthoringForm<V>>;
