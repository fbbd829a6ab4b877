import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Input, Label, NativeSelect, Textarea } from "../../components/ui/form";
import { errorMessage } from "../../lib/api";
import { isNetworkError, offlineMessages, useIsOnline } from "../offline";
import type { WireMentor } from "../../lib/queries";
import { NOTES_MAX, SCHEDULED_IN_PAST_MESSAGE, TOPIC_MAX } from "../../../shared/rules/mentors";
import {
  BOOKING_FORM_MESSAGES,
  DURATION_MESSAGES,
  DURATION_OPTIONS,
  emptyBookingForm,
  toBookingRequest,
  toDateTimeLocal,
  type BookingForm,
} from "./booking";
import { useBookMentor } from "./use-book-mentor";
import { AvailabilityHint } from "./AvailabilityHint";

/** The booking dialog; its form starts empty each time it opens (Radix unmounts closed content). */
export function BookingDialog({ mentor, onClose }: { mentor: WireMentor | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = mentor?.name ?? "";
  return (
    <Dialog open={mentor !== null} onOpenChange={(open) => !open && onClose()}>
      {mentor && (
        <DialogContent
          title={t`Book a Session with ${name}`}
          description={t`One-on-one sessions are held online. Pick a time that works for you.`}
        >
          <BookingFormView mentor={mentor} onBooked={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function localTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function BookingFormView({ mentor, onBooked }: { mentor: WireMentor; onBooked: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [form, setForm] = useState<BookingForm>(emptyBookingForm);
  const [dateError, setDateError] = useState<string | null>(null);
  // The toast sits outside the modal, where screen readers can't reach it: the refusal shows here too.
  const [serverError, setServerError] = useState<string | null>(null);
  const booking = useBookMentor();
  // Booking needs a connection: offline, Book Session is disabled and the reason shows above it.
  const isOnline = useIsOnline();
  const timeZone = localTimeZone();
  const zoneName = timeZone?.replace(/_/g, " ");
  // The form's own messages (and the server's past-date one, the same words) in the page's language.
  const shownDateError =
    dateError && BOOKING_FORM_MESSAGES[dateError] ? i18n._(BOOKING_FORM_MESSAGES[dateError]) : dateError;

  const ids = {
    date: `${id}-date`,
    dateHelp: `${id}-date-help`,
    dateError: `${id}-date-error`,
    duration: `${id}-duration`,
    topic: `${id}-topic`,
    notes: `${id}-notes`,
  };

  const update = <K extends keyof BookingForm>(key: K, value: BookingForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (booking.isPending || !isOnline) return;
    const request = toBookingRequest(form, new Date());
    if (!request.ok) {
      setDateError(request.error);
      document.getElementById(ids.date)?.focus();
      return;
    }
    setDateError(null);
    setServerError(null);
    booking.mutate(
      { mentorId: mentor.id, body: request.body },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (isNetworkError(error)) {
            setServerError(i18n._(offlineMessages.booking));
            return;
          }
          const message = errorMessage(error);
          if (message === SCHEDULED_IN_PAST_MESSAGE) setDateError(message);
          else setServerError(message);
        },
      },
    );
  };

  return (
    // noValidate: the browser's own bubble would hide the spec's message for a past date.
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={ids.date}>
          <Trans>Preferred Date &amp; Time</Trans>
        </Label>
        <Input
          id={ids.date}
          type="datetime-local"
          required
          min={toDateTimeLocal(new Date())}
          value={form.scheduledAt}
          onChange={(event) => {
            update("scheduledAt", event.target.value);
            setDateError(null);
          }}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${ids.dateError} ${ids.dateHelp}` : ids.dateHelp}
        />
        {dateError && (
          <p id={ids.dateError} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
            {shownDateError}
          </p>
        )}
        <p id={ids.dateHelp} className="mt-1.5 text-xs text-ink-muted">
          {zoneName ? t`Your local time (${zoneName}).` : t`Your local time.`}
        </p>
      </div>

      <div>
        <Label htmlFor={ids.duration}>
          <Trans>Session Duration</Trans>
        </Label>
        <NativeSelect
          id={ids.duration}
          value={String(form.duration)}
          onChange={(event) => update("duration", Number(event.target.value))}
        >
          {DURATION_OPTIONS.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {i18n._(DURATION_MESSAGES[option.value])}
            </option>
          ))}
        </NativeSelect>
      </div>

      <AvailabilityHint
        mentorId={mentor.id}
        name={mentor.name}
        scheduledAt={form.scheduledAt}
        duration={form.duration}
      />

      <div>
        <Label htmlFor={ids.topic}>
          <Trans>Session Topic</Trans>
        </Label>
        <Input
          id={ids.topic}
          value={form.topic}
          maxLength={TOPIC_MAX}
          placeholder={t`e.g. Getting ready for an apprenticeship interview`}
          onChange={(event) => update("topic", event.target.value)}
        />
      </div>

      <div>
        <Label htmlFor={ids.notes}>
          <Trans>Additional Notes (Optional)</Trans>
        </Label>
        <Textarea
          id={ids.notes}
          value={form.notes}
          maxLength={NOTES_MAX}
          rows={3}
          placeholder={t`Anything your mentor should know before you meet`}
          onChange={(event) => update("notes", event.target.value)}
        />
      </div>

      {serverError && (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm font-semibold text-danger"
        >
          {serverError}
        </p>
      )}

      {!isOnline && (
        <p role="status" className="rounded-[var(--radius-control)] bg-brand-50 p-3 text-sm font-semibold">
          {i18n._(offlineMessages.booking)}
        </p>
      )}

      <DialogFooter
        className="pt-2"
        label={t`Book Session`}
        pendingLabel={t`Booking...`}
        isPending={booking.isPending}
        isDisabled={!isOnline}
      />
    </form>
  );
}
