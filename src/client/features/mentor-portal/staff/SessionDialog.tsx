import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormMessage, TextAreaField, TextField } from "../../../components/ui/field";
import { MENTOR_NOTE_MAX, MESSAGE_MAX } from "../../../../shared/rules/mentors";

/** The dialog of one of a session's actions (SessionActions): propose, cancel, or record the outcome with a note. */
export default function SessionDialog({
  id,
  action,
  timeZone,
  title,
  labels,
  pending,
  error,
  when,
  setWhen,
  message,
  setMessage,
  note,
  setNote,
  onClose,
  onSubmit,
}: {
  id: string;
  action: "propose" | "cancel" | "completed" | "no_show";
  timeZone: string;
  title: string;
  labels: readonly [string, string];
  pending: boolean;
  error: string | undefined;
  when: string;
  setWhen: (value: string) => void;
  message: string;
  setMessage: (value: string) => void;
  note: string;
  setNote: (value: string) => void;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(isOpen) => !pending && !isOpen && onClose()}>
      <DialogContent
        title={title}
        description={
          action === "propose"
            ? t`The student accepts or declines from their email or dashboard. Times are in ${timeZone}.`
            : action === "cancel"
              ? t`The student gets your message by email.`
              : t`Your note is private: only the academy's staff read it.`
        }
      >
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {action === "propose" && (
            <>
              <TextField
                id={`${id}-when`}
                label={t`New date and time`}
                type="datetime-local"
                required
                value={when}
                onValueChange={setWhen}
              />
              <TextAreaField
                id={`${id}-message`}
                label={t`Message (optional)`}
                rows={3}
                maxLength={MESSAGE_MAX}
                value={message}
                onValueChange={setMessage}
              />
            </>
          )}
          {action === "cancel" && (
            <TextAreaField
              id={`${id}-message`}
              label={t`Message to the student`}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={message}
              onValueChange={setMessage}
            />
          )}
          {(action === "completed" || action === "no_show") && (
            <TextAreaField
              id={`${id}-note`}
              label={t`Private note (optional)`}
              rows={4}
              maxLength={MENTOR_NOTE_MAX}
              value={note}
              onValueChange={setNote}
            />
          )}
          <FormMessage error={error} />
          <DialogFooter
            label={labels[0]}
            pendingLabel={labels[1]}
            isPending={pending}
            destructive={action === "cancel"}
            cancelLabel={action === "cancel" ? t`Keep session` : undefined}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
