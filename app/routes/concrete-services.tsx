import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("concreteServices", "/concrete-services");

export default function ConcreteServicesPage() {
  return <PlaceholderPage titleKey="pages.concreteServices.title" leadKey="meta.concreteServices.description" />;
}
