/**
 * What a product change records (who, when, which fields, before and
 * after): the edited fields whose value differs, each with its value before and
 * after as JSON. Pure; the data module writes it in the change's transaction.
 */
import type { ProductInput } from "./product-form.ts";

export type ProductFieldChange = { field: keyof ProductInput; before: unknown; after: unknown };

/** The fields in the order the form shows them (the history lists them so). */
export const RECORDED_FIELDS = [
  "name",
  "description",
  "brand",
  "model",
  "categoryPath",
  "priceDay",
  "priceWeek",
  "salePrice",
  "fleetUnits",
  "unavailableUntil",
  "video",
  "rating",
  "reviews",
  "applications",
  "features",
  "included",
  "safety",
  "specifications",
  "published",
] as const satisfies readonly (keyof ProductInput)[];

/** Key order inside objects does not make a change: values are compared by their sorted JSON. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/** The fields that differ between `before` and `after`; every field (before null) for a new product. */
export function changedFields(before: ProductInput | null, after: ProductInput): ProductFieldChange[] {
  return RECORDED_FIELDS.filter((field) => before === null || canonical(before[field]) !== canonical(after[field])).map((field) => ({
    field,
    before: before === null ? null : before[field],
    after: after[field],
  }));
}
