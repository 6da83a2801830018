import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { staticPageMeta } from "../seo/page-meta.ts";

export const meta = staticPageMeta("categories", "/categories");

export default function CategoriesPage() {
  return <PlaceholderPage titleKey="pages.categories.title" leadKey="meta.categories.description" />;
}
