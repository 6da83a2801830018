import { Link } from "react-router";
import type { ProductCardView } from "../../domain/catalogue/view.ts";
import { useI18n } from "../../i18n/react.tsx";
import { ProductPicture } from "./product-picture.tsx";
import { Stars } from "./stars.tsx";

/** A card's image: one column on a phone, two from sm, three or four from lg; 16 rem beside the text in the list view. */
const GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
const LIST_SIZES = "(min-width: 640px) 256px, 100vw";

export function PriceLine({ product, large = false }: { product: Pick<ProductCardView, "priceDay" | "priceWeek" | "sold">; large?: boolean }) {
  const { t, price } = useI18n();
  const main = large ? "text-2xl" : "text-lg";
  if (product.sold) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${main} font-extrabold`}>{price(product.priceDay)}</span>
        <span className="text-sm font-semibold text-concrete-600">{t("catalogue.card.fixedPrice")}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
      <span>
        <span className={`${main} font-extrabold`}>{price(product.priceDay)}</span>
        <span className="text-sm text-concrete-600"> {t("catalogue.card.perDay")}</span>
      </span>
      {product.priceWeek !== null ? (
        <span>
          <span className="font-bold">{price(product.priceWeek)}</span>
          <span className="text-sm text-concrete-600"> {t("catalogue.card.perWeek")}</span>
        </span>
      ) : null}
    </p>
  );
}

/**
 * A product in a grid or a list. The button reads 'Acheter' for items for sale,
 * 'Voir détails' otherwise; `disableUnavailable` (home page, spec 2) disables
 * it when the product is not available.
 */
export function ProductCard({
  product,
  layout = "grid",
  showBrand = false,
  disableUnavailable = false,
  eager = false,
}: {
  product: ProductCardView;
  layout?: "grid" | "list";
  showBrand?: boolean;
  disableUnavailable?: boolean;
  eager?: boolean;
}) {
  const { t, href } = useI18n();
  const to = href(`/product/${product.id}`);
  const label = product.sold ? t("catalogue.card.buy") : t("catalogue.card.viewDetails");
  const disabled = disableUnavailable && !product.available;
  const list = layout === "list";
  return (
    // w-full: every card fills its cell, so the rows of the list view line up whatever their text.
    <article className={`card group flex w-full overflow-hidden ${list ? "flex-col sm:flex-row" : "flex-col"}`} aria-labelledby={`product-${product.id}-name`}>
      <div className={`relative bg-concrete-100 ${list ? "sm:w-64 sm:shrink-0" : ""}`}>
        <ProductPicture image={product.image} sizes={list ? LIST_SIZES : GRID_SIZES} loading={eager ? "eager" : "lazy"} decoding="async" className="aspect-[4/3] h-auto w-full object-cover" />
        {!product.available ? (
          <span className="absolute left-3 top-3 rounded-md bg-ink px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white">
            {product.returnsOn ? t("catalogue.card.returnsOn", { date: product.returnsOn }) : t("catalogue.card.unavailable")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold uppercase tracking-wider text-safety-700">{product.categoryName}</p>
        <h3 id={`product-${product.id}-name`} className="text-base font-bold leading-snug">
          <Link to={to} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        {showBrand ? <p className="text-sm text-concrete-600">{t("catalogue.card.brandModel", { brand: product.brand, model: product.model })}</p> : null}
        <Stars rating={product.rating} reviews={product.reviews} />
        <div className="mt-auto pt-2">
          <PriceLine product={product} />
        </div>
        {disabled ? (
          <span className="btn btn-outline mt-2 w-full" aria-disabled="true" role="link">
            {label}
          </span>
        ) : (
          <Link to={to} className={`btn ${product.sold ? "btn-primary" : "btn-dark"} mt-2 w-full`} aria-label={`${label} : ${product.name}`}>
            {label}
          </Link>
        )}
      </div>
    </article>
  );
}
