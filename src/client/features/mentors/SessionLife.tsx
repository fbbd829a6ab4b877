import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Star, Video, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { FormMessage, TextAreaField } from "../../components/ui/field";
import { LocalTime } from "../../components/ui/local-time";
import { Stars } from "../../components/ui/stars";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireBooking } from "../../lib/queries";
import { RATING_COMMENT_MAX } from "../../../shared/rules/mentors";

const bookingPath = (booking: WireBooking) => `/api/user/mentor-bookings/${encodeURIComponent(booking.id)}`;

/** The mentor's proposal of another time, with Accept and Decline (issue 26). */
export function PendingProposal({ booking }: { booking: WireBooking }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const proposal = booking.pendingProposal;
  const answer = useMutation({
    mutationFn: (choice: "accept" | "decline") =>
      apiRequest("POST", `${bookingPath(booking)}/proposals/${encodeURIComponent(proposal!.id)}/${choice}`),
    onSuccess: async (_data, choice) => {
      toast({ title: choice === "accept" ? t`New time accepted` : t`New time declined` });
      await invalidate(queryClient, [queries.mentorBookings()]);
    },
    onError: (error) =>
      toast({ title: t`Couldn't send your answer`, description: errorMessage(error), variant: "destructive" }),
  });
  if (!proposal) return null;
  const name = booking.mentor.name;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-ink">
        <Trans>{name} proposed another time:</Trans> <LocalTime iso={proposal.scheduledAt} withTime weekday />
      </p>
      {proposal.message && <p className="mt-1 break-words whitespace-pre-line text-ink-muted">{proposal.message}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate("accept")}>
          <Check className="h-4 w-4" aria-hidden="true" /> <Trans>Accept</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => answer.mutate("decline")}>
          <X className="h-4 w-4" aria-hidden="true" /> <Trans>Decline</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The meeting link, given by the server only from 15 minutes before the start until the end. */
export function JoinMeeting({ booking }: { booking: WireBooking }) {
  if (!booking.meetingUrl) return null;
  return (
    <a href={booking.meetingUrl} target="_blank" rel="noreferrer" className={buttonClass("primary", "sm")}>
      <Video className="h-4 w-4" aria-hidden="true" /> <Trans>Join meeting</Trans>
    </a>
  );
}

/** "Rate this session": 1 to 5 as a radio group and an optional comment, once; the rating after. */
export function RateSession({ booking }: { booking: WireBooking }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const rate = useMutation({
    mutationFn: () => apiRequest("POST", `${bookingPath(booking)}/rating`, { score, comment }),
    onSuccess: async () => {
      toast({ title: t`Thank you for rating this session` });
      await invalidate(queryClient, [queries.mentorBookings()]);
    },
    onError: (problem) => setError(errorMessage(problem)),
  });

  if (booking.rating) {
    const value = booking.rating.score;
    return (
      <p className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
        <Trans>Your rating:</Trans> <Stars rating={value} />
        <span className="sr-only">{t`${value} of 5`}</span>
      </p>
    );
  }
  if (!booking.canRate) return null;
  if (!open) {
    return (
      <Button size="sm" variant="outline" className="mt-2" onClick={() => setOpen(true)}>
        <Star className="h-4 w-4" aria-hidden="true" /> <Trans>Rate this session</Trans>
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (score < 1) return setError(t`Choose from 1 to 5 stars`);
    setError(undefined);
    rate.mutate();
  }
  return (
    <form className="mt-2 space-y-3" onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-sm font-semibold">
          <Trans>Rate this session</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-line has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                className="sr-only"
              />
              <Star
                className={`h-5 w-5 ${value <= score ? "fill-amber-400 text-amber-600" : "text-ink-muted"}`}
                aria-hidden="true"
              />
              <span className="sr-only">{t`${value} of 5`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label={t`Comment (optional)`}
        rows={3}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onValueChange={setComment}
      />
      <FormMessage error={error} />
      <Button type="submit" size="sm" disabled={rate.isPending}>
        {rate.isPending ? t`Sending…` : t`Send rating`}
      </Button>
    </form>
  );
}
