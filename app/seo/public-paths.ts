import type { Catalogue } from "../domain/catalogue/types.ts";

/** Every public page of the spec's route table (without language prefix). */
export const STATIC_PUBLIC_PATHS = ["/", "/categories", "/quote", "/contact", "/services", "/concrete-services", "/faq", "/privacy", "/terms", "/rental-policy", "/cancellation-policy"] as const;

/** Every public, indexable path: static pages, each category and each product of `catalogue`. */
export function allPublicPaths({ categories, products }: Catalogue): string[] {
  return [...STATIC_PUBLIC_PATHS, ...categories.map((c) => `/category/${c.path}`), ...products.map((p) => `/product/${p.id}`)];
}
