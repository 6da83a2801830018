/**
 * The back office's product form: one zod schema, checked by the
 * action (and usable by the browser), from the posted strings to the product
 * as the catalogue stores it. Messages are translation keys (adminProducts.errors.*,
 * validation.*), answered beside their fields.
 *
 * Rules (decision 0016):
 * - French texts are required; English ones may wait while the product is not
 *   published, and are required to publish it ("English missing").
 * - Lists are typed one item per line, in each language, in the same order;
 *   specifications as "label | value" lines. Line n in English translates line
 *   n in French.
 * - Prices: dollars > 0, at most 2 decimals ("95", "95.5", "95,50").
 * - Week price: empty = the weekly fallback (4.5 × the day price); equal to the
 *   day price = rented by the day only; otherwise above the day price and at
 *   most 7 × it.
 * - A product of a category sold at a fixed price has a sale price and no
 *   day price, week price nor fleet; a rented one the reverse. Fleet 0-999.
 * - The video is a YouTube or Vimeo link, stored as its embed URL.
 */
import { z } from "zod";
import { MAX_FLEET_UNITS, MAX_WEEK_FACTOR } from "../constants.ts";
import { toCents } from "../pricing.ts";
import { hasControlCharacter, optionalLine, requiredLine, singleLine } from "../validation/fields.ts";
import { isIsoDate } from "../validation/dates.ts";
import { isCategoryPath } from "./catalogue.ts";
import type { CategoryPath, Localized } from "./types.ts";
import { normaliseVideoUrl } from "./video.ts";

export const PRODUCT_TEXT_MAX = { name: 120, brand: 80, model: 80, description: 2000, line: 300, lines: 30 } as const;
/** Prices are numeric(12,2) in the database; no tool rents for a million dollars. */
export const MAX_PRICE = 999_999.99;

/** Lists of the product page, in the order of the form. */
export const PRODUCT_LISTS = ["applications", "features", "included", "safety"] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

export type SpecificationInput = { label: Localized; value: Localized };

/** A product as staff edit it (the catalogue row without id, images and dates). */
export type ProductInput = {
  name: Localized;
  description: Localized;
  brand: string;
  model: string;
  categoryPath: CategoryPath;
  priceDay: number | null;
  priceWeek: number | null;
  salePrice: number | null;
  fleetUnits: number | null;
  unavailableUntil: string | null;
  video: string | null;
  rating: number;
  reviews: number;
  applications: Localized[];
  features: Localized[];
  specifications: SpecificationInput[];
  included: Localized[];
  safety: Localized[];
  published: boolean;
};

/** The form's fields in display order (errors are summed up in this order). */
export const PRODUCT_FIELDS = [
  "nameFr",
  "nameEn",
  "descriptionFr",
  "descriptionEn",
  "brand",
  "model",
  "categoryPath",
  "priceDay",
  "priceWeek",
  "fleetUnits",
  "salePrice",
  "unavailableUntil",
  "video",
  "rating",
  "reviews",
  "applicationsFr",
  "applicationsEn",
  "featuresFr",
  "featuresEn",
  "includedFr",
  "includedEn",
  "safetyFr",
  "safetyEn",
  "specificationsFr",
  "specificationsEn",
  "published",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

const text = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/** Dollars as staff type them: "95", "95.5", "1 234,50" (French comma and spaces accepted). */
export function parseDollars(input: string): number | undefined {
  const compact = input.replace(/[\s\u00a0\u202f$]/g, "");
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(compact)) return undefined;
  return Number(compact.replace(",", "."));
}

const money = text.transform((value, ctx) => {
  if (value.trim() === "") return null;
  const dollars = parseDollars(value);
  if (dollars === undefined) ctx.addIssue({ code: "custom", message: "adminProducts.errors.priceFormat" });
  else if (dollars <= 0) ctx.addIssue({ code: "custom", message: "adminProducts.errors.pricePositive" });
  else if (dollars > MAX_PRICE) ctx.addIssue({ code: "custom", message: "adminProducts.errors.priceTooHigh" });
  else return dollars;
  return z.NEVER;
});

const wholeNumber = (max: number, message: string) =>
  text.transform((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    const n = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (Number.isInteger(n) && n <= max) return n;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const rating = text.transform((value, ctx) => {
  const trimmed = value.trim().replace(",", ".");
  if (trimmed === "") return 0;
  const n = /^\d(\.\d)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (n >= 0 && n <= 5) return n;
  ctx.addIssue({ code: "custom", message: "adminProducts.errors.rating" });
  return z.NEVER;
});

const date = text.transform((value, ctx) => {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (isIsoDate(trimmed)) return trimmed;
  ctx.addIssue({ code: "custom", message: "adminProducts.errors.date" });
  return z.NEVER;
});

const video = text.transform((value, ctx) => {
  if (value.trim() === "") return null;
  const embed = normaliseVideoUrl(value);
  if (embed) return embed;
  ctx.addIssue({ code: "custom", message: "adminProducts.errors.video" });
  return z.NEVER;
});

/** The non-empty lines of a text area, trimmed, at most PRODUCT_TEXT_MAX.lines of PRODUCT_TEXT_MAX.line characters. */
const lines = text
  .transform((value) =>
    value
      .split(/\r\n?|\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(PRODUCT_TEXT_MAX.line, { message: "validation.maxChars" })
          .refine((line) => !hasControlCharacter(line), { message: "validation.controlCharacters" }),
      )
      .max(PRODUCT_TEXT_MAX.lines, { message: "adminProducts.errors.tooManyLines" }),
  );

/** "label | value" lines (the first "|" splits; a value may hold more). */
const specificationLines = lines.transform((items, ctx) => {
  const rows: { label: string; value: string }[] = [];
  for (const item of items) {
    const bar = item.indexOf("|");
    const [label, value] = bar < 0 ? ["", ""] : [item.slice(0, bar).trim(), item.slice(bar + 1).trim()];
    if (!label || !value) {
      ctx.addIssue({ code: "custom", message: "adminProducts.errors.specificationFormat" });
      return z.NEVER;
    }
    rows.push({ label, value });
  }
  return rows;
});

const description = (required: boolean) =>
  text
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { message: "validation.required" })
        .max(PRODUCT_TEXT_MAX.description, { message: "validation.maxChars" })
        .refine((value) => !hasControlCharacter(value, { multiLine: true }), { message: "validation.controlCharacters" }),
    );

const listFields = Object.fromEntries(PRODUCT_LISTS.flatMap((list) => [[`${list}Fr`, lines] as const, [`${list}En`, lines] as const])) as Record<`${ProductList}${"Fr" | "En"}`, typeof lines>;

const productFields = z.object({
  nameFr: requiredLine(PRODUCT_TEXT_MAX.name),
  nameEn: text.pipe(singleLine(PRODUCT_TEXT_MAX.name)),
  descriptionFr: description(true),
  descriptionEn: description(false),
  brand: requiredLine(PRODUCT_TEXT_MAX.brand),
  model: optionalLine(PRODUCT_TEXT_MAX.model).transform((value) => value ?? ""),
  categoryPath: text.refine(isCategoryPath, { message: "adminProducts.errors.category" }),
  priceDay: money,
  priceWeek: money,
  salePrice: money,
  fleetUnits: wholeNumber(MAX_FLEET_UNITS, "adminProducts.errors.units"),
  unavailableUntil: date,
  video,
  rating,
  reviews: wholeNumber(9_999_999, "adminProducts.errors.reviews"),
  ...listFields,
  specificationsFr: specificationLines,
  specificationsEn: specificationLines,
  published: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});
type ParsedFields = z.infer<typeof productFields>;

/** Line n of each language makes item n; a missing English line is an empty text ("English missing"). */
function pair(fr: readonly string[], en: readonly string[]): Localized[] {
  return fr.map((line, i) => ({ fr: line, en: en[i] ?? "" }));
}

/**
 * The week-price rule (decision 0016), in cents: empty = the fallback, equal = daily only,
 * otherwise above the day price and at most MAX_WEEK_FACTOR × it. The problem's key, or null.
 */
export function weekPriceProblem(priceDay: number, priceWeek: number | null): "adminProducts.errors.weekBelowDay" | "adminProducts.errors.weekTooHigh" | null {
  if (priceWeek === null) return null;
  const [day, week] = [toCents(priceDay), toCents(priceWeek)];
  if (week < day) return "adminProducts.errors.weekBelowDay";
  if (week > day * MAX_WEEK_FACTOR) return "adminProducts.errors.weekTooHigh";
  return null;
}

function checkRules(value: ParsedFields, ctx: z.core.$RefinementCtx<ParsedFields>, soldCategories: ReadonlySet<string>): void {
  const issue = (field: ProductField, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  if (soldCategories.has(value.categoryPath)) {
    if (value.salePrice === null) issue("salePrice", "validation.required");
    for (const field of ["priceDay", "priceWeek", "fleetUnits"] as const) {
      if (value[field] !== null) issue(field, "adminProducts.errors.notForSale");
    }
  } else {
    if (value.priceDay === null) issue("priceDay", "validation.required");
    if (value.fleetUnits === null) issue("fleetUnits", "validation.required");
    if (value.salePrice !== null) issue("salePrice", "adminProducts.errors.saleOnly");
    const week = value.priceDay === null ? null : weekPriceProblem(value.priceDay, value.priceWeek);
    if (week) issue("priceWeek", week);
  }
  for (const list of [...PRODUCT_LISTS, "specifications"] as const) {
    const [fr, en] = [value[`${list}Fr`], value[`${list}En`]];
    if (en.length > fr.length) issue(`${list}En`, "adminProducts.errors.moreEnglishLines");
    else if (value.published && en.length < fr.length) issue(`${list}En`, "adminProducts.errors.englishRequired");
  }
  if (value.published) {
    if (!value.nameEn) issue("nameEn", "adminProducts.errors.englishRequired");
    if (!value.descriptionEn) issue("descriptionEn", "adminProducts.errors.englishRequired");
  }
}

function toInput(value: ParsedFields, soldCategories: ReadonlySet<string>): ProductInput {
  const sold = soldCategories.has(value.categoryPath);
  return {
    name: { fr: value.nameFr, en: value.nameEn },
    description: { fr: value.descriptionFr, en: value.descriptionEn },
    brand: value.brand,
    model: value.model,
    categoryPath: value.categoryPath as CategoryPath,
    priceDay: sold ? null : value.priceDay,
    priceWeek: sold ? null : value.priceWeek,
    salePrice: sold ? value.salePrice : null,
    fleetUnits: sold ? null : value.fleetUnits,
    unavailableUntil: value.unavailableUntil,
    video: value.video,
    rating: value.rating,
    reviews: value.reviews ?? 0,
    applications: pair(value.applicationsFr, value.applicationsEn),
    features: pair(value.featuresFr, value.featuresEn),
    included: pair(value.includedFr, value.includedEn),
    safety: pair(value.safetyFr, value.safetyEn),
    specifications: value.specificationsFr.map((row, i) => {
      const en = value.specificationsEn[i];
      return { label: { fr: row.label, en: en?.label ?? "" }, value: { fr: row.value, en: en?.value ?? "" } };
    }),
    published: value.published,
  };
}

/**
 * The product form's schema. `soldCategories`: the paths of the categories sold at a fixed
 * price (read from the catalogue; today "produits-en-vente").
 */
export function productFormSchema(soldCategories: Iterable<string>) {
  const sold = new Set(soldCategories);
  return productFields.superRefine((value, ctx) => checkRules(value, ctx, sold)).transform((value) => toInput(value, sold));
}
