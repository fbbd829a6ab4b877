import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { queries } from "../../lib/queries";
import { ChangesRequestedNotice } from "./ChangesRequestedNotice";

/**
 * The dashboard's "Changes requested" card (issue 23): each project whose newest submission the
 * instructor sent back, with the start of the feedback, linking to the project, which opens on
 * My Submissions with the feedback in full. Nothing when there is none.
 */
export function ChangesRequested() {
  const { data } = useQuery(queries.changesRequested());
  if (!data || data.length === 0) return null;
  return (
    <ChangesRequestedNotice headingId="changes-requested-heading">
      <ul className="grid gap-3">
        {data.map((item) => (
          <li key={item.submissionId} className="min-w-0">
            <Link
              href={`/project/${item.projectId}`}
              className="inline-flex items-center gap-1.5 font-semibold break-words text-brand-800 underline underline-offset-2"
            >
              {item.projectTitle}
              <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            </Link>
            <p className="text-sm break-words text-ink-muted">{item.courseTitle}</p>
            {item.feedback && <p className="mt-1 line-clamp-2 break-words">{item.feedback}</p>}
          </li>
        ))}
      </ul>
    </ChangesRequestedNotice>
  );
}
