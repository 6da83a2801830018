import { Star } from "lucide-react";
import { formatNumber } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";

/** Rating as five stars with its value for screen readers ("Note : 4,8 sur 5"). */
export function Stars({ rating, reviews, size = "sm" }: { rating: number; reviews?: number; size?: "sm" | "md" }) {
  const { t, lang } = useI18n();
  const icon = size === "sm" ? "h-4 w-4" : "h-5 w-5";
  return (
    <div className="flex items-center gap-1.5">
      <span className="flex" role="img" aria-label={t("catalogue.card.rating", { rating: formatNumber(lang, rating) })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={`${icon} ${rating >= n - 0.25 ? "fill-amber-500 text-amber-500" : rating >= n - 0.75 ? "fill-amber-200 text-amber-500" : "fill-concrete-200 text-concrete-300"}`}
          />
        ))}
      </span>
      {reviews !== undefined ? <span className="text-sm text-concrete-600">{t("catalogue.card.reviews", { count: reviews })}</span> : null}
    </div>
  );
}
