import { Search } from "../components/ui/icons.tsx";
import { Form, Link } from "react-router";
import type { Route } from "./+types/categories";
import { NoProductsFound } from "../components/catalogue/no-products-found.tsx";
import { ProductCard } from "../components/catalogue/product-card.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { isCategoryPath, matchesSearch } from "../domain/catalogue/catalogue.ts";
import { categoryViews, toCardView } from "../domain/catalogue/view.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { public: true, sitemap: true, messages: ["catalogue.card", "catalogue.listing", "catalogue.search", "pages.categories", "meta.categories"] } } satisfies RouteFacts;

/**
 * Product listing. Search and category live in the URL (?search=…&category=…),
 * filtered on the server: results can be shared, the back button works, and it
 * all works without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const categoryParam = url.searchParams.get("category") ?? "";
  const category = isCategoryPath(categoryParam) ? categoryParam : null;
  const catalogue = await requestCatalogue(context);
  const searched = catalogue.products.filter((p) => matchesSearch(catalogue, p, search));
  return {
    search,
    category,
    total: catalogue.products.length,
    // Counts of the category buttons follow the search, so a button never promises results it lacks.
    categories: categoryViews(catalogue, lang, searched),
    results: searched.filter((p) => !category || p.categoryPath === category).map((p) => toCardView(catalogue, p, lang)),
  };
}

export const meta = staticPageMeta("categories", "/categories");

function listingUrl(base: string, search: string, category: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { search, category, categories, results, total } = loaderData;
  const base = href("/categories");
  return (
    <>
      <PageHeader title={t("pages.categories.title")} lead={t("catalogue.listing.lead", { count: total })} />
      <div className="container-page py-8">
        <Form method="get" action={base} role="search" className="flex max-w-2xl gap-2" key={search}>
          <label htmlFor="listing-search" className="sr-only">
            {t("catalogue.listing.searchLabel")}
          </label>
          <input
            id="listing-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t("catalogue.search.placeholder")}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-concrete-300 bg-white px-3"
          />
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <button type="submit" className="btn btn-dark">
            <Search className="h-5 w-5" aria-hidden="true" />
            {t("catalogue.search.submit")}
          </button>
        </Form>

        <nav aria-label={t("catalogue.listing.filterByCategory")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={listingUrl(base, search, null)}
                aria-current={category === null ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${category === null ? "border-ink bg-ink text-white" : "border-concrete-300 bg-white hover:border-ink"}`}
              >
                {t("catalogue.listing.all")} ({categories.reduce((sum, c) => sum + c.count, 0)})
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.path}>
                <Link
                  to={listingUrl(base, search, c.path)}
                  aria-current={category === c.path ? "true" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${category === c.path ? "border-ink bg-ink text-white" : "border-concrete-300 bg-white hover:border-ink"}`}
                >
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {/* The count heads the product list (the cards' names are h3) and is announced when it changes. */}
        <div role="status" className="mt-6">
          <h2 className="text-base font-semibold">{search ? t("catalogue.listing.resultsFor", { count: results.length, search }) : t("catalogue.listing.results", { count: results.length })}</h2>
        </div>

        {results.length === 0 ? (
          <NoProductsFound resetTo={base} heading="h2" />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.map((product, i) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} eager={i < 4} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
