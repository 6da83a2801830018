import { CheckCircle2, XCircle } from "../components/ui/icons.tsx";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/product";
import { AddToQuote } from "../components/catalogue/add-to-quote.tsx";
import { ProductCard } from "../components/catalogue/product-card.tsx";
import { ProductGallery } from "../components/catalogue/product-gallery.tsx";
import { ProductTabs } from "../components/catalogue/product-tabs.tsx";
import { Stars } from "../components/catalogue/stars.tsx";
import { RouteError } from "../components/route-error.tsx";
import { Breadcrumb } from "../components/page-header.tsx";
import { useBusiness } from "../components/use-business.ts";
import { isArchivedProduct, requestCatalogue } from "../db/catalogue.server.ts";
import { getDb } from "../db/client.server.ts";
import { findProduct, isProductId } from "../domain/catalogue/catalogue.ts";
import { toDetailView } from "../domain/catalogue/view.ts";
import { PUMP_OPERATOR_HOURLY } from "../domain/constants.ts";
import { ratesOf } from "../domain/pricing.ts";
import { formatPrice } from "../i18n/format.ts";
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { FAILED_PAGE_META, pageMeta, siteFromMatches } from "../seo/meta.ts";
import { breadcrumbJsonLd } from "../seo/structured-data.ts";
import { productRental } from "./product-rental.server.ts";
import type { RouteFacts } from "./facts.ts";

/**
 * What the dates and quantity can say before a date is there: the dates' form, an item for sale,
 * the quantity's limit. The rest (the price for the dates, its weeks and days, the units free, the
 * dates' errors: app/domain/validation/rental-date-errors.ts) comes with the date rules once a date
 * is typed (components/catalogue/add-to-quote.tsx), or with the page when its address has dates.
 * A test reads those sources for the keys they use.
 */
const RENTAL_PARTS = ["rental.dates", "rental.price.chooseDates", "rental.price.total", "rental.availability.forSale", "quote.errors.quantityTooHigh"];
const DATED_PARTS = [
  "rental.breakdown",
  "rental.price",
  "rental.availability",
  ...["invalidDate", "startDateMissing", "endDateMissing", "startInPast", "startTooSoon", "startClosedDay", "endBeforeStart", "rentalTooLong"].map((key) => `quote.errors.${key}`),
];

export const handle = {
  page: {
    public: true,
    sitemap: "each-product",
    messages: [
      "catalogue.card",
      "catalogue.product",
      ...RENTAL_PARTS,
      "toast.productAdded",
      "toast.productAddedBody",
      "toast.productAddedCapped",
      // The video's button that reopens the cookie choices.
      "consent.preferences.reopen",
      "meta.product",
      // Its title when it failed: missing or withdrawn.
      "notFound.productTitle",
      "notFound.productGoneTitle",
    ],
    datedMessages: DATED_PARTS,
  },
} satisfies RouteFacts;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const catalogue = await requestCatalogue(context);
  // /product with no id shows product 1 (spec 2).
  const id = params.id === undefined ? 1 : Number(params.id);
  const product = isProductId(id) ? findProduct(catalogue, id) : undefined;
  if (!product) {
    // An archived product's old URL answers 410 (gone for good, search engines drop it); an id
    // that never was a product, or one not published yet, 404.
    if (isProductId(id) && (await isArchivedProduct(await getDb(), id))) throw data({ productGone: true }, { status: 410 });
    throw data({ productNotFound: true }, { status: 404 });
  }
  // The price and availability for the dates in the URL (?start=&end=).
  const view = toDetailView(catalogue, product, lang);
  const rental = await productRental(context, catalogue, product, url.searchParams, ratesOf(view), lang);
  // The notes only some products show, worded here: the page carries no words for the others'.
  const notes = {
    unavailable: view.available ? null : view.returnsOn ? translate(lang, "catalogue.productNotes.returnsOn", { date: view.returnsOn }) : translate(lang, "catalogue.productNotes.unavailable"),
    pumpOperator: product.categoryPath === "pompe-beton" && product.model === "B30" ? translate(lang, "catalogue.productNotes.pumpOperator", { price: formatPrice(lang, PUMP_OPERATOR_HOURLY) }) : null,
  };
  return { product: view, rental, notes };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return FAILED_PAGE_META;
  const lang = langFromPath(location.pathname);
  const site = { ...siteFromMatches(matches), lang };
  const { product } = loaderData;
  const path = `/product/${product.id}`;
  const url = (p: string) => `${site.origin}${localizePath(p, lang)}`;
  const vars = { product: product.name, name: site.business.name };
  return pageMeta({
    site,
    path,
    title: translate(lang, "meta.product.title", vars),
    description: translate(lang, "meta.product.description", vars),
    image: product.image.src,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description: product.description,
        brand: { "@type": "Brand", name: product.brand },
        model: product.model,
        sku: `LRS-${product.id}`,
        // Absolute URLs, each once: a photo's `src` is its largest rendition.
        image: [...new Set(product.gallery.map((img) => `${site.origin}${img.src}`))],
        category: product.categoryName,
        aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5 },
        offers: {
          "@type": "Offer",
          price: product.priceDay.toFixed(2),
          priceCurrency: "CAD",
          availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          url: url(path),
          seller: { "@id": `${site.origin}/#business` },
        },
      },
      breadcrumbJsonLd([
        { name: translate(lang, "nav.home"), url: url("/") },
        { name: product.categoryName, url: url(`/category/${product.categoryPath}`) },
        { name: product.name, url: url(path) },
      ]),
    ],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const business = useBusiness();
  const { product, rental, notes } = loaderData;
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: product.categoryName, path: `/category/${product.categoryPath}` }, { label: product.name }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <ProductGallery images={product.gallery} />
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-safety-700">{product.categoryName}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{product.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
            <Stars rating={product.rating} reviews={product.reviews} size="md" />
            {product.available ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-success-700">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t("catalogue.product.available")}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-concrete-200 px-3 py-1 text-sm font-bold text-ink">
                <XCircle className="h-4 w-4" aria-hidden="true" />
                {product.returnsOn ? t("catalogue.product.returnsOn", { date: product.returnsOn }) : t("catalogue.product.unavailable")}
              </span>
            )}
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-concrete-600">{t("catalogue.product.brand")}</dt>
              <dd className="font-bold">{product.brand}</dd>
            </div>
            <div>
              <dt className="text-concrete-600">{t("catalogue.product.model")}</dt>
              <dd className="font-bold">{product.model}</dd>
            </div>
          </dl>
          {notes.pumpOperator ? <p className="mt-4 rounded-lg bg-safety-50 p-3 text-sm font-semibold text-safety-700">{notes.pumpOperator}</p> : null}
          <div className="mt-6">
            <AddToQuote product={product} phone={business.phone} rental={rental} unavailableNote={notes.unavailable} />
          </div>
        </div>
      </div>

      <ProductTabs product={product} />

      {product.similar.length > 0 ? (
        <section className="mt-14" aria-labelledby="similar-title">
          <h2 id="similar-title" className="text-2xl font-extrabold">
            {t("catalogue.product.similar")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {product.similar.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return <RouteError notFound={gone ? { title: "notFound.productGoneTitle", message: "notFound.productGoneMessage" } : { title: "notFound.productTitle", message: "notFound.productMessage" }} />;
}
