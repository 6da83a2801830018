/**
 * Tables of the back office: the audit of catalogue changes, product
 * photos, the business settings and the audit of staff-role changes.
 *
 * As in the request history, the staff member's name is copied at the time of
 * the change: the record must still say who did it after the account is renamed
 * or deleted (the account link is then set to null, the row stays).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Localized } from "../domain/catalogue/types.ts";
import { user } from "./auth-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";

/** One changed field of a product: its name, and its value before and after (JSON values). */
export type ProductFieldChange = { field: string; before: unknown; after: unknown };

export const PRODUCT_CHANGE_ACTIONS = ["create", "update", "archive", "restore", "photos"] as const;
export type ProductChangeAction = (typeof PRODUCT_CHANGE_ACTIONS)[number];

/** Every change of a product made from the back office: who, when, which fields, before and after. */
export const productChanges = pgTable(
  "product_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    action: text("action", { enum: PRODUCT_CHANGE_ACTIONS }).notNull(),
    fields: jsonb("fields").$type<ProductFieldChange[]>().notNull(),
    changedByUserId: text("changed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("product_changes_action_check", sql`${t.action} in ('create', 'update', 'archive', 'restore', 'photos')`), index("product_changes_product_idx").on(t.productId, t.changedAt)],
);

/**
 * Photos uploaded by staff. The files (responsive sizes, metadata stripped) live
 * under DATA_DIR/photos/{id}-{width}.{webp|avif}; the row holds what the pages need
 * to write `srcset`, `width` and `height` without reading a file. A product with
 * no photo shows its illustrations (catalogue_products.images).
 */
export const productPhotos = pgTable(
  "product_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    /** Order on the product page; 0 is the main photo. */
    position: integer("position").notNull(),
    alt: jsonb("alt").$type<Localized>().notNull(),
    /** Size of the largest stored rendition (its ratio gives every other size). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Widths stored, ascending (e.g. [320, 640, 960, 1280], never wider than the original). */
    widths: jsonb("widths").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("product_photos_size_check", sql`${t.width} > 0 and ${t.height} > 0`), index("product_photos_product_idx").on(t.productId, t.position)],
);

/**
 * One row: the business settings edited in the back office (identity, hours,
 * emergency line, service area, tax numbers). `values` holds only what staff
 * set; anything absent falls back to the environment and app/config/business.ts.
 * `version` is bumped on every write, so each instance reloads its copy at its
 * next request (as the catalogue does).
 */
export const businessSettings = pgTable(
  "business_settings",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    values: jsonb("values")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, { onDelete: "set null" }),
    updatedByName: text("updated_by_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("business_settings_one_row_check", sql`${t.id}`)],
);

export const STAFF_ROLE_ACTIONS = ["grant", "revoke"] as const;
export type StaffRoleAction = (typeof STAFF_ROLE_ACTIONS)[number];

/** Every staff role granted or revoked from the back office (the screen) or the command line. */
export const staffRoleChanges = pgTable(
  "staff_role_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The account's e-mail at the time (kept when the account is deleted). */
    userEmail: text("user_email").notNull(),
    action: text("action", { enum: STAFF_ROLE_ACTIONS }).notNull(),
    /** "screen" (back office) or "cli" (npm run grant-admin / revoke-admin). */
    via: text("via", { enum: ["screen", "cli"] }).notNull(),
    changedByUserId: text("changed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Staff member's name, or "ligne de commande" for the command. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_role_changes_action_check", sql`${t.action} in ('grant', 'revoke')`),
    check("staff_role_changes_via_check", sql`${t.via} in ('screen', 'cli')`),
    index("staff_role_changes_user_idx").on(t.userId, t.changedAt),
  ],
);
