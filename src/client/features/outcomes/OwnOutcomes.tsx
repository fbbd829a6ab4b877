import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { MyOutcome } from "../../../shared/contracts/outcomes";
import type { EmploymentStatus } from "../../../shared/rules/outcomes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import type { Wire } from "../../lib/queries";
import { OutcomeFields, outcomeBodyOf } from "./OutcomeFields";
import { myOutcomesQueryOptions } from "./queries";

type Point = Wire<MyOutcome>;

/** A point the student may answer: its follow-up went (or is due), or it was answered already. */
const isOpen = (point: Point, now: number) =>
  point.status !== null && (point.status !== "scheduled" || (point.dueAt !== null && Date.parse(point.dueAt) <= now));

/**
 * The dashboard's "After your courses" (issue 24): each follow-up that is due, with the answer
 * recorded (the student's or staff's, from a call), to answer or correct here. Nothing shows
 * while none is due.
 */
export function OwnOutcomes() {
  const { t } = useLingui();
  const points = useQuery(myOutcomesQueryOptions());
  const [now] = useState(() => Date.now());
  const open = (points.data ?? []).filter((point) => isOpen(point, now));
  if (open.length === 0) return null;
  const employmentText: Record<EmploymentStatus, string> = {
    "full-time": t`Employed full-time`,
    "part-time": t`Employed part-time`,
    "self-employed": t`Self-employed`,
    no: t`Not employed`,
  };
  return (
    <section aria-labelledby="outcomes-heading">
      <h3 id="outcomes-heading" className="mb-3 text-xl font-bold">
        <Trans>After your courses</Trans>
      </h3>
      <div className="space-y-3">
        {open.map((point) => {
          const { courseTitle, months } = point;
          return (
            <Card key={`${point.courseId}-${point.months}`} className="p-4">
              <h4 className="font-semibold">
                <Trans>
                  {courseTitle}: {months} months after
                </Trans>
              </h4>
              {point.answer ? (
                <p className="mt-1 text-sm text-ink-muted">
                  {employmentText[point.answer.employment]}
                  {" · "}
                  {point.answer.inEducation ? t`In education or training` : t`Not in education or training`}
                  {point.answer.hourlyWage ? ` · $${point.answer.hourlyWage}/h` : ""}
                  {point.answer.source === "staff" ? ` · ${t`recorded by staff after a call`}` : ""}
                </p>
              ) : (
                <p className="mt-1 text-sm text-ink-muted">
                  <Trans>Tell us whether you are working or studying now. It takes a minute.</Trans>
                </p>
              )}
              <PointForm point={point} />
            </Card>
          );
        })}
      </div>
    </section>
  );
}

function PointForm({ point }: { point: Point }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof outcomeBodyOf>) =>
      apiRequest("PUT", `/api/outcomes/mine/${point.courseId}/${point.months}`, body),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: t`Thank you! Your answers were saved.` });
      await invalidate(queryClient, ["/api/outcomes/mine"]);
    },
    onError: (error) =>
      toast({ title: t`Your answers were not saved`, description: errorMessage(error), variant: "destructive" }),
  });
  const idPrefix = `outcome-${point.courseId}-${point.months}`;
  if (!isOpen) {
    return (
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {point.answer ? t`Correct my answers` : t`Answer`}
      </Button>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(outcomeBodyOf(event.currentTarget));
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <OutcomeFields idPrefix={idPrefix} defaults={point.answer ?? {}} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save my answers</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
