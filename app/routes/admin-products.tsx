/**
 * /admin/products — back office, products area: every product of the
 * catalogue (archived ones behind their filter) with its image, category, day and
 * week price, availability, units and last change; search (both languages,
 * accents ignored), category and status filters as a GET form that works
 * without JavaScript. Guarded like every staff screen.
 */
import { Plus } from "../components/ui/icons.tsx";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin-products";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { ProductFiltersForm, ProductTable, type ProductListItem } from "../components/admin/product-list.tsx";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { getDb } from "../db/client.server.ts";
import { listAdminProducts } from "../db/product-admin.server.ts";
import { filterProducts, parseProductListFilters, productState } from "../domain/catalogue/product-admin-list.ts";
import { isReadableQuery } from "../domain/request-filters.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { refusedRequest } from "../platform/read-form.server.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminProducts", "/admin/products");

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const lang = langFromPath(url.pathname);
  if (!isReadableQuery(url.searchParams)) throw refusedRequest(lang);
  const filters = parseProductListFilters(url.searchParams);
  const [catalogue, rows] = await Promise.all([requestCatalogue(context), listAdminProducts(await getDb())]);
  const today = todayInBusinessZone();
  const categoryName = new Map(catalogue.categories.map((category) => [category.path as string, category.name[lang]]));
  const products: ProductListItem[] = filterProducts(rows, filters, today).map((row) => ({
    id: row.id,
    name: row.name[lang] || row.name.fr,
    brandModel: [row.brand, row.model].filter(Boolean).join(" "),
    categoryName: categoryName.get(row.categoryPath) ?? row.categoryPath,
    image: { src: row.image.src, alt: row.image.alt[lang] || row.image.alt.fr },
    priceDay: row.priceDay,
    priceWeek: row.priceWeek,
    salePrice: row.salePrice,
    fleetUnits: row.fleetUnits,
    state: productState(row, today),
    returnsOn: row.unavailableUntil,
    englishMissing: row.englishMissing,
    updatedAt: row.updatedAt.toISOString(),
    lastChangeBy: row.lastChangeBy,
  }));
  const categories = catalogue.categories.map((category) => ({ path: category.path, name: category.name[lang] }));
  return data({ filters, products, categories });
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <>
      <AdminHeader
        view="products"
        title={t("pages.adminProducts.title")}
        lead={t("adminProducts.lead")}
        actions={
          <Link to={href("/admin/products/new")} className="btn btn-primary">
            <Plus className="h-5 w-5" aria-hidden="true" />
            {t("adminProducts.newProduct")}
          </Link>
        }
      />
      <div className="container-page py-6 sm:py-8">
        <ProductFiltersForm filters={loaderData.filters} categories={loaderData.categories} />
        <ProductTable products={loaderData.products} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
