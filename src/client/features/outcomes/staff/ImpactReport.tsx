import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { FigureValue, ImpactReport as Report } from "../../../../shared/contracts/outcomes";
import { FEWER_THAN_5 } from "../../../../shared/rules/outcomes";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label, NativeSelect } from "../../../components/ui/form";
import { tableClass } from "../../../components/ui/table";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidate, putAnswer } from "../../../lib/cache-updates";
import { useHydrated } from "../../../lib/use-hydrated";
import { queries, type Wire } from "../../../lib/queries";
import type { PublicFigures } from "../../../../shared/contracts/outcomes";
import { StaffOutcomes } from "./StaffOutcomes";
import { cohortQueries } from "../../cohorts";
import { impactCsvHref, impactQueryOptions, publicFiguresQueryOptions, type ImpactFilter } from "../queries";

/*
 * The impact report (/admin/impact, issue 24): figures for a range of dates and a course, charts
 * (recharts, on this staff page only; drawn after hydration, each with its table), a CSV per figure
 * and of the underlying rows. A group smaller than 5 shows "Fewer than 5", as the API says.
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last twelve months, up to today. */
export function defaultImpactFilter(today = new Date()): ImpactFilter {
  const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return { from: isoDay(from), to: isoDay(today) };
}

export const showFigure = (value: FigureValue, unit: "" | "%" | "$" = "") => {
  if (value === null) return "–";
  if (value === FEWER_THAN_5) return "Fewer than 5";
  if (unit === "%") return `${value}%`;
  if (unit === "$") return `$${value.toFixed(2)}`;
  return value.toLocaleString("en-US");
};

const chartNumber = (value: FigureValue) => (typeof value === "number" ? value : null);

function CsvLink({ filter, figure, children }: { filter: ImpactFilter; figure: string; children: ReactNode }) {
  return (
    <a
      href={impactCsvHref(filter, figure)}
      download
      className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {children}
    </a>
  );
}

export function ImpactReport({ courses, isAdmin }: { courses: { id: string; title: string }[]; isAdmin: boolean }) {
  const [filter, setFilter] = useState<ImpactFilter>(defaultImpactFilter);
  const report = useQuery(impactQueryOptions(filter));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const courseId = field("courseId");
    const cohortId = courseId ? field("cohortId") : "";
    setFilter({
      from: field("from"),
      to: field("to"),
      ...(courseId ? { courseId } : {}),
      ...(cohortId ? { cohortId } : {}),
    });
  };
  // The cohorts of the course chosen in the form (before Show is pressed).
  const [chosenCourse, setChosenCourse] = useState(filter.courseId ?? "");
  const cohorts = useQuery({ ...cohortQueries.list(chosenCourse), enabled: chosenCourse !== "" });
  return (
    <div className="space-y-6">
      <form
        onSubmit={apply}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[repeat(2,minmax(0,0.8fr))_repeat(2,minmax(0,1.2fr))_auto] xl:items-end"
      >
        <div>
          <Label htmlFor="impact-from">From</Label>
          <Input id="impact-from" name="from" type="date" required defaultValue={filter.from} />
        </div>
        <div>
          <Label htmlFor="impact-to">To</Label>
          <Input id="impact-to" name="to" type="date" required defaultValue={filter.to} />
        </div>
        <div>
          <Label htmlFor="impact-course">Course</Label>
          <NativeSelect
            id="impact-course"
            name="courseId"
            defaultValue={filter.courseId ?? ""}
            onChange={(event) => setChosenCourse(event.target.value)}
          >
            <option value="">{isAdmin ? "All courses" : "All my courses"}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="impact-cohort">Cohort</Label>
          <NativeSelect
            id="impact-cohort"
            name="cohortId"
            key={chosenCourse}
            defaultValue={chosenCourse === filter.courseId ? (filter.cohortId ?? "") : ""}
            disabled={chosenCourse === "" || !cohorts.data?.length}
          >
            <option value="">{chosenCourse === "" ? "Choose a course first" : "Every student of the course"}</option>
            {(chosenCourse !== "" ? (cohorts.data ?? []) : []).map((cohort) => (
              <option key={cohort.id} value={cohort.id}>
                {cohort.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">Show</Button>
      </form>
      {report.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 font-medium text-danger">
          {errorMessage(report.error)}
        </p>
      ) : !report.data ? (
        <p className="text-ink-muted">Loading the report…</p>
      ) : (
        <ReportBody report={report.data} filter={filter} />
      )}
      {filter.courseId && <StaffOutcomes key={filter.courseId} courseId={filter.courseId} />}
      {isAdmin && <PublicFiguresSwitch />}
    </div>
  );
}

function ReportBody({ report, filter }: { report: Report; filter: ImpactFilter }) {
  const figures: [string, string][] = [
    ["Students served", showFigure(report.studentsServed)],
    ["Enrolments", showFigure(report.enrolments)],
    ["Completions", showFigure(report.completions)],
    ["Certificates", showFigure(report.certificates)],
    ["Median days to complete", showFigure(report.medianDaysToComplete)],
    ["Follow-up response rate", showFigure(report.followUpResponseRate, "%")],
    ["Median hourly wage", showFigure(report.medianHourlyWage, "$")],
  ];
  return (
    <>
      <section aria-labelledby="impact-figures">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="impact-figures" className="text-xl font-bold">
            Figures, {report.from} to {report.to}
          </h2>
          <div className="flex flex-wrap gap-4">
            <CsvLink filter={filter} figure="summary">
              Figures (CSV)
            </CsvLink>
            <CsvLink filter={filter} figure="rows">
              Underlying rows (CSV)
            </CsvLink>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {figures.map(([label, value]) => (
            <Card key={label} className="p-4">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-bold">{value}</dd>
            </Card>
          ))}
        </dl>
        <p className="mt-2 text-sm text-ink-muted">
          Follow-ups sent {showFigure(report.followUpsSent)}, answered {showFigure(report.followUpsAnswered)}. Outcome
          figures are about the students whose certificate was issued in the range. Any group smaller than 5 shows
          &ldquo;Fewer than 5&rdquo;.
        </p>
      </section>
      <ChartSection
        id="impact-employment"
        title="Employed or in education after the course"
        csv={
          <CsvLink filter={filter} figure="employment">
            Employment (CSV)
          </CsvLink>
        }
        data={report.points.map((point) => ({ label: `${point.months} months`, value: chartNumber(point.percent) }))}
        unit="%"
        table={
          <FigureTable
            caption="Employed or in education after the course, among respondents"
            headers={["After", "Respondents", "Employed or in education", "Percent"]}
            rows={report.points.map((point) => [
              `${point.months} months`,
              showFigure(point.respondents),
              showFigure(point.employedOrInEducation),
              showFigure(point.percent, "%"),
            ])}
          />
        }
      />
      <ChartSection
        id="impact-completions"
        title="Completions by month"
        csv={
          <CsvLink filter={filter} figure="completions-by-month">
            Completions by month (CSV)
          </CsvLink>
        }
        data={report.completionsByMonth.map((month) => ({ label: month.month, value: chartNumber(month.completions) }))}
        unit=""
        table={
          <FigureTable
            caption="Completions by month"
            headers={["Month", "Completions"]}
            rows={report.completionsByMonth.map((month) => [month.month, showFigure(month.completions)])}
          />
        }
      />
    </>
  );
}

/** A chart (after hydration: it measures its box) and the same figures as a table, always. */
function ChartSection({
  id,
  title,
  csv,
  data,
  unit,
  table,
}: {
  id: string;
  title: string;
  csv: ReactNode;
  data: { label: string; value: number | null }[];
  unit: "" | "%";
  table: ReactNode;
}) {
  const isHydrated = useHydrated();
  const hidden = data.filter((entry) => entry.value === null).length;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {csv}
      </div>
      <Card className="p-4">
        <div role="img" aria-label={`${title}: a bar chart of the table below.`} className="h-64 w-full min-w-0">
          {isHydrated && (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis tick={{ fontSize: 12 }} width={40} unit={unit} allowDecimals={false} />
                <Bar dataKey="value" fill="var(--color-teal-700)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          )}
        </div>
        {hidden > 0 && (
          <p className="mt-2 text-sm text-ink-muted">Bars of groups smaller than 5 are left out; the table says so.</p>
        )}
        <div className="mt-4">{table}</div>
      </Card>
    </section>
  );
}

function FigureTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableClass.head}>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={tableClass.th}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tableClass.body}>
          {rows.map((row) => (
            <tr key={row[0]} className={tableClass.row}>
              {row.map((cell, index) => (
                <td key={headers[index]} data-label={headers[index]} className={tableClass.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Admins: the home page's and success stories' figures, fixed (the spec's) or live from this report. */
function PublicFiguresSwitch() {
  const queryClient = useQueryClient();
  const figures = useQuery(publicFiguresQueryOptions());
  const save = useMutation({
    mutationFn: (live: boolean) => apiRequest<Wire<PublicFigures>>("PUT", "/api/admin/impact/public-figures", { live }),
    onSuccess: (answer) => {
      putAnswer(queryClient, publicFiguresQueryOptions(), answer);
      // The home page's and success stories' read, should this tab go there next.
      void invalidate(queryClient, [queries.publicFigures()]);
      toast({
        title: answer.live ? "The public pages now show live figures" : "The public pages show the fixed figures",
      });
    },
    onError: (error) =>
      toast({ title: "Could not change the public figures", description: errorMessage(error), variant: "destructive" }),
  });
  const data = figures.data;
  return (
    <section aria-labelledby="impact-public" className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <h2 id="impact-public" className="text-xl font-bold">
        Figures on the public site
      </h2>
      {!data ? (
        <p className="mt-2 text-ink-muted">Loading…</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {data.live
              ? `The home page and success stories show live figures as of ${data.asOf?.slice(0, 10) ?? ""}: ${data.studentsServed ?? 0} students served, ${data.certificates ?? 0} certificates.`
              : "The home page and success stories show the fixed figures of the specification."}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="button" disabled={save.isPending} onClick={() => save.mutate(true)}>
              {data.live ? "Refresh the live figures" : "Show live figures"}
            </Button>
            {data.live && (
              <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(false)}>
                Show the fixed figures
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
