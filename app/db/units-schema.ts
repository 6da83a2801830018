/**
 * The fleet, unit by unit: each physical machine with its asset tag (printed on its QR label),
 * serial number, hour meter, state and notes, and what happened to it.
 *
 * A product's fleet count (`catalogue_products.fleet_units`, which availability reads) is derived
 * from its units by a database trigger (migration 0014): the units available or out on rental.
 * A unit in maintenance or retired is not counted, so it is never offered. Reservations still
 * hold a number of units; the handover names the actual ones.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";

import { UNIT_STATES, type UnitState } from "../domain/rental/unit-form.ts";

export { UNIT_STATES, type UnitState };

/** Numbers the tags the shop does not choose itself: U-00001, U-00002… (never reused). */
export const unitTagSequence = pgSequence("rental_unit_tag_seq", { startWith: 1, increment: 1 });

export const rentalUnits = pgTable(
  "rental_units",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    /** Unique, upper case; numbered by the database unless staff type the tag a unit already wears. */
    tag: text("tag")
      .notNull()
      .unique("rental_units_tag_unique")
      .default(sql`'U-' || lpad(nextval('rental_unit_tag_seq')::text, 5, '0')`),
    serialNumber: text("serial_number"),
    /** The machine has an hour meter; `hours` is its last reading (handover, return, or staff). */
    hourMeter: boolean("hour_meter").notNull().default(false),
    hours: numeric("hours", { precision: 9, scale: 1, mode: "number" }),
    state: text("state", { enum: UNIT_STATES }).notNull().default("available"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("rental_units_state_check", sql`${t.state} in ('available', 'rented', 'maintenance', 'retired')`),
    check("rental_units_tag_check", sql`${t.tag} ~ '^[A-Z0-9][A-Z0-9-]{1,23}$'`),
    check("rental_units_hours_check", sql`${t.hours} is null or (${t.hourMeter} and ${t.hours} >= 0)`),
    index("rental_units_product_idx").on(t.productId, t.state),
  ],
);

export const UNIT_EVENT_KINDS = ["added", "edited", "state"] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

/** A unit's history: added, its details changed, its state changed (with the note that says why). */
export const rentalUnitEvents = pgTable(
  "rental_unit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => rentalUnits.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: UNIT_EVENT_KINDS }).notNull(),
    fromState: text("from_state", { enum: UNIT_STATES }),
    toState: text("to_state", { enum: UNIT_STATES }),
    hours: numeric("hours", { precision: 9, scale: 1, mode: "number" }),
    note: text("note"),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("rental_unit_events_unit_idx").on(t.unitId, t.createdAt)],
);
