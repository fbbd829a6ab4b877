import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, CalendarX2, Check, CircleCheck, UserX, Video } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import type { MentorSession } from "../../../../shared/contracts/mentor-accounts";
import { instantOfWallClock, wallClockOf } from "../../../../shared/rules/availability";
import { Button, buttonClass } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import type { Wire } from "../../../lib/queries";
import { mentorPortalQueries } from "../queries";

type Session = Wire<MentorSession>;
type Action = "propose" | "cancel" | "completed" | "no_show" | null;

/** The dialog (Radix, the fields) loads when the mentor first opens one, off the page's first load. */
const SessionDialog = lazy(() => import("./SessionDialog"));

/** "2026-12-01T15:30" for an instant, as the mentor's zone's wall clock (a datetime-local value). */
function localInput(instant: number, timeZone: string) {
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 16);
}

/** The instant a datetime-local value names in the mentor's zone. */
function instantOf(value: string, timeZone: string) {
  const wall = Date.parse(`${value}:00Z`);
  return Number.isNaN(wall) ? undefined : new Date(instantOfWallClock(wall, timeZone));
}

function useSessionMutation<Body>(session: Session, path: string, method: "POST" | "PATCH" = "POST") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<Session>(method, `/api/mentor/sessions/${encodeURIComponent(session.id)}${path}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mentorPortalQueries.sessions().queryKey });
    },
  });
}

/**
 * What a mentor can do with one of their sessions (issue 26): confirm it, propose another time,
 * cancel it with a message, open the meeting from 15 minutes before, and after the start record
 * whether it happened, with a private note.
 */
export function SessionActions({ session, timeZone }: { session: Session; timeZone: string }) {
  const { t } = useLingui();
  const [action, setAction] = useState<Action>(null);
  const [when, setWhen] = useState("");
  const [message, setMessage] = useState("");
  const [note, setNote] = useState(session.mentorNote ?? "");
  const [error, setError] = useState<string>();

  const confirm = useSessionMutation<undefined>(session, "/confirm");
  const propose = useSessionMutation<{ scheduledAt: string; message: string }>(session, "/propose");
  const cancel = useSessionMutation<{ message: string }>(session, "/cancel");
  const outcome = useSessionMutation<{ status: "completed" | "no_show"; note: string }>(session, "/outcome");
  const pending = confirm.isPending || propose.isPending || cancel.isPending || outcome.isPending;

  if (session.status !== "scheduled") return null;

  function open(next: Action) {
    setError(undefined);
    setMessage("");
    if (next === "propose") setWhen(localInput(Date.parse(session.scheduledAt) + 24 * 60 * 60 * 1000, timeZone));
    setAction(next);
  }
  const done = (title: string) => () => {
    setAction(null);
    toast({ title });
  };
  const failed = (problem: unknown) => setError(errorMessage(problem));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (action === "propose") {
      const instant = instantOf(when, timeZone);
      if (!instant) return setError(t`Choose a date and time`);
      propose.mutate(
        { scheduledAt: instant.toISOString(), message },
        { onSuccess: done(t`New time proposed`), onError: failed },
      );
    } else if (action === "cancel") {
      if (!message.trim()) return setError(t`Write a message to the student`);
      cancel.mutate({ message }, { onSuccess: done(t`Session cancelled`), onError: failed });
    } else if (action === "completed" || action === "no_show") {
      outcome.mutate({ status: action, note }, { onSuccess: done(t`Session recorded`), onError: failed });
    }
  }

  const titles = {
    propose: t`Propose another time`,
    cancel: t`Cancel this session`,
    completed: t`Mark completed`,
    no_show: t`Record a no-show`,
  };
  const labels = {
    propose: [t`Send proposal`, t`Sending…`],
    cancel: [t`Cancel session`, t`Cancelling…`],
    completed: [t`Mark completed`, t`Saving…`],
    no_show: [t`Record no-show`, t`Saving…`],
  } as const satisfies Record<string, readonly [string, string]>;
  const id = `session-${session.id}`;

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {session.meetingUrl && (
        <a href={session.meetingUrl} target="_blank" rel="noreferrer" className={buttonClass("primary", "sm")}>
          <Video className="h-4 w-4" aria-hidden="true" /> <Trans>Join meeting</Trans>
        </a>
      )}
      {session.canConfirm && (
        <Button
          size="sm"
          disabled={pending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () => toast({ title: t`Session confirmed` }),
              onError: (problem) =>
                toast({ title: t`Couldn't confirm`, description: errorMessage(problem), variant: "destructive" }),
            })
          }
        >
          <Check className="h-4 w-4" aria-hidden="true" /> {confirm.isPending ? t`Confirming…` : t`Confirm`}
        </Button>
      )}
      {session.canPropose && (
        <Button size="sm" variant="outline" onClick={() => open("propose")}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" /> <Trans>Propose another time</Trans>
        </Button>
      )}
      {session.canRecordOutcome && (
        <>
          <Button size="sm" onClick={() => open("completed")}>
            <CircleCheck className="h-4 w-4" aria-hidden="true" /> <Trans>Mark completed</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => open("no_show")}>
            <UserX className="h-4 w-4" aria-hidden="true" /> <Trans>No-show</Trans>
          </Button>
        </>
      )}
      {session.canCancel && (
        <Button size="sm" variant="ghost" className="text-danger" onClick={() => open("cancel")}>
          <CalendarX2 className="h-4 w-4" aria-hidden="true" /> <Trans>Cancel</Trans>
        </Button>
      )}

      {action && (
        <Suspense fallback={null}>
          <SessionDialog
            id={id}
            action={action}
            timeZone={timeZone}
            title={titles[action]}
            labels={labels[action]}
            pending={pending}
            error={error}
            when={when}
            setWhen={setWhen}
            message={message}
            setMessage={setMessage}
            note={note}
            setNote={setNote}
            onClose={() => setAction(null)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </div>
  );
}
