/**
 * The catalogue in the database (decision 0015): categories, products and one
 * version row. Seeded by migration 0007 from app/db/seed/ (same ids, texts,
 * prices and images as the former static data); from then on the database is
 * the only source. Read through app/db/catalogue.server.ts, which keeps it in
 * memory and reloads it when `catalogue_version` changes.
 *
 * Texts in both languages are jsonb `{ fr, en }` blocks: they are always read
 * and written whole, with the product, never searched in SQL.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Localized, ProductImage } from "../domain/catalogue/types.ts";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const catalogueCategories = pgTable("catalogue_categories", {
  /** The URL segment (/category/meuleuses); one of CATEGORY_PATHS. */
  path: text("path").primaryKey(),
  /** Order of the category on the pages (the spec's order). */
  position: integer("position").notNull(),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  image: text("image").notNull(),
  imageAlt: jsonb("image_alt").$type<Localized>().notNull(),
  /** Its items are sold at a fixed price (sale_price), never rented. */
  soldAtFixedPrice: boolean("sold_at_fixed_price").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type SpecificationRow = { label: Localized; value: Localized };

export const catalogueProducts = pgTable(
  "catalogue_products",
  {
    /** The seeded ids 1-48 are kept (old requests and links name them); new products continue after. */
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryPath: text("category_path")
      .notNull()
      .references(() => catalogueCategories.path),
    name: jsonb("name").$type<Localized>().notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    /** Ordered; the first is the main image. */
    images: jsonb("images").$type<ProductImage[]>().notNull(),
    video: text("video"),
    /** Dollars per day (rented items); null for items sold at a fixed price. */
    priceDay: money("price_day"),
    /** Dollars per week: equal to price_day = daily only; null = the weekly fallback (4.5 × the day price). */
    priceWeek: money("price_week"),
    /** Fixed price of an item for sale; null for rented items. */
    salePrice: money("sale_price"),
    /** Units in the fleet (rented items, 0-999); null for items for sale, which have no fleet. */
    fleetUnits: integer("fleet_units"),
    /** Out of service (repair…): back on this day, unavailable before it; customers see the date. */
    unavailableUntil: date("unavailable_until", { mode: "string" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    applications: jsonb("applications").$type<Localized[]>().notNull(),
    features: jsonb("features").$type<Localized[]>().notNull(),
    specifications: jsonb("specifications").$type<SpecificationRow[]>().notNull(),
    included: jsonb("included").$type<Localized[]>().notNull(),
    safety: jsonb("safety").$type<Localized[]>().notNull(),
    /**
     * On the storefront (with archived_at null). Staff may save a product whose English texts
     * are not written yet, unpublished; publishing requires both languages (app/domain/catalogue/product-form.ts).
     */
    published: boolean("published").notNull().default(true),
    /** Archived products leave the storefront but stay in old requests (never deleted). */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // A product is either rented (day price, fleet) or sold (sale price, no fleet), never both.
    check("catalogue_products_price_kind_check", sql`(${t.priceDay} is null) = (${t.salePrice} is not null)`),
    check("catalogue_products_fleet_kind_check", sql`(${t.fleetUnits} is null) = (${t.salePrice} is not null)`),
    check("catalogue_products_week_kind_check", sql`${t.salePrice} is null or ${t.priceWeek} is null`),
    check("catalogue_products_prices_check", sql`coalesce(${t.priceDay}, ${t.salePrice}) > 0 and (${t.priceWeek} is null or ${t.priceWeek} > 0)`),
    check("catalogue_products_fleet_units_check", sql`${t.fleetUnits} between 0 and 999`),
    check("catalogue_products_rating_check", sql`${t.rating} between 0 and 5 and ${t.reviews} >= 0`),
    check("catalogue_products_images_check", sql`jsonb_typeof(${t.images}) = 'array' and jsonb_array_length(${t.images}) >= 1`),
    index("catalogue_products_category_idx").on(t.categoryPath),
  ],
);

/**
 * One row: the catalogue's version, bumped by a trigger on every write to the
 * two tables above (migration 0007). Each instance compares it with the
 * version of its in-memory copy at the next request.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("catalogue_version_one_row_check", sql`${t.id}`)],
);
