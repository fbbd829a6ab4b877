import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Completer } from "../../../../shared/contracts/outcomes";
import { REPORT_POINTS } from "../../../../shared/rules/outcomes";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Label, NativeSelect } from "../../../components/ui/form";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidate } from "../../../lib/cache-updates";
import type { Wire } from "../../../lib/queries";
import { OutcomeFields, outcomeBodyOf } from "../OutcomeFields";

type WireCompleter = Wire<Completer>;

const completersQueryOptions = (courseId: string) =>
  queryOptions<WireCompleter[]>({ queryKey: [`/api/staff/courses/${courseId}/completers`] });

const employmentText = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  "self-employed": "Self-employed",
  no: "Not employed",
};

/**
 * A course's completers and their answers, and recording one from a phone call (issue 24): the
 * record keeps who recorded it and that staff did. Reading the list is audited.
 */
export function StaffOutcomes({ courseId }: { courseId: string }) {
  const completers = useQuery(completersQueryOptions(courseId));
  return (
    <section aria-labelledby="impact-completers">
      <h2 id="impact-completers" className="mb-1 text-xl font-bold">
        Completers of this course
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        Record what a student told you on a call; it counts in the report as a staff record.
      </p>
      {completers.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(completers.error)}
        </p>
      ) : !completers.data ? (
        <p className="text-ink-muted">Loading…</p>
      ) : completers.data.length === 0 ? (
        <p className="text-ink-muted">Nobody has completed this course yet.</p>
      ) : (
        <ul className="space-y-3">
          {completers.data.map((person) => (
            <li key={person.userId}>
              <CompleterCard courseId={courseId} person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CompleterCard({ courseId, person }: { courseId: string; person: WireCompleter }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [months, setMonths] = useState<number>(REPORT_POINTS[0]);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof outcomeBodyOf>) =>
      apiRequest("PUT", `/api/staff/courses/${courseId}/outcomes/${person.userId}/${months}`, body),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: `Recorded ${person.name}'s answers at ${months} months` });
      await invalidate(queryClient, [`/api/staff/courses/${courseId}/completers`, "/api/staff/impact"]);
    },
    onError: (error) =>
      toast({ title: "The answers were not recorded", description: errorMessage(error), variant: "destructive" }),
  });
  const current = person.outcomes.find((outcome) => outcome.months === months);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(outcomeBodyOf(event.currentTarget));
  };
  return (
    <Card className="p-4">
      <p className="font-semibold break-words">
        {person.name} <span className="font-normal text-ink-muted">({person.email})</span>
      </p>
      <ul className="mt-1 text-sm text-ink-muted">
        {person.outcomes.length === 0 && <li>No answers yet.</li>}
        {person.outcomes.map((outcome) => (
          <li key={outcome.months}>
            {outcome.months} months: {employmentText[outcome.employment]}
            {outcome.inEducation ? ", in education" : ""}
            {outcome.hourlyWage ? `, $${outcome.hourlyWage}/h` : ""} ({outcome.source === "staff" ? "staff" : "student"}
            )
          </li>
        ))}
      </ul>
      {isOpen ? (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="max-w-xs">
            <Label htmlFor={`months-${person.userId}`}>After</Label>
            <NativeSelect
              id={`months-${person.userId}`}
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {REPORT_POINTS.map((point) => (
                <option key={point} value={point}>
                  {point} months
                </option>
              ))}
            </NativeSelect>
          </div>
          <OutcomeFields key={months} idPrefix={`staff-${person.userId}-${months}`} defaults={current ?? {}} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              Record
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Record a call
        </Button>
      )}
    </Card>
  );
}
