import { ArrowRight, Headset, Truck, Wrench } from "../components/ui/icons.tsx";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/home";
import { ContactStrip } from "../components/catalogue/contact-strip.tsx";
import { HeroCarousel, type HeroSlide } from "../components/catalogue/hero-carousel.tsx";
import { ProductCard } from "../components/catalogue/product-card.tsx";
import { useBusiness } from "../components/use-business.ts";
import { requestBusiness } from "../db/business-settings.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { categoryViews, toCardView } from "../domain/catalogue/view.ts";
import { FEATURED_ON_HOME } from "../domain/constants.ts";
import { formatNumber } from "../i18n/format.ts";
import { langFromPath, translate } from "../i18n/index.ts";
import { langFromCookie } from "../i18n/lang-cookie.server.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

// The slides' texts come in the loader's data, already translated.
export const handle = {
  page: {
    public: true,
    sitemap: true,
    readsCookie: true,
    messages: ["catalogue.card", "catalogue.hero.label", "catalogue.hero.slideOf", "catalogue.hero.goToSlide", "catalogue.home", "catalogue.search", "meta.home"],
  },
} satisfies RouteFacts;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  // "/" honours a stored English choice (decisions.md); /en never redirects.
  const readsLanguageCookie = pathname === "/";
  if (readsLanguageCookie && langFromCookie(request) === "en") throw redirect("/en");
  const lang = langFromPath(pathname);
  const [business, catalogue] = await Promise.all([requestBusiness(context), requestCatalogue(context)]);
  const count = catalogue.products.length;
  const slides: HeroSlide[] = [
    {
      title: translate(lang, "catalogue.hero.slide1Title"),
      // The first subtitle starts with the real catalogue count (spec 2), beside the inventory claim.
      subtitle: translate(lang, "catalogue.hero.slide1Subtitle", { count, claim: formatNumber(lang, business.inventoryClaim) }),
      image: "/images/catalogue/meuleuses.svg",
      cta: { label: translate(lang, "catalogue.hero.cta1"), path: "/categories" },
    },
    {
      title: translate(lang, "catalogue.hero.slide2Title"),
      subtitle: translate(lang, "catalogue.hero.slide2Subtitle"),
      image: "/images/catalogue/scarifieuse.svg",
      cta: { label: translate(lang, "catalogue.hero.cta2"), path: "/category/meuleuses" },
    },
    {
      title: translate(lang, "catalogue.hero.slide3Title"),
      subtitle: translate(lang, "catalogue.hero.slide3Subtitle"),
      image: "/images/catalogue/pompe-beton.svg",
      cta: { label: translate(lang, "catalogue.hero.cta3"), path: "/concrete-services" },
    },
  ];
  const page = {
    slides,
    categories: categoryViews(catalogue, lang),
    featured: catalogue.products.slice(0, FEATURED_ON_HOME).map((p) => toCardView(catalogue, p, lang)),
  };
  // An answer chosen by a cookie is never kept by a shared cache (server/cache-policy.ts).
  return data(page, readsLanguageCookie ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = staticPageMeta("home", "/");

const SERVICES = [
  { icon: Truck, title: "catalogue.home.deliveryTitle", text: "catalogue.home.deliveryText" },
  { icon: Headset, title: "catalogue.home.supportTitle", text: "catalogue.home.supportText" },
  { icon: Wrench, title: "catalogue.home.maintenanceTitle", text: "catalogue.home.maintenanceText" },
] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const business = useBusiness();
  return (
    <>
      <HeroCarousel slides={loaderData.slides} />

      <section className="container-page py-14" aria-labelledby="categories-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-title" className="text-2xl font-extrabold sm:text-3xl">
              {t("catalogue.home.categoriesTitle")}
            </h2>
            <p className="mt-2 text-concrete-700">{t("catalogue.home.categoriesLead")}</p>
          </div>
          <Link to={href("/categories")} className="inline-flex min-h-11 items-center gap-1 font-semibold text-safety-700 hover:underline">
            {t("catalogue.home.seeAll")}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {loaderData.categories.map((category) => (
            <li key={category.path}>
              <Link to={href(`/category/${category.path}`)} className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
                <img src={category.image.src} alt="" width={800} height={600} loading="lazy" decoding="async" className="aspect-[4/3] h-auto w-full bg-concrete-100 object-cover" />
                {/* The count sits under the name: beside it, a long name ("Transformateur électrique") cut it off. */}
                <span className="flex flex-1 flex-col items-start gap-1.5 p-3">
                  <span className="font-bold leading-snug group-hover:underline">{category.name}</span>
                  <span className="shrink-0 rounded-full bg-safety-50 px-2 py-0.5 text-sm font-bold text-safety-700">
                    <span aria-hidden="true">{t("catalogue.home.countPlus", { count: category.count })}</span>
                    <span className="sr-only">{t("catalogue.home.productsIn", { count: category.count })}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-concrete-100 py-14" aria-labelledby="featured-title">
        <div className="container-page">
          <h2 id="featured-title" className="text-2xl font-extrabold sm:text-3xl">
            {t("catalogue.home.featuredTitle")}
          </h2>
          <p className="mt-2 text-concrete-700">{t("catalogue.home.featuredLead")}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.featured.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} disableUnavailable />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="services-title">
        <h2 id="services-title" className="text-2xl font-extrabold sm:text-3xl">
          {t("catalogue.home.servicesTitle")}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-safety-50 text-safety-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(title)}</h3>
              <p className="mt-2 text-concrete-700">{t(text)}</p>
            </li>
          ))}
        </ul>
        <Link to={href("/services")} className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-safety-700 hover:underline">
          {t("catalogue.home.servicesLink")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </section>

      <ContactStrip business={business} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
