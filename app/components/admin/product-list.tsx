/**
 * The back office's product list: a GET form of filters (works
 * without JavaScript; a filtered list has an address) and the products, as a
 * table from the tablet width up and as cards on a phone (no sideways scroll).
 */
import { Search, X } from "../ui/icons.tsx";
import { Form, Link } from "react-router";
import { PRODUCT_STATUS_FILTERS, type ProductListFilters, type ProductState } from "../../domain/catalogue/product-admin-list.ts";
import { pricePerPeriod } from "../../domain/pricing.ts";
import { formatDateTime, formatReturnDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { inputClass } from "../ui/form-field.tsx";

export type ProductListItem = {
  id: number;
  name: string;
  brandModel: string;
  categoryName: string;
  image: { src: string; alt: string };
  priceDay: number | null;
  priceWeek: number | null;
  salePrice: number | null;
  fleetUnits: number | null;
  state: ProductState;
  returnsOn: string | null;
  englishMissing: boolean;
  updatedAt: string;
  lastChangeBy: string | null;
};

const labelClass = "mb-1 block text-sm font-semibold text-ink";
// Chrome counts a <select> as :read-only, which the shared input style greys out.
const selectClass = `${inputClass} read-only:bg-white read-only:text-ink`;

export function ProductFiltersForm({ filters, categories }: { filters: ProductListFilters; categories: { path: string; name: string }[] }) {
  const { t, href } = useI18n();
  const active = Boolean(filters.q || filters.category || filters.status);
  return (
    <div className="card p-4 sm:p-5">
      <Form
        method="get"
        action={href("/admin/products")}
        aria-label={t("adminProducts.filters.title")}
        className="grid gap-x-3 gap-y-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="product-q" className={labelClass}>
            {t("adminProducts.filters.search")}
          </label>
          <input id="product-q" name="q" type="search" defaultValue={filters.q} maxLength={100} aria-describedby="product-q-hint" className={inputClass} />
          <p id="product-q-hint" className="mt-1 text-sm text-concrete-600">
            {t("adminProducts.filters.searchHint")}
          </p>
        </div>
        <div>
          <label htmlFor="product-category" className={labelClass}>
            {t("adminProducts.filters.category")}
          </label>
          <select id="product-category" name="category" defaultValue={filters.category ?? ""} className={selectClass}>
            <option value="">{t("adminProducts.filters.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.path} value={category.path}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-status" className={labelClass}>
            {t("adminProducts.filters.status")}
          </label>
          <select id="product-status" name="status" defaultValue={filters.status ?? ""} className={selectClass}>
            <option value="">{t("adminProducts.filters.allStatuses")}</option>
            {PRODUCT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`adminProducts.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <button type="submit" className="btn btn-dark">
            <Search className="h-5 w-5" aria-hidden="true" />
            {t("adminProducts.filters.apply")}
          </button>
          {active ? (
            <Link to={href("/admin/products")} className="btn btn-ghost">
              <X className="h-5 w-5" aria-hidden="true" />
              {t("adminProducts.filters.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

const STATE_STYLE: Record<ProductState, string> = {
  available: "border-success-700 bg-white text-success-700",
  returning: "border-safety-600 bg-safety-50 text-safety-700",
  "no-units": "border-concrete-300 bg-concrete-100 text-ink",
  draft: "border-ink bg-white text-ink",
  archived: "border-concrete-300 bg-concrete-200 text-concrete-700",
};

const badgeClass = "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-bold";

/** Where the product stands for customers, and "English missing" beside it when it is. */
export function ProductStateBadges({ state, returnsOn, englishMissing }: Pick<ProductListItem, "state" | "returnsOn" | "englishMissing">) {
  const { t, lang } = useI18n();
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badgeClass} ${STATE_STYLE[state]}`}>
        {state === "returning" && returnsOn ? t("adminProducts.state.returning", { date: formatReturnDate(lang, returnsOn) }) : t(`adminProducts.state.${state === "returning" ? "no-units" : state}`)}
      </span>
      {englishMissing && state !== "archived" ? <span className={`${badgeClass} border-danger-700 bg-danger-50 text-danger-700`}>{t("adminProducts.state.englishMissing")}</span> : null}
    </span>
  );
}

function Prices({ product }: { product: ProductListItem }) {
  const { t, price } = useI18n();
  if (product.salePrice !== null) return <>{t("adminProducts.list.fixedPrice", { price: price(product.salePrice) })}</>;
  if (product.priceDay === null) return null;
  const week =
    product.priceWeek === null
      ? t("adminProducts.list.weeklyFallback", { price: price(pricePerPeriod({ priceDay: product.priceDay, priceWeek: null, soldAtFixedPrice: false }, "week")) })
      : product.priceWeek === product.priceDay
        ? t("adminProducts.list.dailyOnly")
        : price(product.priceWeek);
  return (
    <>
      <span className="font-semibold text-ink">{price(product.priceDay)}</span>
      <span className="text-concrete-700"> / {week}</span>
    </>
  );
}

function LastChange({ product }: { product: ProductListItem }) {
  const { t, lang } = useI18n();
  return (
    <>
      <time dateTime={product.updatedAt}>{formatDateTime(lang, product.updatedAt)}</time>
      {product.lastChangeBy ? <span className="block text-concrete-600">{t("adminProducts.list.by", { name: product.lastChangeBy })}</span> : null}
    </>
  );
}

function Thumbnail({ image }: { image: ProductListItem["image"] }) {
  return <img src={image.src} alt={image.alt} width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded-md bg-concrete-100 object-cover" />;
}

export function ProductTable({ products }: { products: ProductListItem[] }) {
  const { t, href } = useI18n();
  const th = "px-3 py-2.5 text-left text-xs font-bold uppercase tracking-wide text-concrete-700";
  const td = "px-3 py-2.5 align-middle text-sm";
  const units = (product: ProductListItem) => (product.fleetUnits === null ? t("adminProducts.list.noFleet") : String(product.fleetUnits));
  return (
    <section aria-labelledby="product-list-title" className="card mt-6 overflow-hidden">
      <div className="flex items-baseline justify-between gap-3 border-b border-concrete-200 px-4 py-3">
        <h2 id="product-list-title" className="text-lg font-bold">
          {t("adminProducts.list.caption")}
        </h2>
        <p className="text-sm text-concrete-700" aria-live="polite">
          {t("adminProducts.list.count", { count: products.length })}
        </p>
      </div>
      {products.length === 0 ? (
        <p className="px-4 py-10 text-center text-concrete-700">{t("adminProducts.list.empty")}</p>
      ) : (
        <>
          <table className="hidden w-full md:table">
            <caption className="sr-only">{t("adminProducts.list.caption")}</caption>
            <thead className="border-b border-concrete-200 bg-concrete-50">
              <tr>
                <th scope="col" className={th}>
                  <span className="sr-only">{t("adminProducts.list.image")}</span>
                </th>
                <th scope="col" className={th}>
                  {t("adminProducts.list.name")}
                </th>
                <th scope="col" className={`${th} hidden lg:table-cell`}>
                  {t("adminProducts.list.category")}
                </th>
                <th scope="col" className={th}>
                  {t("adminProducts.list.prices")}
                </th>
                <th scope="col" className={th}>
                  {t("adminProducts.list.availability")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("adminProducts.list.units")}
                </th>
                <th scope="col" className={`${th} hidden xl:table-cell`}>
                  {t("adminProducts.list.lastChange")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-concrete-200">
              {products.map((product) => (
                <tr key={product.id} className="hover:bg-concrete-50">
                  <td className={`${td} w-20`}>
                    <Thumbnail image={product.image} />
                  </td>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    <Link to={href(`/admin/products/${product.id}`)} className="font-bold text-ink underline-offset-2 hover:underline">
                      {product.name}
                    </Link>
                    <span className="block text-concrete-600">
                      #{product.id} · {product.brandModel}
                    </span>
                  </th>
                  <td className={`${td} hidden lg:table-cell`}>{product.categoryName}</td>
                  <td className={`${td} tabular-nums`}>
                    <Prices product={product} />
                  </td>
                  <td className={td}>
                    <ProductStateBadges {...product} />
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{units(product)}</td>
                  <td className={`${td} hidden xl:table-cell`}>
                    <LastChange product={product} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-concrete-200 md:hidden">
            {products.map((product) => (
              <li key={product.id} className="flex gap-3 px-4 py-3">
                <Thumbnail image={product.image} />
                <div className="min-w-0 flex-1">
                  <Link to={href(`/admin/products/${product.id}`)} className="block font-bold text-ink underline-offset-2 hover:underline">
                    {product.name}
                  </Link>
                  <p className="text-sm text-concrete-600">
                    #{product.id} · {product.categoryName}
                  </p>
                  <p className="mt-1 text-sm tabular-nums">
                    <Prices product={product} />
                    {product.fleetUnits !== null ? (
                      <span className="text-concrete-700">
                        {" "}
                        · {t("adminProducts.list.units")} {product.fleetUnits}
                      </span>
                    ) : null}
                  </p>
                  <div className="mt-1.5">
                    <ProductStateBadges {...product} />
                  </div>
                  <p className="mt-1 text-xs text-concrete-600">
                    <LastChange product={product} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
