import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

/** Five stars; the filled count is the rating rounded down (spec 9). */
export function filledStars(rating: number | string): number {
  const value = typeof rating === "string" ? Number.parseFloat(rating) : rating;
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(5, Math.floor(value)));
}

export function Stars({ rating, size = "h-4 w-4" }: { rating: number | string; size?: string }) {
  const { t } = useLingui();
  const filled = filledStars(rating);
  return (
    <span className="inline-flex items-center" role="img" aria-label={t`Rated ${filled} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`${size} ${index < filled ? "fill-amber-400 text-amber-500" : "fill-gray-200 text-gray-300"}`}
        />
      ))}
    </span>
  );
}
