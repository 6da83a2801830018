import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { stripLangPrefix } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/page-meta.ts";
import { useLocation } from "react-router";

const PAGES = {
  "/privacy": "privacy",
  "/terms": "terms",
  "/rental-policy": "rentalPolicy",
  "/cancellation-policy": "cancellationPolicy",
} as const;

type PolicyPath = keyof typeof PAGES;

function pageOf(pathname: string) {
  const path = stripLangPrefix(pathname) as PolicyPath;
  return { path, page: PAGES[path] };
}

export const meta: ReturnType<typeof staticPageMeta> = (args) => {
  const { path, page } = pageOf(args.location.pathname);
  return staticPageMeta(page, path)(args);
};

export default function PolicyPage() {
  const { page } = pageOf(useLocation().pathname);
  return <PlaceholderPage titleKey={`pages.${page}.title`} leadKey={`meta.${page}.description`} />;
}
