import { useQuery } from "@tanstack/react-query";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { AddMemberOutcome } from "../../../../shared/contracts/cohorts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../../../shared/rules/locale";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "../../../components/ui/form";
import { errorMessage } from "../../../lib/api";
import { useIntlLocale, useLocale } from "../../../lib/i18n";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import {
  cohortQueries,
  cohortsUrl,
  cohortUrl,
  type WireAddMembersResult,
  type WireCohort,
  type WireCohortDetail,
} from "../queries";
import { calendarDay } from "../calendar-day";

/**
 * A course's cohorts (issue 24), on the staff course page: each with its dates, places and
 * instructors, a link to its progress board, adding students by pasting addresses, and a form for
 * a new one. A cohort is optional: self-paced students need none.
 */
export function CourseCohorts({ courseId }: { courseId: string }) {
  const headingId = useId();
  const cohorts = useQuery(cohortQueries.list(courseId));
  return (
    <Card className="mt-6 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          <Trans>Cohorts</Trans>
        </h2>
        <Link href={`/admin/courses/${courseId}/progress`} className={buttonClass("outline", "sm")}>
          <Trans>Progress board</Trans>
        </Link>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        <Trans>
          A cohort is a group of students who take the course together, with dates. Students can still enrol on their
          own without one.
        </Trans>
      </p>
      {cohorts.isPending ? (
        <p className="mt-4 text-sm text-ink-muted" aria-busy="true">
          <Trans>Loading the cohorts…</Trans>
        </p>
      ) : cohorts.isError ? (
        <p role="alert" className="mt-4 text-sm">
          <Trans>We couldn&apos;t load the cohorts.</Trans> {errorMessage(cohorts.error)}
        </p>
      ) : cohorts.data.length === 0 ? (
        <p className="mt-4 text-sm">
          <Trans>No cohorts yet.</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {cohorts.data.map((cohort) => (
            <li key={cohort.id}>
              <CohortCard courseId={courseId} cohort={cohort} />
            </li>
          ))}
        </ul>
      )}
      <NewCohortForm courseId={courseId} />
    </Card>
  );
}

function CohortCard({ courseId, cohort }: { courseId: string; cohort: WireCohort }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { memberCount, capacity } = cohort;
  const instructorNames = cohort.instructors.map((instructor) => instructor.name).join(", ");
  const places =
    capacity === null ? (
      <Trans>{memberCount} students</Trans>
    ) : (
      <Trans>
        {memberCount} of {capacity} places taken
      </Trans>
    );
  return (
    <div className="rounded-md border border-line p-4">
      <h3 className="text-lg font-semibold break-words">{cohort.name}</h3>
      <p className="text-sm text-ink-muted">
        <DateRange from={cohort.startsOn} to={cohort.endsOn} /> · {places}
      </p>
      {cohort.instructors.length > 0 && (
        <p className="text-sm break-words">
          <Trans>Instructors: {instructorNames}</Trans>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={`/admin/courses/${courseId}/progress?cohort=${cohort.id}`} className={buttonClass("outline", "sm")}>
          <Trans>Progress board</Trans>
        </Link>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <Trans>Close</Trans> : <Trans>Add students</Trans>}
        </Button>
      </div>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && <CohortPanel courseId={courseId} cohortId={cohort.id} />}
      </div>
    </div>
  );
}

/** "1 Mar 2027 – 30 Jun 2027" in the page's language (the days are calendar dates, no time zone). */
export function DateRange({ from, to }: { from: string; to: string }) {
  const intl = useIntlLocale();
  const format = (day: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: "UTC" }).format(calendarDay(day));
  return (
    <>
      <time dateTime={from}>{format(from)}</time> – <time dateTime={to}>{format(to)}</time>
    </>
  );
}

function CohortPanel({ courseId, cohortId }: { courseId: string; cohortId: string }) {
  const { t } = useLingui();
  const detail = useQuery(cohortQueries.detail(courseId, cohortId));
  const pageLocale = useLocale();
  const [emails, setEmails] = useState("");
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [result, setResult] = useState<WireAddMembersResult | null>(null);
  const textId = useId();
  const localeId = useId();
  const add = useAdminMutation<{ emails: string; locale: Locale }, WireAddMembersResult>({
    request: (body) => ({ method: "POST", url: `${cohortUrl(courseId, cohortId)}/members`, body }),
    invalidates: [cohortsUrl(courseId), `/api/staff/courses/${courseId}/progress`],
    success: (answer) => {
      const added = answer.results.filter((entry) => entry.outcome === "added").length;
      const invited = answer.results.filter((entry) => entry.outcome === "invited").length;
      return {
        title: t`Students Added`,
        description: t`${plural(added, { one: "# added", other: "# added" })}, ${plural(invited, { one: "# invited", other: "# invited" })}.`,
      };
    },
    errorTitle: t`Could Not Add Students`,
    onSuccess: (answer) => {
      setResult(answer);
      setEmails("");
    },
  });
  const remove = useAdminMutation<string>({
    request: (userId) => ({ method: "DELETE", url: `${cohortUrl(courseId, cohortId)}/members/${userId}` }),
    invalidates: [cohortsUrl(courseId), `/api/staff/courses/${courseId}/progress`],
    success: () => ({ title: t`Removed From the Cohort`, description: t`They stay enrolled in the course.` }),
    errorTitle: t`Could Not Remove the Student`,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ emails, locale });
  };

  return (
    <div className="mt-4 grid gap-4">
      <form onSubmit={onSubmit} className="grid gap-3">
        <div>
          <Label htmlFor={textId}>
            <Trans>Email addresses</Trans>
          </Label>
          <Textarea
            id={textId}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            aria-describedby={`${textId}-hint`}
            required
          />
          <p id={`${textId}-hint`} className="mt-1 text-sm text-ink-muted">
            <Trans>
              One address, or a list pasted from a spreadsheet or an email: separate them with new lines, commas or
              spaces. Addresses without an account get an invitation to sign up.
            </Trans>
          </p>
        </div>
        <div className="max-w-xs">
          <Label htmlFor={localeId}>
            <Trans>Language of the invitations</Trans>
          </Label>
          <NativeSelect id={localeId} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="justify-self-start" disabled={add.isPending || emails.trim() === ""}>
          {add.isPending ? <Trans>Adding…</Trans> : <Trans>Add to Cohort</Trans>}
        </Button>
      </form>
      {result && <AddResults result={result} />}
      <CohortMembers detail={detail.data} isPending={detail.isPending} onRemove={(id) => remove.mutate(id)} />
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: AddMemberOutcome }) {
  switch (outcome) {
    case "added":
      return <Trans>added</Trans>;
    case "already_in":
      return <Trans>already in this cohort</Trans>;
    case "in_other_cohort":
      return <Trans>already in another cohort of this course</Trans>;
    case "invited":
      return <Trans>invited (no account yet)</Trans>;
    case "invalid_email":
      return <Trans>not a valid email</Trans>;
    case "cohort_full":
      return <Trans>cohort full</Trans>;
    case "not_a_student":
      return <Trans>a staff account, not added</Trans>;
  }
}

function AddResults({ result }: { result: WireAddMembersResult }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} role="status">
      <h4 id={headingId} className="font-semibold">
        <Trans>What happened to each line</Trans>
      </h4>
      <ul className="mt-2 grid gap-1 text-sm">
        {result.results.map((entry, index) => (
          <li key={`${entry.input}-${index}`} className="flex flex-wrap gap-x-2 break-all">
            <span className="font-medium">{entry.email ?? entry.input}</span>
            <span
              className={entry.outcome === "added" || entry.outcome === "invited" ? "text-teal-800" : "text-ink-muted"}
            >
              — <OutcomeText outcome={entry.outcome} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CohortMembers({
  detail,
  isPending,
  onRemove,
}: {
  detail: WireCohortDetail | undefined;
  isPending: boolean;
  onRemove: (userId: string) => void;
}) {
  const { t } = useLingui();
  const removeLabel = (name: string) => t`Remove ${name} from the cohort`;
  if (isPending || !detail) {
    return (
      <p className="text-sm text-ink-muted" aria-busy="true">
        <Trans>Loading the students…</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <div>
        <h4 className="font-semibold">
          <Trans>Students in this cohort</Trans>
        </h4>
        {detail.members.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>None yet.</Trans>
          </p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {detail.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-all">
                  <span className="font-medium">{member.name}</span>
                  {member.name !== member.email && <span className="text-ink-muted"> · {member.email}</span>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(member.id)}
                  aria-label={removeLabel(member.name)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {detail.invitations.length > 0 && (
        <div>
          <h4 className="font-semibold">
            <Trans>Invited, not signed up yet</Trans>
          </h4>
          <ul className="mt-2 grid gap-1 text-sm break-all">
            {detail.invitations.map((invitation) => (
              <li key={invitation.email}>{invitation.email}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function NewCohortForm({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const team = useQuery(cohortQueries.team(courseId));
  const [name, setName] = useState("");
  const [startsOn, setStartsOn] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [capacity, setCapacity] = useState("");
  const [instructorIds, setInstructorIds] = useState<ReadonlySet<string>>(new Set());
  const ids = { name: useId(), startsOn: useId(), endsOn: useId(), capacity: useId() };
  const create = useAdminMutation<Record<string, unknown>, WireCohort>({
    request: (body) => ({ method: "POST", url: cohortsUrl(courseId), body }),
    invalidates: [cohortsUrl(courseId)],
    success: (cohort) => ({ title: t`Cohort Created`, description: cohort.name }),
    errorTitle: t`Could Not Create the Cohort`,
    onSuccess: () => {
      setName("");
      setStartsOn("");
      setEndsOn("");
      setCapacity("");
      setInstructorIds(new Set());
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      name,
      startsOn,
      endsOn,
      capacity: capacity.trim() === "" ? null : Number(capacity),
      instructorIds: [...instructorIds],
    });
  };
  const toggle = (id: string, isOn: boolean) => {
    const next = new Set(instructorIds);
    if (isOn) next.add(id);
    else next.delete(id);
    setInstructorIds(next);
  };

  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-3 border-t border-line pt-5">
      <h3 className="text-lg font-semibold">
        <Trans>New cohort</Trans>
      </h3>
      <div>
        <Label htmlFor={ids.name}>
          <Trans>Name</Trans>
        </Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t`Spring 2027 – evenings`}
          maxLength={120}
          required
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor={ids.startsOn}>
            <Trans>Starts on</Trans>
          </Label>
          <Input
            id={ids.startsOn}
            type="date"
            value={startsOn}
            onChange={(event) => setStartsOn(event.target.value)}
            required
          />
        </div>
        <div>
          <Label htmlFor={ids.endsOn}>
            <Trans>Ends on</Trans>
          </Label>
          <Input
            id={ids.endsOn}
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
            required
          />
        </div>
        <div>
          <Label htmlFor={ids.capacity}>
            <Trans>Places (optional)</Trans>
          </Label>
          <Input
            id={ids.capacity}
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </div>
      </div>
      {team.data && team.data.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold">
            <Trans>Instructors (from the course team)</Trans>
          </legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {team.data.map((instructor) => (
              <li key={instructor.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    checked={instructorIds.has(instructor.id)}
                    onChange={(event) => toggle(instructor.id, event.target.checked)}
                    className="h-5 w-5 shrink-0 accent-teal-700"
                  />
                  <span className="min-w-0 break-words">{instructor.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? <Trans>Creating…</Trans> : <Trans>Create Cohort</Trans>}
      </Button>
    </form>
  );
}
