import { useQuery } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Check, Download } from "lucide-react";
import { useId } from "react";
import type { BoardCell } from "../../../../shared/contracts/cohorts";
import { Button, buttonClass } from "../../../components/ui/button";
import { Pager } from "../../../components/staff/Pager";
import { Card } from "../../../components/ui/card";
import { Input, Label, NativeSelect } from "../../../components/ui/form";
import { errorMessage } from "../../../lib/api";
import { useLocale } from "../../../lib/i18n";
import { DateRange } from "./CourseCohorts";
import { boardCsvUrl, boardSearch, cohortQueries, type BoardQuery, type WireBoard } from "../queries";

type Student = WireBoard["students"][number];
type Item = WireBoard["items"][number];

/** The board's query from the page's address (the API checks it again). */
export function readBoardQuery(search: string): BoardQuery {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(key);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  const page = Number(params.get("page"));
  // The filters form sends the column and the direction as one value ("progress:desc").
  const [sortBy, dirBy] = (params.get("sortBy") ?? "").split(":");
  if (sortBy && dirBy) {
    params.set("sort", sortBy);
    params.set("dir", dirBy);
  }
  return {
    cohort: params.get("cohort") || undefined,
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    status: pick("status", ["all", "not_started", "in_progress", "completed"] as const),
    sort: pick("sort", ["name", "progress", "lastActivity"] as const),
    dir: pick("dir", ["asc", "desc"] as const),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * The progress board (issue 24): a course's (or a cohort's) students × its items, one page per
 * request. The filters are a GET form, so they work before the script; on a phone each student is
 * a card with their figures.
 */
export function ProgressBoardView({ courseId, query }: { courseId: string; query: BoardQuery }) {
  const { t } = useLingui();
  const board = useQuery(cohortQueries.board(courseId, query));
  if (board.isPending) {
    return (
      <p className="text-ink-muted" aria-busy="true">
        <Trans>Loading the progress board…</Trans>
      </p>
    );
  }
  if (board.isError) {
    return (
      <Card className="px-6 py-10 text-center">
        <p role="alert" className="font-semibold">
          <Trans>The progress board could not be loaded.</Trans> {errorMessage(board.error)}
        </p>
        <Button className="mt-4" variant="outline" onClick={() => void board.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Card>
    );
  }
  const data = board.data;
  const { total, page } = data;
  const itemCount = data.items.length;
  const cohortName = data.cohort?.name ?? "";
  const path = `/admin/courses/${courseId}/progress`;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid gap-5">
      {data.cohort && (
        <p className="text-ink-muted">
          <Trans>
            Cohort {cohortName}: <DateRange from={data.cohort.startsOn} to={data.cohort.endsOn} />
          </Trans>
        </p>
      )}
      <Filters path={path} query={query} cohorts={data.cohorts} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          <Trans>
            <Plural value={total} one="# student" other="# students" /> ·{" "}
            <Plural value={itemCount} one="# item" other="# items" />
          </Trans>
        </p>
        <a href={boardCsvUrl(courseId, query)} className={buttonClass("outline", "sm")} download>
          <Download className="h-4 w-4" aria-hidden="true" /> <Trans>Download CSV</Trans>
        </a>
      </div>
      {data.students.length === 0 ? (
        <Card className="px-6 py-8 text-center">
          <p>
            <Trans>No student matches these filters.</Trans>
          </p>
        </Card>
      ) : (
        <>
          <BoardTable data={data} />
          <BoardList data={data} />
        </>
      )}
      <Pager
        label={t`Pages`}
        page={page}
        pages={pages}
        hrefOf={(to) => `${path}${boardSearch({ ...query, page: to })}`}
      />
    </div>
  );
}

function Filters({ path, query, cohorts }: { path: string; query: BoardQuery; cohorts: WireBoard["cohorts"] }) {
  const { t } = useLingui();
  const ids = { q: useId(), cohort: useId(), status: useId(), sort: useId() };
  const sortValue = `${query.sort ?? "name"}:${query.dir ?? "asc"}`;
  return (
    <form
      method="get"
      action={path}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto] xl:items-end"
      role="search"
    >
      <div>
        <Label htmlFor={ids.q}>
          <Trans>Name or email</Trans>
        </Label>
        <Input id={ids.q} name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} />
      </div>
      <div>
        <Label htmlFor={ids.cohort}>
          <Trans>Cohort</Trans>
        </Label>
        <NativeSelect id={ids.cohort} name="cohort" defaultValue={query.cohort ?? ""}>
          <option value="">{t`Whole course`}</option>
          {cohorts.map((cohort) => (
            <option key={cohort.id} value={cohort.id}>
              {cohort.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={ids.status}>
          <Trans>Status</Trans>
        </Label>
        <NativeSelect id={ids.status} name="status" defaultValue={query.status ?? "all"}>
          <option value="all">{t`Everyone`}</option>
          <option value="not_started">{t`Not started`}</option>
          <option value="in_progress">{t`In progress`}</option>
          <option value="completed">{t`Completed`}</option>
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={ids.sort}>
          <Trans>Sort by</Trans>
        </Label>
        {/* One select for the column and its direction; the script-free form sends sort and dir through it. */}
        <NativeSelect id={ids.sort} name="sortBy" defaultValue={sortValue}>
          <option value="name:asc">{t`Name (A–Z)`}</option>
          <option value="name:desc">{t`Name (Z–A)`}</option>
          <option value="progress:desc">{t`Progress (highest first)`}</option>
          <option value="progress:asc">{t`Progress (lowest first)`}</option>
          <option value="lastActivity:desc">{t`Last activity (newest first)`}</option>
          <option value="lastActivity:asc">{t`Last activity (oldest first)`}</option>
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="xl:self-end">
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}

function useWhen() {
  const locale = useLocale();
  return (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale === "es" ? "es-419" : "en-US", { dateStyle: "medium" }).format(new Date(value))
      : null;
}

function CellView({ item, cell }: { item: Item; cell: BoardCell }) {
  const { t } = useLingui();
  if (cell.kind === "lesson") {
    return cell.isDone ? (
      <Check className="mx-auto h-4 w-4 text-teal-700" aria-label={t`Done`} role="img" />
    ) : (
      <span className="text-ink-muted" aria-label={t`Not done`} role="img">
        ·
      </span>
    );
  }
  if (cell.kind === "quiz") {
    if (cell.attemptsUsed === 0) {
      return (
        <span className="text-ink-muted" aria-label={t`Not tried`} role="img">
          ·
        </span>
      );
    }
    return (
      <span className={cell.hasPassed ? "font-semibold text-teal-800" : ""}>
        {cell.bestScore}% ({cell.attemptsUsed}/{item.maxAttempts ?? "∞"}){cell.hasPassed ? ` ${t`passed`}` : ""}
      </span>
    );
  }
  if (!cell.status) {
    return (
      <span className="text-ink-muted" aria-label={t`Not sent`} role="img">
        ·
      </span>
    );
  }
  const status = {
    pending: t`waiting for review`,
    approved: t`approved`,
    needs_revision: t`needs revision`,
  }[cell.status];
  const grade = cell.grade ? { excellent: t`excellent`, pass: t`pass`, fail: t`fail` }[cell.grade] : null;
  return (
    <span>
      {status}
      {grade ? ` · ${grade}` : ""}
    </span>
  );
}

const kindLabel = (kind: Item["kind"], t: ReturnType<typeof useLingui>["t"]) =>
  ({ lesson: t`Lesson`, quiz: t`Quiz`, project: t`Project` })[kind];

/** Tablets and wider: the grid, its first column kept in view while the items scroll. */
function BoardTable({ data }: { data: WireBoard }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <div
      className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface md:block"
      tabIndex={0}
      role="region"
      aria-label={t`Progress by student and item`}
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-paper text-xs text-ink-muted">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-paper px-3 py-2 font-bold">
              <Trans>Student</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-bold whitespace-nowrap">
              <Trans>Progress</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-bold whitespace-nowrap">
              <Trans>Last activity</Trans>
            </th>
            {data.items.map((item) => (
              <th key={item.id} scope="col" className="min-w-28 px-3 py-2 align-bottom font-semibold">
                <span className="block text-[0.7rem] tracking-wide uppercase">{kindLabel(item.kind, t)}</span>
                <span className="block text-ink normal-case">{item.title}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {data.students.map((student) => (
            <tr key={student.id} className="align-top">
              <th scope="row" className="sticky left-0 z-10 min-w-52 bg-surface px-3 py-2 text-left font-medium">
                <span className="block">{student.name}</span>
                <span className="block text-xs font-normal break-words text-ink-muted">{student.email}</span>
                {student.cohort && !data.cohort && (
                  <span className="block text-xs font-normal text-ink-muted">{student.cohort.name}</span>
                )}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                {student.progress}%{student.completed ? ` · ${t`completed`}` : ""}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{when(student.lastActivityAt) ?? t`none yet`}</td>
              {student.cells.map((cell, index) => (
                <td key={data.items[index]!.id} className="px-3 py-2 text-center">
                  <CellView item={data.items[index]!} cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function summary(student: Student) {
  const count = (kind: BoardCell["kind"]) => {
    const cells = student.cells.filter((cell) => cell.kind === kind);
    return { done: cells.filter((cell) => cell.isDone).length, total: cells.length };
  };
  return { lessons: count("lesson"), quizzes: count("quiz"), projects: count("project") };
}

/** Phones: a card per student, with what they did of each kind and their quizzes and projects in detail. */
function BoardList({ data }: { data: WireBoard }) {
  const { t } = useLingui();
  const when = useWhen();
  return (
    <ul className="grid gap-3 md:hidden">
      {data.students.map((student) => {
        const counts = summary(student);
        return (
          <li key={student.id}>
            <Card className="p-4">
              <h2 className="font-semibold break-words">{student.name}</h2>
              <p className="text-sm break-all text-ink-muted">{student.email}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-muted">
                  <Trans>Progress</Trans>
                </dt>
                <dd>
                  {student.progress}%{student.completed ? ` · ${t`completed`}` : ""}
                </dd>
                <dt className="text-ink-muted">
                  <Trans>Last activity</Trans>
                </dt>
                <dd>{when(student.lastActivityAt) ?? t`none yet`}</dd>
                <dt className="text-ink-muted">
                  <Trans>Lessons done</Trans>
                </dt>
                <dd>
                  {counts.lessons.done}/{counts.lessons.total}
                </dd>
                <dt className="text-ink-muted">
                  <Trans>Quizzes passed</Trans>
                </dt>
                <dd>
                  {counts.quizzes.done}/{counts.quizzes.total}
                </dd>
                <dt className="text-ink-muted">
                  <Trans>Projects approved</Trans>
                </dt>
                <dd>
                  {counts.projects.done}/{counts.projects.total}
                </dd>
              </dl>
              <ul className="mt-2 grid gap-1 text-sm">
                {student.cells.map((cell, index) => {
                  const item = data.items[index]!;
                  if (cell.kind === "lesson") return null;
                  return (
                    <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
                      <span className="min-w-0 break-words">{item.title}</span>
                      <CellView item={item} cell={cell} />
                    </li>
                  );
                })}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
