import { ClipboardCheck, Droplets, Layers, MapPin, PaintRoller, ShieldCheck, Sparkles, Wrench, type IconComponent } from "../components/ui/icons.tsx";
import type { Route } from "./+types/concrete-services";
import { ContentHero, ContentHeroActions } from "../components/content/content-hero.tsx";
import { CtaBand } from "../components/content/cta-band.tsx";
import { FeatureCard } from "../components/content/feature-card.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { concreteServicesContent } from "../content/concrete-services.ts";
import { contentMetaExtra, pageLoaderData } from "../content/page-meta.ts";
import type { ConcreteServicesContent } from "../content/types.ts";
import { langFromPath } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { public: true, sitemap: true, messages: ["meta.concreteServices"] } } satisfies RouteFacts;

export async function loader({ url, context }: Route.LoaderArgs): Promise<ConcreteServicesContent> {
  return concreteServicesContent(langFromPath(url.pathname), await requestBusiness(context));
}

export const meta = staticPageMeta("concreteServices", "/concrete-services", (args) => contentMetaExtra(args, "/concrete-services", pageLoaderData<ConcreteServicesContent>(args)));

const SERVICE_ICONS: Record<string, IconComponent> = {
  "surface-preparation": Layers,
  epoxy: PaintRoller,
  sealant: Droplets,
  polishing: Sparkles,
};

const REASON_ICONS: Record<string, IconComponent> = {
  "no-subcontracting": ShieldCheck,
  "service-area": MapPin,
  "own-equipment": Wrench,
  "free-estimate": ClipboardCheck,
};

export default function ConcreteServicesPage({ loaderData: page }: Route.ComponentProps) {
  const cta = page.contactCta;
  return (
    <>
      <ContentHero
        crumbs={[{ label: page.breadcrumb }]}
        title={page.hero.title}
        lead={page.hero.lead}
        image="/images/content/concrete-hero.svg"
        actions={<ContentHeroActions buttonLabel={cta.buttonLabel} path={cta.path} phone={{ label: cta.phoneText, href: cta.phoneHref }} />}
      />

      <section aria-labelledby="concrete-services-title" className="container-page py-12 sm:py-16">
        <SectionHeading id="concrete-services-title" title={page.servicesTitle} lead={page.servicesLead} />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {page.services.map((service) => (
            <FeatureCard key={service.id} icon={SERVICE_ICONS[service.id] ?? Layers} title={service.title} text={service.summary} points={service.bullets} />
          ))}
        </div>
      </section>

      <section aria-labelledby="why-title" className="border-y border-concrete-200 bg-white">
        <div className="container-page py-12 sm:py-16">
          <SectionHeading id="why-title" title={page.whyTitle} />
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {page.reasons.map((reason) => {
              const Icon = REASON_ICONS[reason.id] ?? ShieldCheck;
              return (
                <li key={reason.id} className="border-t-4 border-safety-500 pt-5">
                  <Icon className="h-8 w-8 text-ink" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-bold">{reason.title}</h3>
                  <p className="mt-2 text-concrete-700">{reason.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CtaBand id="concrete-cta-title" title={cta.title} text={cta.text} buttonLabel={cta.buttonLabel} path={cta.path} phone={{ label: cta.phoneText, href: cta.phoneHref }} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
