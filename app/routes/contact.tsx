import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("contact", "/contact");

export default function ContactPage() {
  return <PlaceholderPage titleKey="pages.contact.title" leadKey="meta.contact.description" />;
}
