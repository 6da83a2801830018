import { formatNumber } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";

/** One five-point star, 24 × 24, as a path (drawn five times in one SVG). */
const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function starClass(rating: number, n: number): string {
  if (rating >= n - 0.25) return "fill-amber-500 stroke-amber-600";
  if (rating >= n - 0.75) return "fill-amber-200 stroke-amber-600";
  return "fill-concrete-200 stroke-concrete-300";
}

/**
 * Rating as five stars with its value for screen readers ("Note : 4,8 sur 5").
 * One SVG for the five stars: product grids show dozens of ratings, and every
 * element costs at hydration on a phone.
 */
export function Stars({ rating, reviews, size = "sm" }: { rating: number; reviews?: number; size?: "sm" | "md" }) {
  const { t, lang } = useI18n();
  const height = size === "sm" ? 16 : 20;
  return (
    <div className="flex items-center gap-1.5">
      <svg role="img" aria-label={t("catalogue.card.rating", { rating: formatNumber(lang, rating) })} viewBox="0 0 120 24" width={height * 5} height={height} className="shrink-0">
        {[1, 2, 3, 4, 5].map((n) => (
          <path key={n} d={STAR} transform={`translate(${(n - 1) * 24} 0)`} strokeWidth="1.5" strokeLinejoin="round" className={starClass(rating, n)} />
        ))}
      </svg>
      {reviews !== undefined ? <span className="text-sm text-concrete-600">{t("catalogue.card.reviews", { count: reviews })}</span> : null}
    </div>
  );
}
