import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("quote", "/quote");

export default function QuotePage() {
  return <PlaceholderPage titleKey="pages.quote.title" leadKey="meta.quote.description" />;
}
