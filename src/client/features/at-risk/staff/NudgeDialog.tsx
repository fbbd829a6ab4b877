import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent } from "react";
import { DialogFooter } from "../../../components/ui/dialog";
import { FormMessage, TextAreaField, TextField } from "../../../components/ui/field";
import { LocalTime } from "../../../components/ui/local-time";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidate } from "../../../lib/cache-updates";
import { fieldErrors } from "../../../lib/field-errors";
import { LOCALE_NAMES } from "../../../../shared/rules/locale";
import { NUDGE_MESSAGE_MAX, NUDGE_SUBJECT_MAX } from "../../../../shared/rules/at-risk";
import { AT_RISK_URL, atRiskQueries, studentUrl, type WireNudgeDraft } from "../queries";
import { StudentDialog } from "./StudentDialog";

/** The editable nudge, prefilled in the student's language; sending queues it through the outbox. */
function NudgeForm({
  courseId,
  student,
  draft,
  onSent,
}: {
  courseId: string;
  student: { id: string; name: string };
  draft: WireNudgeDraft;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(draft.subject);
  const [message, setMessage] = useState(draft.message);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = student.name;
  const send = useMutation({
    mutationFn: () => apiRequest("POST", `${studentUrl(courseId, student.id)}/nudge`, { subject, message }),
    onSuccess: async () => {
      toast({ title: t`Nudge sent`, description: t`${name} will get your message by email.` });
      onSent();
      await invalidate(queryClient, [AT_RISK_URL, atRiskQueries.nudge(courseId, student.id)]);
    },
    onError: (error) => {
      const byField = fieldErrors(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: errorMessage(error) });
    },
  });
  const language = LOCALE_NAMES[draft.locale];
  const sentBy = draft.sentToday?.sentBy?.name ?? "—";

  if (draft.optedOut) {
    return (
      <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm">
        <Trans>
          {name} has turned off check-ins from instructors in their email settings, so a nudge can&apos;t be sent. Try
          another way to reach them.
        </Trans>
      </p>
    );
  }
  if (draft.sentToday) {
    return (
      <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm">
        <Trans>
          {name} already got a nudge about this course today (<LocalTime iso={draft.sentToday.sentAt} withTime />, by{" "}
          {sentBy}). You can send another tomorrow.
        </Trans>
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setErrors({});
        send.mutate();
      }}
      className="space-y-4"
    >
      <p className="text-sm text-ink-muted">
        <Trans>
          Written in <span lang={draft.locale}>{language}</span>, the language {name} chose. Edit it as you like.
        </Trans>
      </p>
      <TextField
        id={`${id}-subject`}
        label={t`Subject`}
        value={subject}
        onValueChange={setSubject}
        maxLength={NUDGE_SUBJECT_MAX}
        error={errors.subject}
        required
      />
      <TextAreaField
        id={`${id}-message`}
        label={t`Message`}
        value={message}
        onValueChange={setMessage}
        rows={10}
        maxLength={NUDGE_MESSAGE_MAX}
        error={errors.message}
      />
      <FormMessage error={errors.form} />
      <DialogFooter label={t`Send a nudge`} pendingLabel={t`Sending…`} isPending={send.isPending} />
    </form>
  );
}

/** "Send a nudge" (its button is on the card): a friendly email to a student who fell behind, edited before it goes. */
export function NudgeDialog({
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
  const queryClient = useQueryClient();
  const name = student.name;
  // A fresh draft each time it opens (today's nudge may have gone since).
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: atRiskQueries.nudge(courseId, student.id).queryKey });
  }, [open, courseId, student.id, queryClient]);
  return (
    <StudentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Send a nudge to ${name}`}
      query={atRiskQueries.nudge(courseId, student.id)}
      loading={<Trans>Preparing the message…</Trans>}
      failed={<Trans>We couldn&apos;t prepare the message.</Trans>}
    >
      {(draft) => <NudgeForm courseId={courseId} student={student} draft={draft} onSent={() => onOpenChange(false)} />}
    </StudentDialog>
  );
}
