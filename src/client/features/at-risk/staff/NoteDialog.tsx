import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { DialogFooter } from "../../../components/ui/dialog";
import { FormMessage, TextAreaField } from "../../../components/ui/field";
import { LocalTime } from "../../../components/ui/local-time";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidate, putAnswer } from "../../../lib/cache-updates";
import { fieldErrors } from "../../../lib/field-errors";
import { NOTE_MAX } from "../../../../shared/rules/at-risk";
import { AT_RISK_URL, atRiskQueries, studentUrl, type WireNoteAnswer } from "../queries";
import { StudentDialog } from "./StudentDialog";

function NoteForm({
  courseId,
  student,
  answer,
  onSaved,
}: {
  courseId: string;
  student: { id: string; name: string };
  answer: WireNoteAnswer;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(answer.note?.body ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => apiRequest<WireNoteAnswer>("PUT", `${studentUrl(courseId, student.id)}/note`, { body }),
    onSuccess: async (saved) => {
      putAnswer(queryClient, atRiskQueries.note(courseId, student.id), saved);
      toast({ title: saved.note ? t`Note saved` : t`Note removed` });
      onSaved();
      await invalidate(queryClient, [AT_RISK_URL]);
    },
    onError: (error) => {
      const byField = fieldErrors(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: errorMessage(error) });
    },
  });
  const note = answer.note;
  const writer = note?.createdBy?.name ?? "—";
  const editor = note?.updatedBy?.name ?? "—";
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setErrors({});
        save.mutate();
      }}
      className="space-y-4"
    >
      <TextAreaField
        id={`${id}-body`}
        label={t`Note`}
        hint={t`Only this course's team and admins can read it. Leave it empty to remove it.`}
        value={body}
        onValueChange={setBody}
        rows={6}
        maxLength={NOTE_MAX}
        error={errors.body}
      />
      {note && (
        <p className="text-sm text-ink-muted">
          <Trans>
            Written by {writer} on <LocalTime iso={note.createdAt} />; last changed by {editor} on{" "}
            <LocalTime iso={note.updatedAt} withTime />.
          </Trans>
        </p>
      )}
      <FormMessage error={errors.form} />
      <DialogFooter label={t`Save note`} pendingLabel={t`Saving…`} isPending={save.isPending} />
    </form>
  );
}

/** The course team's private note about a student ("called, has no laptop"). */
export function NoteDialog({
  courseId,
  student,
  open,
  onOpenChange,
}: {
  courseId: string;
  student: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const name = student.name;
  return (
    <StudentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Staff note about ${name}`}
      description={t`Private to the course team: the student never sees it.`}
      query={atRiskQueries.note(courseId, student.id)}
      loading={<Trans>Loading the note…</Trans>}
      failed={<Trans>We couldn&apos;t load the note.</Trans>}
    >
      {(answer) => (
        <NoteForm courseId={courseId} student={student} answer={answer} onSaved={() => onOpenChange(false)} />
      )}
    </StudentDialog>
  );
}
