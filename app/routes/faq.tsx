import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("faq", "/faq");

export default function FaqPage() {
  return <PlaceholderPage titleKey="pages.faq.title" leadKey="meta.faq.description" />;
}
