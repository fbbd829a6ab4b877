import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label, NativeSelect } from "../../../components/ui/form";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api";
import type { Availability, AvailabilityWindowInput } from "../../../../shared/contracts/mentor-accounts";
import { mentorPortalQueries } from "../queries";

const WEEKDAYS = [msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`, msg`Sunday`];

type Row = Required<AvailabilityWindowInput> & { key: number };

let nextKey = 1;
/** A window to midnight comes back as ending at "24:00": the time input writes it 00:00 the next day. */
const withKey = (window: Required<AvailabilityWindowInput>): Row =>
  window.end === "24:00" && !window.endsNextDay
    ? { ...window, end: "00:00", endsNextDay: true, key: nextKey++ }
    : { ...window, key: nextKey++ };

/** The zones Intl knows (the browser's list), with the current one first if it is missing. */
function zoneList(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * Weekly windows in the mentor's zone (several a day; "Ends the next day" for one across
 * midnight) and dates off. Saved as a whole; the server checks the set and its messages show
 * under the form.
 */
export function AvailabilityEditor({ availability }: { availability: Availability }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [timeZone, setTimeZone] = useState(availability.timeZone);
  const [rows, setRows] = useState<Row[]>(() => availability.windows.map(withKey));
  const [datesOff, setDatesOff] = useState<string[]>(availability.datesOff);
  const [newDateOff, setNewDateOff] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const zones = useMemo(() => zoneList(availability.timeZone), [availability.timeZone]);

  const save = useMutation({
    mutationFn: () =>
      apiRequest<Availability>("PUT", "/api/mentor/availability", {
        timeZone,
        windows: rows.map(({ key: _key, ...window }) => window),
        datesOff,
      }),
    onSuccess: (saved) => {
      setProblems([]);
      queryClient.setQueryData(mentorPortalQueries.availability().queryKey, saved);
      setRows(saved.windows.map(withKey));
      setDatesOff(saved.datesOff);
      toast({ title: t`Availability saved`, description: t`Your card and booking dialog now follow these windows.` });
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
      const messages = Array.isArray(fieldErrors)
        ? fieldErrors.map((item: { path?: string; message?: string }) => describe(item.path, item.message))
        : [errorMessage(error)];
      setProblems([...new Set(messages)]);
    },
  });

  /** "Window 2: This window overlaps another one" for a window's problem. */
  function describe(path: string | undefined, message: string | undefined) {
    const match = /windows\.(\d+)/.exec(path ?? "");
    const text = message ?? "";
    if (!match) return text;
    const number = Number(match[1]) + 1;
    return t`Window ${number}: ${text}`;
  }

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  function addDateOff() {
    if (!newDateOff) return;
    setDatesOff((current) => [...new Set([...current, newDateOff])].sort());
    setNewDateOff("");
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-zone`}>
          <Trans>Your time zone</Trans>
        </Label>
        <NativeSelect id={`${id}-zone`} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      </div>

      <fieldset className="space-y-3">
        <legend className="font-bold">
          <Trans>Weekly windows</Trans>
        </legend>
        {rows.length === 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>No windows yet: your card shows the availability an admin set.</Trans>
          </p>
        )}
        {rows.map((row, index) => {
          const prefix = `${id}-w${row.key}`;
          const number = index + 1;
          return (
            <Card
              key={row.key}
              className="grid gap-3 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
              role="group"
              aria-label={t`Window ${number}`}
            >
              <div className="space-y-1">
                <Label htmlFor={`${prefix}-day`}>
                  <Trans>Day</Trans>
                </Label>
                <NativeSelect
                  id={`${prefix}-day`}
                  value={row.weekday}
                  onChange={(event) => update(row.key, { weekday: Number(event.target.value) })}
                >
                  {WEEKDAYS.map((day, dayIndex) => (
                    <option key={day.id} value={dayIndex + 1}>
                      {i18n._(day)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <div className="space-y-1">
                  <Label htmlFor={`${prefix}-start`}>
                    <Trans>Start</Trans>
                  </Label>
                  <Input
                    id={`${prefix}-start`}
                    type="time"
                    value={row.start}
                    required
                    onChange={(event) => update(row.key, { start: event.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${prefix}-end`}>
                    <Trans>End</Trans>
                  </Label>
                  <Input
                    id={`${prefix}-end`}
                    type="time"
                    value={row.end}
                    required
                    onChange={(event) => update(row.key, { end: event.target.value })}
                  />
                </div>
              </div>
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={row.endsNextDay}
                    onChange={(event) => update(row.key, { endsNextDay: event.target.checked })}
                  />
                  <Trans>Ends the next day</Trans>
                </label>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span>
                    <Trans>Remove</Trans>
                    <span className="sr-only"> {t`window ${number}`}</span>
                  </span>
                </Button>
              </div>
            </Card>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setRows((current) => [
              ...current,
              withKey({ weekday: current.at(-1)?.weekday ?? 1, start: "09:00", end: "17:00", endsNextDay: false }),
            ])
          }
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          <Trans>Add a window</Trans>
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-bold">
          <Trans>Dates off</Trans>
        </legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-off`}>
              <Trans>Date</Trans>
            </Label>
            <Input
              id={`${id}-off`}
              type="date"
              value={newDateOff}
              onChange={(event) => setNewDateOff(event.target.value)}
            />
          </div>
          <Button type="button" variant="outline" onClick={addDateOff} disabled={!newDateOff}>
            <Trans>Add date off</Trans>
          </Button>
        </div>
        {datesOff.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {datesOff.map((date) => (
              <li key={date}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setDatesOff((current) => current.filter((other) => other !== date))}
                >
                  <time dateTime={date}>{date}</time>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t`Remove date off`}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {problems.length > 0 && (
        <div
          id={`${id}-problems`}
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger"
        >
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <Button type="submit" disabled={!isHydrated || save.isPending}>
        {isHydrated ? <Trans>Save availability</Trans> : <Trans>Loading…</Trans>}
      </Button>
    </form>
  );
}
