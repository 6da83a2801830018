import { categories, products } from "../domain/catalogue/catalogue.ts";

/** Every public page of the spec's route table (without language prefix). */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/categories",
  "/quote",
  "/contact",
  "/services",
  "/concrete-services",
  "/faq",
  "/privacy",
  "/terms",
  "/rental-policy",
  "/cancellation-policy",
] as const;

/** Every public, indexable path: static pages, each category and each product. */
export function allPublicPaths(): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...categories.map((c) => `/category/${c.path}`),
    ...products.map((p) => `/product/${p.id}`),
  ];
}
