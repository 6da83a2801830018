/**
 * Tables of the rental loop: quote versions staff send, the customer's answers,
 * reservations of fleet units and the units staff block for maintenance.
 *
 * Availability (decisions.md second round): units free on a day = the product's fleet − units
 * reserved that day − units blocked that day. A reservation holds its units from its start to
 * `hold_until` (its end plus the turnaround); a released reservation (cancelled, returned)
 * holds nothing. Reservations are written only under a lock of the product rows
 * (app/db/reservations.server.ts), so two acceptances never take the same last unit.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { QuoteDocumentExtra, QuoteDocumentLine } from "../domain/rental/quote-document.ts";
import { user } from "./auth-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import { submissions } from "./schema.ts";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/**
 * The quote staff prepare for a request, one row per version. A version with `sent_at` null is
 * the draft (at most one per request); a sent version never changes. The customer sees the
 * latest sent version; accepting an older one is refused.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per request. */
    version: integer("version").notNull(),
    lines: jsonb("lines").$type<QuoteDocumentLine[]>().notNull(),
    extras: jsonb("extras").$type<QuoteDocumentExtra[]>().notNull(),
    deliveryFee: money("delivery_fee").notNull().default(0),
    discount: money("discount").notNull().default(0),
    /** Security deposit: shown, not charged (no online payment). */
    deposit: money("deposit").notNull().default(0),
    subtotal: money("subtotal").notNull(),
    tps: money("tps").notNull(),
    tvq: money("tvq").notNull(),
    total: money("total").notNull(),
    /** When the customer gets the equipment; cancellation fees count from it. */
    handoverAt: timestamp("handover_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Last day (business time zone) the version may be accepted. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    note: text("note"),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Null while a draft. */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    unique("quote_versions_submission_version_unique").on(t.submissionId, t.version),
    uniqueIndex("quote_versions_one_draft_idx")
      .on(t.submissionId)
      .where(sql`${t.sentAt} is null`),
    check("quote_versions_amounts_check", sql`${t.deliveryFee} >= 0 and ${t.discount} >= 0 and ${t.deposit} >= 0 and ${t.total} >= 0`),
  ],
);

export const QUOTE_RESPONSE_KINDS = ["accepted", "declined", "cancelled", "date-change", "extended", "returned", "expired"] as const;
export type QuoteResponseKind = (typeof QUOTE_RESPONSE_KINDS)[number];

export const RESPONSE_ACTORS = ["customer", "staff", "system"] as const;
export type ResponseActor = (typeof RESPONSE_ACTORS)[number];

/**
 * What happened to a sent quote: the customer's (or staff's, for a phone answer) acceptance
 * with the exact version, time, IP and browser; a decline with its reason; a cancellation with
 * its fee (or the waiver's reason); a date-change request; an extension; the return.
 */
export const quoteResponses = pgTable(
  "quote_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    quoteVersionId: uuid("quote_version_id")
      .notNull()
      .references(() => quoteVersions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: QUOTE_RESPONSE_KINDS }).notNull(),
    actor: text("actor", { enum: RESPONSE_ACTORS }).notNull(),
    /** The typed full name (acceptance), or the staff member's name. */
    actorName: text("actor_name").notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** Decline reason, date-change request, waiver reason, extension note. */
    reason: text("reason"),
    /** Cancellation: the policy's percentage and the fee, taxes included (0 when waived). */
    feePercent: integer("fee_percent"),
    feeAmount: money("fee_amount"),
    feeWaived: text("fee_waived_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("quote_responses_submission_idx").on(t.submissionId, t.createdAt)],
);

/**
 * Units of a product held by an accepted quote, from `start_date` to `hold_until` (the rental's
 * end plus the turnaround), both included. `released_at` set = no longer held (cancelled,
 * returned): the row stays for the history.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    quoteVersionId: uuid("quote_version_id")
      .notNull()
      .references(() => quoteVersions.id, { onDelete: "cascade" }),
    units: integer("units").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    holdUntil: date("hold_until", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("reservations_units_check", sql`${t.units} >= 1`),
    check("reservations_dates_check", sql`${t.startDate} <= ${t.endDate} and ${t.endDate} <= ${t.holdUntil}`),
    index("reservations_product_idx")
      .on(t.productId, t.startDate)
      .where(sql`${t.releasedAt} is null`),
    index("reservations_submission_idx").on(t.submissionId),
  ],
);

/** Units staff take out of service for maintenance, from `start_date` to `end_date`, both included. */
export const unitBlocks = pgTable(
  "unit_blocks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    units: integer("units").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("unit_blocks_units_check", sql`${t.units} >= 1`),
    check("unit_blocks_dates_check", sql`${t.startDate} <= ${t.endDate}`),
    index("unit_blocks_product_idx")
      .on(t.productId, t.startDate)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * The version of what the public pages show of availability (decision 0022): one row, moved by
 * statement-level triggers on `reservations` and `unit_blocks` in the writer's own transaction
 * (migration 0012), so no writer can forget it. The fleet and "unavailable until" live on the
 * product rows and move the catalogue's version; the turnaround, the settings' version. Every
 * instance reads the three in one statement before answering from its render cache.
 */
export const availabilityVersion = pgTable(
  "availability_version",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("availability_version_one_row_check", sql`${t.id}`)],
);
