import { useQuery } from "@tanstack/react-query";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { adminQueries } from "../../../lib/admin-queries";
import { errorMessage } from "../../../lib/api";
import { personName } from "../../../lib/format";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { teamQueries, teamUrl, type CourseInstructor } from "../queries";

/**
 * A course's team (issue 24), for admins on the course's page: the instructors who may edit the
 * course and see its students' work. A course with none is for admins only.
 */
export function CourseTeam({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const team = useQuery(teamQueries.team(courseId));
  const instructors = useQuery(adminQueries.users({ role: "instructor" }));
  // The admin's choice since the last save; the team as stored until they change something.
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const selected = chosen ?? new Set((team.data ?? []).map((member) => member.id));
  const save = useAdminMutation<string[], CourseInstructor[]>({
    request: (userIds) => ({ method: "PUT", url: teamUrl(courseId), body: { userIds } }),
    invalidates: [teamUrl(courseId)],
    success: (saved) => ({
      title: t`Course Team Saved`,
      description:
        saved.length === 0
          ? t`Only admins can work on this course now.`
          : t`${plural(saved.length, { one: "# instructor can work on this course.", other: "# instructors can work on this course." })}`,
    }),
    errorTitle: t`Could Not Save the Team`,
    onSuccess: () => setChosen(null),
  });

  const toggle = (id: string, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...selected]);
  };

  return (
    <Card className="mt-6 p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        <Trans>Course team</Trans>
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        <Trans>
          The instructors chosen here can edit this course and review its students&apos; work. Other instructors
          don&apos;t see it. A course with no instructors is for admins only.
        </Trans>
      </p>
      {team.isPending || instructors.isPending ? (
        <p className="mt-4 text-sm text-ink-muted" aria-busy="true">
          <Trans>Loading the course team…</Trans>
        </p>
      ) : team.isError || instructors.isError ? (
        <p role="alert" className="mt-4 text-sm">
          <Trans>We couldn&apos;t load the course team.</Trans> {errorMessage((team.error ?? instructors.error)!)}
        </p>
      ) : (
        <form className="mt-4" onSubmit={onSubmit}>
          {instructors.data.length === 0 ? (
            <p className="text-sm text-ink-muted">
              <Trans>There are no instructors yet. Give someone the Instructor role on the Users page first.</Trans>
            </p>
          ) : (
            <fieldset>
              <legend className="font-semibold">
                <Trans>Instructors on this course</Trans>
              </legend>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {instructors.data.map((instructor) => {
                  const name = personName(instructor);
                  return (
                    <li key={instructor.id}>
                      <label className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3 py-2">
                        <input
                          type="checkbox"
                          checked={selected.has(instructor.id)}
                          onChange={(event) => toggle(instructor.id, event.target.checked)}
                          className="h-5 w-5 shrink-0 accent-teal-700"
                        />
                        <span className="min-w-0">
                          <span className="block font-medium break-words">{name}</span>
                          {name !== instructor.email && (
                            <span className="block text-sm break-all text-ink-muted">{instructor.email}</span>
                          )}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          <Button type="submit" className="mt-4" disabled={save.isPending || chosen === null}>
            {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save Team</Trans>}
          </Button>
        </form>
      )}
    </Card>
  );
}
