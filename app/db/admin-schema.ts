/**
 * Tables of the staff dashboard. `submission_status_changes` is the history of
 * a request's status (decisions.md, "Accounts and staff": every status change
 * is recorded — who, when, from, to — and shown in the request's history).
 *
 * The staff member's name is copied at the time of the change: the history
 * must still say who did it after the account is renamed or deleted (the
 * account link is then set to null, the row stays).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { REQUEST_STATUSES } from "../domain/request-status.ts";
import { submissions } from "./schema.ts";

export const submissionStatusChanges = pgTable(
  "submission_status_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: REQUEST_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: REQUEST_STATUSES }).notNull(),
    changedByUserId: text("changed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Who or what made the change: staff from the dashboard, the customer from the
     * quote's private link, or the system (the expiry job).
     */
    changedByKind: text("changed_by_kind", { enum: ["staff", "customer", "system"] })
      .notNull()
      .default("staff"),
    /** "First Last" of the staff member (or the customer's typed name, or "system") when the change was made. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("submission_status_changes_from_check", sql`${t.fromStatus} in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired')`),
    check("submission_status_changes_to_check", sql`${t.toStatus} in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired')`),
    index("submission_status_changes_submission_idx").on(t.submissionId, t.changedAt),
  ],
);
