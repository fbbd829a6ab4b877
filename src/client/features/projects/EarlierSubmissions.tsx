import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { gradeTone, humanize, statusTone } from "../../lib/submission-badges";
import { LocalTime } from "../../components/ui/local-time";
import { adminQueries, type WireStaffSubmission } from "../../lib/admin-queries";

/**
 * The student's other submissions for the same project, so a reviewer can see what changed
 * since the last feedback. Only fetched when there are some (submission #2 onwards).
 */
export function EarlierSubmissions({ submission }: { submission: WireStaffSubmission }) {
  const hasOthers = submission.submissionNumber > 1;
  const query = useQuery({ ...adminQueries.submissions("all"), enabled: hasOthers });
  if (!hasOthers || !query.data) return null;
  const others = query.data
    .filter(
      (other) =>
        other.userId === submission.userId && other.projectId === submission.projectId && other.id !== submission.id,
    )
    .sort((a, b) => b.submissionNumber - a.submissionNumber);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="earlier-heading" className="grid gap-3">
      <h2 id="earlier-heading" className="text-xl font-bold">
        Other Submissions for This Project
      </h2>
      <ul className="grid gap-3">
        {others.map((other) => (
          <li key={other.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  href={`/admin/reviews/${other.id}`}
                  className="mr-auto font-bold text-teal-800 underline-offset-4 hover:underline"
                >
                  Submission #{other.submissionNumber}
                </Link>
                <Badge tone={statusTone(other.status)}>{humanize(other.status)}</Badge>
                {other.grade && <Badge tone={gradeTone(other.grade)}>Grade: {humanize(other.grade)}</Badge>}
              </div>
              {other.content && (
                <p className="line-clamp-3 break-words whitespace-pre-wrap text-ink-muted">{other.content}</p>
              )}
              {other.feedback && (
                <p className="border-l-4 border-teal-700 pl-3 text-sm break-words whitespace-pre-wrap">
                  <span className="font-semibold">Feedback: </span>
                  {other.feedback}
                </p>
              )}
              <p className="text-sm text-ink-muted">
                Submitted <LocalTime iso={other.submittedAt} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
