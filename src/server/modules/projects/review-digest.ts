import type { Executor } from "../../../db/types.js";
import { personName } from "../../../shared/rules/people.js";
import {
  enqueueOrReplaceEmail,
  replacePendingEmail,
  reviewDigestEmail,
  voidPendingEmails,
  type MailContext,
} from "../email/index.js";
import * as queries from "./projects.queries.js";
import * as teams from "../teams/index.js";

/*
 * The daily digest of submissions waiting for review, for every instructor and admin.
 *
 * The rule: a digest goes at DIGEST_HOUR_UTC (17:00 UTC) on each day a submission arrives, to
 * each reviewer who has not turned it off; one made at or after 17:00 waits for the next day's.
 * Its dedupe key is digest:reviews:<reviewer>:<send day>, so there is at most one a day each.
 * The outbox keeps rendered bodies, so the digest is rendered again while it waits: each new
 * submission rewrites the pending digest with the whole queue as it is then, a review brings it
 * up to date (without starting one), and when nothing waits any more it is withdrawn. A digest
 * already sent is never changed. Refreshes are serialised by a transaction lock, so two
 * submissions at once can't leave a digest that lists only one of them.
 */

export const DIGEST_HOUR_UTC = 17;
export const DIGEST_REF = "digest:reviews";

/** When the digest of a submission made at `now` goes: 17:00 UTC today, or tomorrow from 17:00. */
export function digestSendTime(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC);
  return new Date(now.getTime() < today ? today : today + 24 * 60 * 60 * 1000);
}

export async function refreshReviewDigests(
  tx: Executor,
  mail: MailContext,
  reason: "submitted" | "reviewed",
  now = new Date(),
) {
  await queries.lockReviewDigest(tx);
  const waiting = await queries.listSubmissionQueue(tx, "pending");
  if (waiting.length === 0) {
    await voidPendingEmails(tx, DIGEST_REF);
    return;
  }
  const sendAfter = digestSendTime(now);
  const day = sendAfter.toISOString().slice(0, 10);
  for (const reviewer of await queries.listReviewers(tx)) {
    // Each reviewer's digest lists their course teams' submissions only (admins: every course).
    const courses = await teams.coursesOf(tx, reviewer);
    const theirs = courses === "all" ? waiting : waiting.filter((row) => courses.has(row.course.id));
    if (theirs.length === 0) continue;
    const items = theirs.map((row) => ({
      studentName: personName(row.student),
      projectTitle: row.project.title,
      courseTitle: row.course.title,
      submittedAt: row.submittedAt,
    }));
    const dedupeKey = `${DIGEST_REF}:${reviewer.id}:${day}`;
    const message = {
      ...(await reviewDigestEmail(mail, { recipient: reviewer, waiting: items, total: theirs.length, sendAfter })),
      dedupeKey,
    };
    if (reason === "submitted") await enqueueOrReplaceEmail(tx, message);
    else await replacePendingEmail(tx, message);
  }
}
