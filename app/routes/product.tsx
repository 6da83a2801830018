import { data } from "react-router";
import type { Route } from "./+types/product";
import { PlaceholderPage } from "../components/placeholder-page.tsx";
import { findProduct } from "../domain/catalogue/catalogue.ts";
import { staticPageMeta } from "../seo/page-meta.ts";

export function loader({ params }: Route.LoaderArgs) {
  // /product with no id shows product 1 (spec 2).
  const id = params.id === undefined ? 1 : Number(params.id);
  const product = Number.isInteger(id) ? findProduct(id) : undefined;
  if (!product) throw data(null, { status: 404 });
  return { id: product.id };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta("categories", `/product/${args.params.id ?? ""}`)(args);

export default function ProductPage() {
  return <PlaceholderPage titleKey="pages.categories.title" leadKey="meta.categories.description" />;
}
