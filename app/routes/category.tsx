import { LayoutGrid, List, SlidersHorizontal } from "../components/ui/icons.tsx";
import { data, Form, Link, redirect, useSubmit } from "react-router";
import type { Route } from "./+types/category";
import { NoProductsFound } from "../components/catalogue/no-products-found.tsx";
import { ProductCard } from "../components/catalogue/product-card.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { filterProducts, findCategory, sortProducts } from "../domain/catalogue/catalogue.ts";
import { isSortOrder, PRICE_BANDS, type PriceBand, type SortOrder } from "../domain/catalogue/filters.ts";
import { toCardView } from "../domain/catalogue/view.ts";
import { langFromPath, localizePath, translate, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { FAILED_PAGE_META, pageMeta, siteFromMatches } from "../seo/meta.ts";
import { breadcrumbJsonLd } from "../seo/structured-data.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = {
  page: { public: true, sitemap: "each-category", messages: ["catalogue.card", "catalogue.category", "catalogue.listing", "catalogue.search", "meta.category"] },
} satisfies RouteFacts;

const SORT_LABELS: Record<SortOrder, MessageKey> = {
  popular: "catalogue.category.sortPopular",
  "price-asc": "catalogue.category.sortPriceAsc",
  "price-desc": "catalogue.category.sortPriceDesc",
  rating: "catalogue.category.sortRating",
  name: "catalogue.category.sortName",
};

const BAND_LABELS: Record<PriceBand, MessageKey> = {
  low: "catalogue.category.bandLow",
  medium: "catalogue.category.bandMedium",
  high: "catalogue.category.bandHigh",
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  // Linked by the observed site but not a category: its grinders also polish (decisions.md).
  if (params.category === "polisseuses") throw redirect(localizePath("/category/meuleuses", lang), 301);
  const catalogue = await requestCatalogue(context);
  const category = findCategory(catalogue, params.category);
  if (!category) throw data(null, { status: 404 });

  const inCategory = catalogue.products.filter((p) => p.categoryPath === category.path);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  // Items for sale have a fixed price: the day-price bands do not apply to them.
  const bands = category.soldAtFixedPrice ? [] : url.searchParams.getAll("price").filter((b): b is PriceBand => (PRICE_BANDS as readonly string[]).includes(b));
  const allBrands = [...new Set(inCategory.map((p) => p.brand))].sort((a, b) => a.localeCompare(b, "fr-CA"));
  const brands = url.searchParams.getAll("brand").filter((b) => allBrands.includes(b));
  const sortParam = url.searchParams.get("sort");
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : "popular";
  const view = url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const);
  const results = sortProducts(filterProducts(catalogue, inCategory, { search, bands, brands }), sort, lang);

  return {
    category: { path: category.path, name: category.name[lang], description: category.description[lang], soldAtFixedPrice: category.soldAtFixedPrice },
    filters: { search, bands, brands, sort, view },
    allBrands,
    total: inCategory.length,
    results: results.map((p) => toCardView(catalogue, p, lang)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const site = { ...root, lang };
  if (!loaderData) return FAILED_PAGE_META;
  const path = `/category/${loaderData.category.path}`;
  const vars = { category: loaderData.category.name, name: site.business.name };
  const url = (p: string) => `${site.origin}${localizePath(p, lang)}`;
  return pageMeta({
    site,
    path,
    title: translate(lang, loaderData.category.soldAtFixedPrice ? "meta.category.saleTitle" : "meta.category.title", vars),
    description: translate(lang, loaderData.category.soldAtFixedPrice ? "meta.category.saleDescription" : "meta.category.description", vars),
    image: `/images/catalogue/${loaderData.category.path}.svg`,
    structuredData: [
      breadcrumbJsonLd([
        { name: translate(lang, "nav.home"), url: url("/") },
        { name: translate(lang, "nav.products"), url: url("/categories") },
        { name: loaderData.category.name, url: url(path) },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: loaderData.category.name,
        numberOfItems: loaderData.results.length,
        itemListElement: loaderData.results.map((p, i) => ({ "@type": "ListItem", position: i + 1, url: url(`/product/${p.id}`), name: p.name })),
      },
    ],
  });
};

/** One filter of the panel: a box per value, those of the current filters ticked. */
function FilterCheckboxes({ legend, name, options, checked }: { legend: string; name: string; options: readonly { value: string; label: string }[]; checked: readonly string[] }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 space-y-1">
        {options.map(({ value, label }) => (
          <label key={value} className="flex min-h-10 cursor-pointer items-center gap-3">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} className="h-5 w-5 accent-safety-600" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const submit = useSubmit();
  const { category, filters, allBrands, results } = loaderData;
  const base = href(`/category/${category.path}`);
  const activeFilters = (filters.search ? 1 : 0) + filters.bands.length + filters.brands.length;
  const viewUrl = (view: "grid" | "list") => {
    const params = new URLSearchParams();
    if (filters.search) params.set("search", filters.search);
    for (const b of filters.bands) params.append("price", b);
    for (const b of filters.brands) params.append("brand", b);
    if (filters.sort !== "popular") params.set("sort", filters.sort);
    if (view === "list") params.set("view", "list");
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  // With JavaScript, every change applies at once; without it, the Apply button does.
  // The search box applies on Enter, so typing is not interrupted.
  const autoSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type === "search") return;
    void submit(event.currentTarget, { preventScrollReset: true, replace: true });
  };

  return (
    <>
      <PageHeader title={category.name} lead={category.description} crumbs={[{ label: t("nav.products"), path: "/categories" }, { label: category.name }]} />
      <Form method="get" action={base} onChange={autoSubmit} className="container-page grid gap-8 py-8 lg:grid-cols-[16rem_1fr]" key={JSON.stringify(filters)}>
        {filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        {/* On phones the filters fold away under one button; on wide screens they are always open (app.css). */}
        <details className="filters-panel" open={activeFilters > 0 ? true : undefined}>
          <summary className="btn btn-outline w-full cursor-pointer list-none lg:hidden">
            <SlidersHorizontal className="h-5 w-5" aria-hidden="true" />
            {t("catalogue.category.filters")}
            {activeFilters > 0 ? ` (${activeFilters})` : ""}
          </summary>
          <aside aria-labelledby="filters-title" className="space-y-6 pt-4 lg:pt-0">
            <h2 id="filters-title" className="hidden items-center gap-2 text-lg font-bold lg:flex">
              <SlidersHorizontal className="h-5 w-5" aria-hidden="true" />
              {t("catalogue.category.filters")}
            </h2>
            <div>
              <label htmlFor="category-search" className="text-sm font-semibold">
                {t("catalogue.category.search")}
              </label>
              <input
                id="category-search"
                name="search"
                type="search"
                defaultValue={filters.search}
                placeholder={t("catalogue.category.searchPlaceholder")}
                className="mt-1 min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3"
              />
            </div>
            {category.soldAtFixedPrice ? null : (
              <FilterCheckboxes legend={t("catalogue.category.priceBand")} name="price" options={PRICE_BANDS.map((band) => ({ value: band, label: t(BAND_LABELS[band]) }))} checked={filters.bands} />
            )}
            <FilterCheckboxes legend={t("catalogue.category.brands")} name="brand" options={allBrands.map((brand) => ({ value: brand, label: brand }))} checked={filters.brands} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-dark">
                {t("catalogue.category.apply")}
              </button>
              <Link to={filters.view === "list" ? `${base}?view=list` : base} className="btn btn-outline">
                {t("catalogue.category.clear")}
              </Link>
            </div>
          </aside>
        </details>

        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {t("catalogue.category.products")}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold" role="status">
              {t("catalogue.category.count", { count: results.length })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor="category-sort" className="text-sm font-semibold">
                {t("catalogue.category.sort")}
              </label>
              <select id="category-sort" name="sort" defaultValue={filters.sort} className="min-h-11 rounded-lg border border-concrete-300 bg-white px-3">
                {(Object.keys(SORT_LABELS) as SortOrder[]).map((order) => (
                  <option key={order} value={order}>
                    {t(SORT_LABELS[order])}
                  </option>
                ))}
              </select>
              <div className="flex rounded-lg border border-concrete-300 bg-white p-0.5" role="group" aria-label={t("catalogue.category.view")}>
                {(["grid", "list"] as const).map((view) => {
                  const Icon = view === "grid" ? LayoutGrid : List;
                  const current = filters.view === view;
                  return (
                    <Link
                      key={view}
                      to={viewUrl(view)}
                      preventScrollReset
                      aria-current={current ? "true" : undefined}
                      className={`flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold ${current ? "bg-ink text-white" : "hover:bg-concrete-100"}`}
                    >
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      <span className="sr-only sm:not-sr-only">{t(view === "grid" ? "catalogue.category.grid" : "catalogue.category.list")}</span>
                    </Link>
                  );
                })}
              </div>
            </div>
          </div>
          {results.length === 0 ? (
            <NoProductsFound resetTo={base} heading="h3" />
          ) : (
            <ul className={`mt-6 grid gap-4 ${filters.view === "list" ? "" : "sm:grid-cols-2 xl:grid-cols-3"}`} data-testid="category-results">
              {results.map((product, i) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} layout={filters.view} showBrand eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Form>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
