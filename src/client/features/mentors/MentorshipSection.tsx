import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SectionHeading } from "../../components/ui/section-heading";
import { Skeleton } from "../../components/ui/skeleton";
import { Stars } from "../../components/ui/stars";
import { cn } from "../../lib/cn";
import { contentLang } from "../../../shared/rules/locale";
import { queries, type WireMentor } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";

/** Spec 9: the home page shows the first 2 available mentors. */
const HOME_MENTORS = 2;

const POINTS = [
  msg`Get honest advice about apprenticeships and first jobs`,
  msg`Practice interviews and talk through tough spots`,
  msg`Sessions from 30 minutes to 2 hours, at a time that suits you`,
];

/** The home page's mentorship section: what a session offers, and two available mentors. */
export function MentorshipSection() {
  const { t, i18n } = useLingui();
  const mentors = useQuery(queries.availableMentors());
  const shown = (mentors.data ?? []).slice(0, HOME_MENTORS);
  return (
    <section aria-labelledby="mentorship-title" className="border-y border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:py-20">
        <div>
          <SectionHeading
            id="mentorship-title"
            title={t`Learn From People Who've Been There`}
            intro={t`Book a free one-on-one video session with a mentor who works in the trade you want to learn.`}
          />
          <ul className="mt-6 grid gap-3">
            {POINTS.map((point) => (
              <li key={point.id} className="flex items-start gap-2.5">
                <CalendarCheck className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                {i18n._(point)}
              </li>
            ))}
          </ul>
          <Link href="/mentorship" className={cn(buttonClass("secondary", "lg"), "mt-8")}>
            <Trans>Book a Session</Trans>
          </Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {mentors.isPending
            ? Array.from({ length: HOME_MENTORS }, (_, index) => <Skeleton key={index} className="h-72 w-full" />)
            : shown.map((mentor) => <MentorPreview key={mentor.id} mentor={mentor} />)}
          {mentors.isSuccess && shown.length === 0 && (
            <p className="text-ink-muted">
              <Trans>Our mentors are fully booked right now. Check back soon.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function MentorPreview({ mentor }: { mentor: WireMentor }) {
  const { t } = useLingui();
  const rating = Number(mentor.rating);
  const sessions = mentor.sessionCount;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-center gap-4">
        <ResponsiveImage
          src={mentor.imageUrl || "/images/default-avatar.svg"}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          className="h-16 w-16 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-bold leading-snug">{mentor.name}</h3>
          <p lang={contentLang()} className="text-sm text-ink-muted">
            {mentor.title}
          </p>
        </div>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Stars rating={mentor.rating} />
        <span className="font-semibold text-ink">{Number.isFinite(rating) ? rating.toFixed(1) : mentor.rating}</span>
        <span>{t`· ${plural(sessions, { one: "# session", other: "# sessions" })}`}</span>
      </p>
      <p lang={contentLang()} title={mentor.bio} className="mt-3 line-clamp-3 text-sm leading-6 text-ink-muted">
        {mentor.bio}
      </p>
      <ul className="mt-auto flex flex-wrap gap-1.5 pt-4">
        {mentor.expertise.slice(0, 3).map((skill) => (
          <li key={skill} lang={contentLang()}>
            <Badge tone="neutral">{skill}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
