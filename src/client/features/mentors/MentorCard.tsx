import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, CircleCheck, MessageCircle } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Stars } from "../../components/ui/stars";
import { useIntlLocale } from "../../lib/i18n";
import { contentLang } from "../../../shared/rules/locale";
import type { WireMentor } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";

/** Spec 9: a mentor card shows at most three expertise tags. */
export const MAX_EXPERTISE_TAGS = 3;
const DEFAULT_AVATAR = "/images/default-avatar.svg";

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** The rating in the page's locale ("4.5"), or null when the mentor has none yet. */
const ratingNumber = (rating: string, locale: string): string | null => {
  const value = Number.parseFloat(rating);
  if (!Number.isFinite(value)) return null;
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    ratingFormats.set(locale, format);
  }
  return format.format(value);
};

export function MentorCard({
  mentor,
  onBook,
  imageLoading = "lazy",
}: {
  mentor: WireMentor;
  onBook: (mentor: WireMentor) => void;
  /** "eager" for cards in the first screenful. */
  imageLoading?: "lazy" | "eager";
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const headingId = `mentor-${mentor.id}`;
  const sessions = mentor.sessionCount;
  // Mentors' words are the academy's authored content, written in its default language.
  const lang = contentLang();
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={headingId}>
      <div className="flex items-start gap-4 p-5 pb-0">
        <ResponsiveImage
          src={mentor.imageUrl || DEFAULT_AVATAR}
          alt={mentor.name}
          width={80}
          height={80}
          sizes="80px"
          priority={imageLoading === "eager"}
          className="h-20 w-20 shrink-0 rounded-full border-2 border-brand-100 bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-bold">
            {mentor.name}
          </h3>
          <p lang={lang} className="text-sm font-medium text-teal-800">
            {mentor.title}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Stars rating={mentor.rating} />
              <span className="font-semibold text-ink">{ratingNumber(mentor.rating, locale) ?? t`New`}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t`${plural(sessions, { one: "# session", other: "# sessions" })}`}
            </span>
          </div>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p lang={lang} className="text-sm leading-6 text-ink-muted">
          {mentor.bio}
        </p>
        {mentor.expertise.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Expertise`}>
            {mentor.expertise.slice(0, MAX_EXPERTISE_TAGS).map((skill) => (
              <li key={skill} lang={lang}>
                <Badge tone="teal">{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-5">
          <p
            className={`mb-3 flex items-center gap-1.5 text-sm font-semibold ${mentor.isAvailable ? "text-success" : "text-ink-muted"}`}
          >
            {mentor.isAvailable ? (
              <CircleCheck className="h-4 w-4" aria-hidden="true" />
            ) : (
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
            )}
            {mentor.isAvailable ? t`Available today` : t`Next available: Tomorrow`}
          </p>
          <Button className="w-full" onClick={() => onBook(mentor)}>
            <Trans>Book Now</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function MentorCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5" aria-hidden="true">
      <div className="flex items-start gap-4">
        <Skeleton className="h-20 w-20 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-6 h-11 w-full" />
    </Card>
  );
}
