import { data, redirect } from "react-router";
import type { Route } from "./+types/category";
import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { findCategory } from "../domain/catalogue/catalogue.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/page-meta.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  // Linked by the observed site but not a category: its grinders also polish (decisions.md).
  if (params.category === "polisseuses") throw redirect(localizePath("/category/meuleuses", lang), 301);
  const category = findCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  return { path: category.path };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta("categories", `/category/${args.params.category}`)(args);

export default function CategoryPage() {
  return <PlaceholderPage titleKey="pages.categories.title" leadKey="meta.categories.description" />;
}
