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
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import { quoteVersions } from "./rental-schema.ts";
import { submissions } from "./schema.ts";

/** Bytes (a PDF, a PNG) as PostgreSQL stores them. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

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

import { DEPOSIT_METHODS, ID_KINDS } from "../domain/rental/handover-form.ts";

export { DEPOSIT_METHODS, ID_KINDS };

/**
 * The handover of an accepted quote at the counter: who took the equipment, the ID checked (its
 * kind and last 4 characters only, never the number or an image of it), the deposit taken.
 */
export const rentalHandovers = pgTable(
  "rental_handovers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    quoteVersionId: uuid("quote_version_id")
      .notNull()
      .references(() => quoteVersions.id),
    idKind: text("id_kind", { enum: ID_KINDS }).notNull(),
    idLast4: text("id_last4").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    depositMethod: text("deposit_method", { enum: DEPOSIT_METHODS }).notNull(),
    depositReference: text("deposit_reference"),
    takenBy: text("taken_by").notNull(),
    staffUserId: text("staff_user_id").references(() => user.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    handedAt: timestamp("handed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("rental_handovers_id_kind_check", sql`${t.idKind} in ('drivers-licence', 'passport', 'permanent-resident', 'other-photo-id')`),
    check("rental_handovers_id_last4_check", sql`${t.idLast4} ~ '^[A-Z0-9]{4}$'`),
    check("rental_handovers_deposit_check", sql`${t.depositCents} >= 0`),
    check("rental_handovers_deposit_method_check", sql`${t.depositMethod} in ('card-terminal', 'cash', 'cheque')`),
    index("rental_handovers_submission_idx").on(t.submissionId),
  ],
);

/**
 * A unit out on a rental: assigned at the handover with its meter and condition, until its return.
 * One open assignment per unit (the partial unique index): two handovers can never both take it.
 */
export const unitAssignments = pgTable(
  "unit_assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    handoverId: integer("handover_id")
      .notNull()
      .references(() => rentalHandovers.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => rentalUnits.id),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    hoursOut: numeric("hours_out", { precision: 9, scale: 1, mode: "number" }),
    conditionOut: text("condition_out"),
    returnedAt: timestamp("returned_at", { withTimezone: true, mode: "date" }),
    /** The return that brought it back (null: back by staff's "equipment returned" before the return screen). */
    returnId: integer("return_id").references((): AnyPgColumn => rentalReturns.id),
    hoursIn: numeric("hours_in", { precision: 9, scale: 1, mode: "number" }),
    conditionIn: text("condition_in"),
  },
  (t) => [
    uniqueIndex("unit_assignments_one_open_idx")
      .on(t.unitId)
      .where(sql`${t.returnedAt} is null`),
    index("unit_assignments_handover_idx").on(t.handoverId),
  ],
);

/**
 * The rental contract signed at a handover: the PDF's bytes and their SHA-256, the signer's typed
 * name and drawn signature (PNG). Never changed: a correction is a new contract that names the one
 * it replaces.
 */
export const rentalContracts = pgTable(
  "rental_contracts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    handoverId: integer("handover_id")
      .notNull()
      .references(() => rentalHandovers.id, { onDelete: "cascade" }),
    /** "S-2026-000123-1": the request's reference and the contract's rank for it. */
    number: text("number").notNull().unique("rental_contracts_number_unique"),
    replacesId: integer("replaces_id").references((): AnyPgColumn => rentalContracts.id),
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    signerName: text("signer_name").notNull(),
    signaturePng: bytea("signature_png"),
    pdf: bytea("pdf").notNull(),
    sha256: text("sha256").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("rental_contracts_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`), index("rental_contracts_submission_idx").on(t.submissionId)],
);

/** A return at the counter: some or all of a rental's units back, checked by a staff member. */
export const rentalReturns = pgTable(
  "rental_returns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    staffUserId: text("staff_user_id").references(() => user.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("rental_returns_submission_idx").on(t.submissionId)],
);

import { RETURN_CHARGE_KINDS } from "../domain/rental/return-form.ts";
import { RENTAL_NOTICE_KINDS } from "../domain/rental/rental-notices.ts";

export { RETURN_CHARGE_KINDS };

/**
 * What a return costs beyond the accepted quote, one line per reason and unit: extra days past
 * the end date, cleaning, fuel, damage, diamond discs used, the pump operator's hours. Integer
 * cents; the invoice adds them to the quote's lines.
 */
export const returnCharges = pgTable(
  "return_charges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => rentalReturns.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").references(() => rentalUnits.id),
    kind: text("kind", { enum: RETURN_CHARGE_KINDS }).notNull(),
    /** Days, discs or hours (1 for an amount staff enter). */
    quantity: numeric("quantity", { precision: 9, scale: 2, mode: "number" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Why, in staff's words (damage: what was broken). */
    note: text("note"),
  },
  (t) => [
    check("return_charges_kind_check", sql`${t.kind} in ('extra-days', 'cleaning', 'fuel', 'damage', 'consumables', 'operator')`),
    check("return_charges_amount_check", sql`${t.amountCents} > 0 and ${t.quantity} > 0`),
    index("return_charges_submission_idx").on(t.submissionId),
  ],
);

/**
 * The e-mails a rental's dates send on their own, each once per rental whatever the number of
 * servers: the reminder the working day before the end date, the notice when it becomes overdue.
 * The primary key is the "once".
 */
export const rentalNotices = pgTable(
  "rental_notices",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: RENTAL_NOTICE_KINDS }).notNull(),
    /** The end date it was about (an extension makes a new reminder due). */
    endDate: date("end_date", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.kind, t.endDate] }), check("rental_notices_kind_check", sql`${t.kind} in ('end-reminder', 'overdue')`)],
);

/**
 * What a customer asks of a rental under way, from the private link or their account: a pickup
 * (a date and a note) or an extension (a new end date, checked against availability when asked,
 * then confirmed or declined by staff, who extend the reservation).
 */
export const rentalRequests = pgTable(
  "rental_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["pickup", "extend"] }).notNull(),
    /** Pickup: the day asked. Extension: the new end date. */
    date: date("date", { mode: "string" }).notNull(),
    note: text("note"),
    status: text("status", { enum: ["open", "confirmed", "declined"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "date" }),
    answeredBy: text("answered_by"),
  },
  (t) => [
    check("rental_requests_kind_check", sql`${t.kind} in ('pickup', 'extend')`),
    check("rental_requests_status_check", sql`${t.status} in ('open', 'confirmed', 'declined')`),
    index("rental_requests_submission_idx").on(t.submissionId),
  ],
);

/**
 * Photos of a unit's condition at its handover or its return (up to 4 each), made by the
 * catalogue's photo pipeline but kept out of the public photo folder: they are evidence between
 * the shop and its customer, shown to staff only. The files are DATA_DIR/photos/counter.
 */
export const unitPhotos = pgTable(
  "unit_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => unitAssignments.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["handover", "return"] }).notNull(),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Widths stored, ascending, as the catalogue's photos. */
    widths: jsonb("widths").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("unit_photos_stage_check", sql`${t.stage} in ('handover', 'return')`),
    check("unit_photos_position_check", sql`${t.position} between 0 and 3`),
    uniqueIndex("unit_photos_slot_idx").on(t.assignmentId, t.stage, t.position),
  ],
);
