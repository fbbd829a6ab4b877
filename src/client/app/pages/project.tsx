import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, FileUp, PenLine } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { ItemLoadFailed, ItemNotFound, SignInRequired } from "../../components/item-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { goToLogin, useAuth } from "../../features/auth/use-auth";
import { canSubmitMore, requirementLines } from "../../features/projects/project-rules";
import { prefetchData, queryOutcome } from "../../lib/query-outcome";
import { queries } from "../../lib/queries";
import { DEFAULT_MAX_SUBMISSIONS } from "../../../shared/rules/projects";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";
import { later } from "../later";
import { contentLang } from "../../../shared/rules/locale";

// The Submit and My Submissions tabs, not the page's first view: their code comes after the page's
// (later.tsx), and a tab shows its part once that code has come.
const SubmitPanel = later(() => import("../../features/projects/SubmitPanel").then((module) => module.SubmitPanel));
const SubmissionList = later(() =>
  import("../../features/projects/SubmissionList").then((module) => module.SubmissionList),
);

export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  // Projects are for signed-in students only; a visitor gets the login prompt and no data.
  if (!user || !params.id) return;
  // A failed prefetch (a 404) travels with the page (lib/page-state.ts): the "not found" screen
  // and its status survive hydration, and nothing else is fetched.
  if (!(await prefetchData(queryClient, queries.project(params.id)))) return;
  await Promise.all([
    queryClient.prefetchQuery(queries.projectSubmissions(params.id)),
    queryClient.prefetchQuery(queries.enrollments()),
  ]);
}

function ProjectSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Loading project`} className="mx-auto grid max-w-4xl gap-5 px-4 py-8 sm:px-6">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

type Tab = "instructions" | "submit" | "submissions";

// Three tabs that share the width and wrap their labels rather than scroll off a 320 px screen; none
// narrower than its longest word ("Instrucciones" was clipped at 320 px in Spanish).
const tabClass = "min-w-min leading-tight whitespace-normal! max-sm:px-1.5! max-sm:text-[13px]!";

export default function ProjectPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui();
  const id = params.id ?? "";
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const projectQuery = useQuery({ ...queries.project(id), enabled: isAuthenticated });
  const outcome = queryOutcome(projectQuery);
  const projectLoaded = outcome.status === "ready";
  const submissionsQuery = useQuery({ ...queries.projectSubmissions(id), enabled: projectLoaded });
  const enrollmentsQuery = useQuery({ ...queries.enrollments(), enabled: projectLoaded });
  // Until the student picks a tab, the page opens on what comes next: My Submissions when the
  // newest one was sent back for changes, the instructions otherwise. "form" is the Submit tab
  // opened by "Start Your Submission" or "Revise and Resubmit": its field takes the focus.
  const [chosenTab, chooseTab] = useState<Tab | "form" | null>(null);
  const openForm = () => chooseTab("form");

  const project = outcome.status === "ready" ? outcome.data : undefined;
  const notFound = outcome.status === "missing";
  usePageHead({
    title: notFound ? t`Project Not Found` : (project?.title ?? t`Project`),
    description: project?.description ?? t`Submit your hands-on project for instructor review.`,
    status: notFound ? 404 : undefined,
    noindex: true,
  });

  if (authLoading) return <ProjectSkeleton />;

  if (!isAuthenticated) return <SignInRequired text={t`Please log in to submit this project.`} onSignIn={goToLogin} />;
  if (notFound) return <ItemNotFound noun="project" />;
  if (outcome.status === "error") return <ItemLoadFailed noun="project" onRetry={() => void projectQuery.refetch()} />;

  if (!project || submissionsQuery.isPending) return <ProjectSkeleton />;

  const courseHref = `/courses/${project.courseId}`;
  const submissions = submissionsQuery.data ?? [];
  const maxSubmissions = project.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS;
  const enrolled = enrollmentsQuery.data?.some((enrollment) => enrollment.courseId === project.courseId) ?? true;
  const requirements = requirementLines(project.requirements);
  const isFile = project.submissionFormat === "file";
  const formatLabel = isFile ? t`File upload` : t`Written (text)`;
  const courseTitle = project.courseTitle;
  const lang = contentLang(project.courseLanguage);
  const submissionCount = submissions.length;

  // Any signed-in student may submit to a project of a free course (submitting enrols them); a
  // paid course has to be enrolled in, through checkout, first.
  const needsEnrolment = !enrolled && !project.courseIsFree && submissions.length === 0;
  const canSubmit = !needsEnrolment && canSubmitMore(project.maxSubmissions, submissions);
  // The server marks the submission sent back (the same rule as the dashboard's card): shown, not re-derived.
  const revision = submissions.find((submission) => submission.revisionRequested) ?? null;
  const tab = chosenTab === "form" ? "submit" : (chosenTab ?? (revision ? "submissions" : "instructions"));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        href={courseHref}
        className="mb-5 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />{" "}
        <Trans>
          Back to <span lang={lang}>{courseTitle}</span>
        </Trans>
      </Link>
      <div className="flex flex-wrap gap-2">
        <Badge tone="teal">
          {isFile ? (
            <FileUp className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <PenLine className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {formatLabel}
        </Badge>
        {project.isRequired && (
          <Badge tone="brand">
            <Trans>Required</Trans>
          </Badge>
        )}
      </div>
      <h1 lang={lang} className="mt-3 text-2xl font-bold break-words sm:text-3xl">
        {project.title}
      </h1>
      {project.description && (
        <p lang={lang} className="mt-2 max-w-3xl text-ink-muted">
          {project.description}
        </p>
      )}

      <Tabs value={tab} onValueChange={(value) => chooseTab(value as Tab)} className="mt-6">
        <TabsList aria-label={t`Project sections`}>
          <TabsTrigger value="instructions" className={tabClass}>
            <Trans>Instructions</Trans>
          </TabsTrigger>
          <TabsTrigger value="submit" className={tabClass}>
            <Trans>Submit Project</Trans>
          </TabsTrigger>
          <TabsTrigger value="submissions" className={tabClass}>
            <Trans>My Submissions ({submissionCount})</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="instructions">
          <Card>
            <CardBody className="grid gap-6 sm:p-7">
              <section aria-labelledby="requirements-heading">
                <h2 id="requirements-heading" className="text-xl font-bold">
                  <Trans>Requirements</Trans>
                </h2>
                {requirements.length > 0 ? (
                  <ul className="mt-3 grid gap-2">
                    {requirements.map((line) => (
                      <li key={line} className="flex gap-2.5">
                        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                        <span lang={lang} className="break-words">
                          {line}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-ink-muted">
                    <Trans>Your instructor will share the requirements for this project.</Trans>
                  </p>
                )}
              </section>
              <dl className="grid gap-3 sm:grid-cols-2">
                <div className="rounded-[var(--radius-control)] bg-paper px-4 py-3">
                  <dt className="text-sm text-ink-muted">
                    <Trans>Submission Format</Trans>
                  </dt>
                  <dd className="font-semibold">{isFile ? t`File upload` : t`Written text`}</dd>
                </div>
                <div className="rounded-[var(--radius-control)] bg-paper px-4 py-3">
                  <dt className="text-sm text-ink-muted">
                    <Trans>Max Submissions</Trans>
                  </dt>
                  <dd className="font-semibold">{maxSubmissions}</dd>
                </div>
              </dl>
              {canSubmit && (
                <div>
                  <Button data-replay="" onClick={openForm}>
                    <Trans>Start Your Submission</Trans>
                  </Button>
                </div>
              )}
            </CardBody>
          </Card>
        </TabsContent>

        <TabsContent value="submit">
          <SubmitPanel
            project={project}
            submissions={submissions}
            needsEnrolment={needsEnrolment}
            canSubmit={canSubmit}
            focusForm={chosenTab === "form"}
            onShowSubmissions={() => chooseTab("submissions")}
          />
        </TabsContent>

        <TabsContent value="submissions">
          <SubmissionList
            submissions={submissions}
            revision={revision && { ...revision, canSubmit, onRevise: openForm }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
