import { Plural, Trans } from "@lingui/react/macro";
import { Badge } from "../../components/ui/badge";
import { Stars } from "../../components/ui/stars";
import type { WireCourse } from "../../lib/queries";
import { useIntlLocale } from "../../lib/i18n";
import { formatPrice } from "./format";

/**
 * What a course card and the course page both show of a course: its price, its rating and the
 * picture it falls back to. The course page loads these without the card.
 */
export const DEFAULT_COURSE_IMAGE = "/images/default-course.svg";

export function PriceBadge({
  course,
  className,
}: {
  course: Pick<WireCourse, "isFree" | "price">;
  className?: string;
}) {
  const locale = useIntlLocale();
  return course.isFree ? (
    <Badge tone="success" className={className}>
      <Trans>FREE</Trans>
    </Badge>
  ) : (
    <Badge tone="solid" className={className}>
      {formatPrice(course.price, locale)}
    </Badge>
  );
}

export function RatingLine({ course }: { course: Pick<WireCourse, "rating" | "reviewCount"> }) {
  const rating = Number(course.rating);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
      <Stars rating={course.rating} />
      <span className="font-semibold text-ink">{Number.isFinite(rating) ? rating.toFixed(1) : course.rating}</span>
      <span>
        (<Plural value={course.reviewCount} one="# review" other="# reviews" />)
      </span>
    </span>
  );
}
