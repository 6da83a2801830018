import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("services", "/services");

export default function ServicesPage() {
  return <PlaceholderPage titleKey="pages.services.title" leadKey="meta.services.description" />;
}
