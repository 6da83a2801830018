/**
 * A stored product as the back office's form shows it (the edit page's first
 * values), and whether its English texts are all written (the "English missing"
 * state). The reverse of app/domain/catalogue/product-form.ts's schema: a
 * product's form values parse back to the same product (tested).
 */
import { PRODUCT_LISTS, type ProductField, type ProductInput, type ProductList } from "./product-form.ts";

/** English texts still to write: the product cannot be published until there are none. */
export function englishMissing(product: Pick<ProductInput, "name" | "description" | ProductList | "specifications">): boolean {
  const texts = [product.name, product.description, ...PRODUCT_LISTS.flatMap((list) => product[list]), ...product.specifications.flatMap((row) => [row.label, row.value])];
  return texts.some((t) => t.fr.trim() !== "" && t.en.trim() === "");
}

const dollars = (amount: number | null) => (amount === null ? "" : String(amount));

/** A stored product as the form's values (what the edit page starts from). */
export function productFormValues(product: ProductInput): Record<ProductField, string> {
  const listValues = Object.fromEntries(
    PRODUCT_LISTS.flatMap((list) => [
      [`${list}Fr`, product[list].map((item) => item.fr).join("\n")],
      [`${list}En`, trimEnd(product[list].map((item) => item.en)).join("\n")],
    ]),
  ) as Record<`${ProductList}${"Fr" | "En"}`, string>;
  return {
    nameFr: product.name.fr,
    nameEn: product.name.en,
    descriptionFr: product.description.fr,
    descriptionEn: product.description.en,
    brand: product.brand,
    model: product.model,
    categoryPath: product.categoryPath,
    priceDay: dollars(product.priceDay),
    priceWeek: dollars(product.priceWeek),
    salePrice: dollars(product.salePrice),
    fleetUnits: product.fleetUnits === null ? "" : String(product.fleetUnits),
    unavailableUntil: product.unavailableUntil ?? "",
    video: product.video ?? "",
    rating: String(product.rating),
    reviews: String(product.reviews),
    ...listValues,
    specificationsFr: product.specifications.map((row) => `${row.label.fr} | ${row.value.fr}`).join("\n"),
    specificationsEn: trimEnd(product.specifications.map((row) => (row.label.en || row.value.en ? `${row.label.en} | ${row.value.en}` : ""))).join("\n"),
    published: product.published ? "on" : "",
  };
}

/** Trailing empty English lines are the ones still to write: the text area leaves them out. */
function trimEnd(items: string[]): string[] {
  const out = [...items];
  while (out.length > 0 && out.at(-1) === "") out.pop();
  return out;
}
