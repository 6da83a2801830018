import { data } from "react-router";
import type { Route } from "./+types/policy";
import { PolicyArticle, type PolicyLink } from "../components/content/policy-article.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { pageBreadcrumbJsonLd, pageLoaderData } from "../content/page-meta.ts";
import { policyContent } from "../content/policies/index.ts";
import { POLICY_PATHS, type PolicyDocument, type PolicyKind } from "../content/types.ts";
import { langFromPath, stripLangPrefix, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { siteFromMatches, staticPageMeta } from "../seo/meta.ts";
import type { RouteFacts } from "./facts.ts";

// A policy's contents and its button that reopens the cookie choices; the four policies share this
// module, so each carries the four titles.
export const handle = {
  page: {
    public: true,
    sitemap: true,
    messages: ["content.policy", "consent.preferences.reopen", "meta.privacy", "meta.terms", "meta.rentalPolicy", "meta.cancellationPolicy"],
  },
} satisfies RouteFacts;

/** One module for /privacy, /terms, /rental-policy and /cancellation-policy (app/routes.ts). */
const KIND_BY_PATH: Readonly<Record<string, PolicyKind>> = Object.fromEntries((Object.entries(POLICY_PATHS) as Array<[PolicyKind, string]>).map(([kind, path]) => [path, kind]));

/** The footer's names of the policies (already in every page's messages). */
const LINK_LABELS: Record<PolicyKind, MessageKey> = {
  privacy: "footer.privacy",
  terms: "footer.terms",
  rentalPolicy: "footer.rentalPolicy",
  cancellationPolicy: "footer.cancellationPolicy",
};

type PolicyPage = { kind: PolicyKind; doc: PolicyDocument };

export async function loader({ url, context }: Route.LoaderArgs): Promise<PolicyPage> {
  const pathname = url.pathname;
  const kind = KIND_BY_PATH[stripLangPrefix(pathname)];
  if (!kind) throw data(null, { status: 404 });
  return { kind, doc: policyContent(kind, langFromPath(pathname), await requestBusiness(context)) };
}

export const meta: Route.MetaFunction = (args) => {
  const path = stripLangPrefix(args.location.pathname);
  const kind = KIND_BY_PATH[path] ?? "privacy";
  return staticPageMeta(kind, path, (metaArgs) => {
    const page = pageLoaderData<PolicyPage>(metaArgs);
    if (!page) return {};
    return {
      title: `${page.doc.title} | ${siteFromMatches(metaArgs.matches).business.name}`,
      description: page.doc.description,
      structuredData: [pageBreadcrumbJsonLd(metaArgs, path, page.doc.title)],
    };
  })(args);
};

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { kind, doc } = loaderData;
  const others: PolicyLink[] = (Object.keys(POLICY_PATHS) as PolicyKind[]).filter((other) => other !== kind).map((other) => ({ path: POLICY_PATHS[other], label: t(LINK_LABELS[other]) }));
  return <PolicyArticle doc={doc} others={others} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
