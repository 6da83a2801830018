import { GraduationCap, HardHat, Headset, Lightbulb, Package, PlugZap, Truck, Wrench, type IconComponent } from "../components/ui/icons.tsx";
import type { Route } from "./+types/services";
import { ContactStripSection } from "../components/content/contact-strip.tsx";
import { ContentHero, ContentHeroActions } from "../components/content/content-hero.tsx";
import { CtaBand } from "../components/content/cta-band.tsx";
import { FeatureCard } from "../components/content/feature-card.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { contentMetaExtra, pageLoaderData } from "../content/page-meta.ts";
import { servicesContent } from "../content/services.ts";
import type { ServicesContent } from "../content/types.ts";
import { langFromPath } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { public: true, sitemap: true, messages: ["meta.services"] } } satisfies RouteFacts;

export async function loader({ url, context }: Route.LoaderArgs): Promise<ServicesContent> {
  return servicesContent(langFromPath(url.pathname), await requestBusiness(context));
}

export const meta = staticPageMeta("services", "/services", (args) => contentMetaExtra(args, "/services", pageLoaderData<ServicesContent>(args)));

const ICONS: Record<string, IconComponent> = {
  delivery: Truck,
  maintenance: Wrench,
  support: Headset,
  operator: HardHat,
  materials: Package,
  installation: PlugZap,
  training: GraduationCap,
  consulting: Lightbulb,
};

export default function ServicesPage({ loaderData: page }: Route.ComponentProps) {
  // The operator and materials services lead the extras (spec 2); the others follow, smaller.
  const [first, second, ...others] = page.extras;
  return (
    <>
      <ContentHero
        crumbs={[{ label: page.breadcrumb }]}
        title={page.hero.title}
        lead={page.hero.lead}
        image="/images/content/services-hero.svg"
        actions={<ContentHeroActions buttonLabel={page.quoteCta.buttonLabel} path={page.quoteCta.path} phone={{ label: page.contactStrip.phone, href: page.contactStrip.phoneHref }} />}
      />

      <section aria-labelledby="included-title" className="container-page py-12 sm:py-16">
        <SectionHeading id="included-title" title={page.mainTitle} />
        {/* Three columns from 1024 px: at 768 px they were a word or two wide. */}
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {page.mainCards.map((card) => (
            <FeatureCard key={card.id} icon={ICONS[card.id] ?? Wrench} title={card.title} text={card.text} points={card.points} />
          ))}
        </div>
      </section>

      <section aria-labelledby="extras-title" className="border-y border-concrete-200 bg-white">
        <div className="container-page py-12 sm:py-16">
          <SectionHeading id="extras-title" title={page.extrasTitle} lead={page.extrasLead} />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {[first, second].map((card) => (card ? <FeatureCard key={card.id} icon={ICONS[card.id] ?? Wrench} title={card.title} text={card.text} points={card.points} /> : null))}
          </div>
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {others.map((card) => (
              <FeatureCard key={card.id} icon={ICONS[card.id] ?? Wrench} title={card.title} text={card.text} points={card.points} />
            ))}
          </div>
        </div>
      </section>

      <CtaBand id="quote-cta-title" title={page.quoteCta.title} text={page.quoteCta.text} buttonLabel={page.quoteCta.buttonLabel} path={page.quoteCta.path} />

      <ContactStripSection strip={page.contactStrip} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
