/**
 * The one database schema (Drizzle). Migrations are generated from it with
 * `npm run db:generate` and committed under app/db/migrations. SQL must run on
 * PGlite (PostgreSQL 18) and on PostgreSQL 15.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { SUBMISSION_TYPES } from "../domain/quote/reference.ts";
import { REQUEST_STATUSES } from "../domain/request-status.ts";
import { user } from "./auth-schema.ts";

/**
 * Fixed-window rate-limit counters. In the database (not in memory) so that
 * every instance behind a load balancer counts the same hits.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Limits whose wait grows with each failure (the per-account sign-in limit,
 * app/platform/rate-limit.server.ts): one row per key with its failures in a
 * row, until when a try must wait, and when the row is forgotten.
 */
export const rateLimitBackoffs = pgTable("rate_limit_backoffs", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
  forgetAt: timestamp("forget_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** Numbers of the readable references (S-2026-000123, C-2026-000045): one sequence per kind. */
export const quoteNumberSequence = pgSequence("submission_quote_number_seq", { startWith: 1, increment: 1 });
export const contactNumberSequence = pgSequence("submission_contact_number_seq", { startWith: 1, increment: 1 });

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/**
 * Quote requests and contact messages (spec 3 "Submission record", decisions.md
 * "Quotes and contact"). One table for both kinds (SUBMISSION_TYPES); quote-only
 * columns are null for contact messages. Money is numeric(12,2): exact cents,
 * summable in SQL.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    type: text("type", { enum: SUBMISSION_TYPES }).notNull(),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("new"),
    /** Language of the page the request came from (the customer's e-mails use it). */
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    /** The signed-in customer, when there is one. Deleting the account keeps the request (the link is cleared). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Opaque key of the form instance: a re-sent form (double click, refresh, retry) stores nothing new. */
    submissionKey: text("submission_key").unique(),
    /** Full name (quote: first + last name). */
    name: text("name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    /** Normalised +1NXXNXXXXXX. */
    phone: text("phone"),
    company: text("company"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    /** Contact subject (rental, quote, concrete, support, delivery, billing, other). */
    subject: text("subject"),
    /** Contact message, or the quote's comments. */
    message: text("message"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** As chosen: delivery / pickup / delivery-only; delivery_needed is derived from it (spec boolean). */
    deliveryChoice: text("delivery_choice", { enum: ["delivery", "pickup", "delivery-only"] }),
    deliveryNeeded: boolean("delivery_needed"),
    deliveryLocationName: text("delivery_location_name"),
    deliveryAddress: text("delivery_address"),
    deliveryCity: text("delivery_city"),
    deliveryPostalCode: text("delivery_postal_code"),
    subtotal: money("subtotal"),
    tps: money("tps"),
    tvq: money("tvq"),
    totalAmount: money("total_amount"),
    /**
     * The delivery estimate shown when the request was sent: trips × (150 $ + 1 $/km
     * beyond 75 km), from the delivery postal code; null = none or unknown (confirmed in the quote).
     * Included in subtotal, taxes and total above.
     */
    deliveryEstimate: money("delivery_estimate"),
    /**
     * The private link's secret (/quotes/{token}): 32 random bytes, base64url (256 bits). Made
     * when staff send the first version; whoever holds it may answer the quote.
     */
    quoteToken: text("quote_token").unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("submissions_type_check", sql`${t.type} in ('quote', 'contact')`),
    check("submissions_status_check", sql`${t.status} in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired')`),
    // Contact messages keep their three statuses.
    check("submissions_contact_status_check", sql`${t.type} = 'quote' or ${t.status} in ('new', 'in_progress', 'completed')`),
    index("submissions_created_at_idx").on(t.createdAt),
    // "My requests" (accounts issue): by account, or by e-mail compared case-insensitively.
    index("submissions_user_id_idx").on(t.userId),
    index("submissions_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/** Lines of a quote, priced by the server from the catalogue at submission time. */
export const submissionItems = pgTable(
  "submission_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").notNull(),
    /**
     * The product's name in French and in English at submission time: an old request never
     * changes when the catalogue does (a renamed or archived product keeps its line).
     */
    productName: text("product_name").notNull(),
    productNameEn: text("product_name_en").notNull(),
    image: text("image"),
    quantity: integer("quantity").notNull(),
    period: text("period", { enum: ["day", "week", "fixed"] }).notNull(),
    unitPrice: money("unit_price").notNull(),
    lineTotal: money("line_total").notNull(),
    /**
     * A rented line's own dates, both included (default: the request's dates). Null
     * without dates: the line is then an estimate per period (`period`), as before.
     */
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** The duration's cheapest combination (e.g. 1 week + 2 days); null without dates. */
    weeks: integer("weeks"),
    days: integer("days"),
    /** Option ids (app/domain/catalogue/options.ts); never priced. */
    transformerType: text("transformer_type"),
    sweeperType: text("sweeper_type"),
    diamondType: text("diamond_type"),
  },
  (t) => [
    unique("submission_items_position_unique").on(t.submissionId, t.position),
    check("submission_items_quantity_check", sql`${t.quantity} >= 1`),
    // Statistics (top products) and the back office (a product's requests).
    index("submission_items_product_idx").on(t.productId),
  ],
);

/**
 * Transactional outbox of e-mails (docs/decisions/0007): rows are written in the
 * same transaction as the submission that triggers them, then sent by the
 * background worker. Bodies are rendered at enqueue time, so what is sent is
 * exactly what was decided when the request was accepted.
 */
/** A file of an e-mail, its bytes in base64 (a quote's PDF is a few kilobytes). */
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    /** Template that produced it: quote-staff, quote-customer, contact-staff, contact-customer. */
    kind: text("kind").notNull(),
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    replyToAddress: text("reply_to_address"),
    replyToName: text("reply_to_name"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Files sent with the message (the quote's PDF, a calendar .ics), rendered at enqueue time like the bodies. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** Stable Message-ID: a re-sent copy carries the same one, so mail software can drop the duplicate. */
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Claim of one worker: its token and until when (an expired lease is claimable again). */
    leaseToken: uuid("lease_token"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    /** Printed to the server log (no SMTP_URL); still pending until an SMTP server is set. */
    loggedAt: timestamp("logged_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    // The worker's scan: only unfinished rows, in due order.
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("email_outbox_submission_idx").on(t.submissionId),
  ],
);
