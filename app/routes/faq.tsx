import { MessageCircleQuestion, Phone } from "../components/ui/icons.tsx";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/faq";
import { FaqList } from "../components/content/faq-list.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { faqContent } from "../content/faq.ts";
import { contentMetaExtra, faqPageJsonLd, pageLoaderData } from "../content/page-meta.ts";
import type { FaqContent } from "../content/types.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { public: true, sitemap: true, messages: ["content.faq", "meta.faq"] } } satisfies RouteFacts;

export async function loader({ url, context }: Route.LoaderArgs): Promise<FaqContent> {
  return faqContent(langFromPath(url.pathname), await requestBusiness(context));
}

// Filtering happens in the page; the questions themselves never change with the query.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = staticPageMeta("faq", "/faq", (args) => {
  const faq = pageLoaderData<FaqContent>(args);
  return contentMetaExtra(args, "/faq", faq && { meta: faq.meta, breadcrumb: faq.title }, faq ? [faqPageJsonLd(faq.items)] : []);
});

export default function FaqPage({ loaderData: faq }: Route.ComponentProps) {
  const { href } = useI18n();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const cta = faq.contactCta;
  return (
    <>
      <PageHeader title={faq.title} lead={faq.lead} />
      <div className="container-page grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* A new query string (a search sent without JavaScript) starts the list afresh. */}
        <FaqList key={location.search} faq={faq} initialQuery={params.get("q") ?? ""} initialCategory={params.getAll("category")[0] ?? null} />
        <aside aria-labelledby="faq-contact-title" className="card p-6 lg:sticky lg:top-32">
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-safety-50 text-safety-700">
            <MessageCircleQuestion className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 id="faq-contact-title" className="mt-4 text-xl font-bold">
            {cta.title}
          </h2>
          <p className="mt-2 text-concrete-700">{cta.text}</p>
          <div className="mt-5 flex flex-col gap-3">
            <Link to={href("/contact")} className="btn btn-primary">
              {cta.contactLabel}
            </Link>
            <a href={cta.phoneHref} className="btn btn-outline whitespace-nowrap">
              <Phone className="h-5 w-5" aria-hidden="true" />
              {cta.callLabel}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
