CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_counters_series_check" CHECK ("invoice_counters"."series" in ('F', 'NC')),
	CONSTRAINT "invoice_counters_year_check" CHECK ("invoice_counters"."year" between 2000 and 9999),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"corrects_id" uuid,
	"lang" text NOT NULL,
	"customer" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"tps_cents" integer DEFAULT 0 NOT NULL,
	"tvq_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"waiver_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"waiver_note" text,
	"reason" text,
	"due_date" date,
	"pdf" "bytea",
	"sha256" text,
	"issued_at" timestamp with time zone,
	"issued_by_user_id" text,
	"issued_by_name" text,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued')),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."corrects_id" is not null) and ("invoices"."kind" = 'invoice' or "invoices"."status" = 'issued')),
	CONSTRAINT "invoices_issued_check" CHECK (case when "invoices"."status" = 'issued'
        then "invoices"."number" is not null and "invoices"."customer" is not null and "invoices"."due_date" is not null and "invoices"."pdf" is not null and "invoices"."sha256" is not null and "invoices"."issued_at" is not null and "invoices"."issued_by_name" is not null and "invoices"."total_cents" > 0
        else "invoices"."number" is null and "invoices"."pdf" is null and "invoices"."issued_at" is null end),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" is null or "invoices"."number" ~ (case when "invoices"."kind" = 'invoice' then '^F-[0-9]{4}-[0-9]{6,}$' else '^NC-[0-9]{4}-[0-9]{6,}$' end)),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."tps_cents" >= 0 and "invoices"."tvq_cents" >= 0 and "invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."tps_cents" + "invoices"."tvq_cents"),
	CONSTRAINT "invoices_waiver_check" CHECK ("invoices"."waiver_percent" between 0 and 100),
	CONSTRAINT "invoices_sha256_check" CHECK ("invoices"."sha256" is null or "invoices"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_id" uuid,
	"credit_note_id" uuid,
	"method" text,
	"reference" text,
	"reason" text,
	"refunds_id" integer,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('invoice', 'credit-note', 'payment', 'payment-refund', 'deposit-taken', 'deposit-applied', 'deposit-refunded')),
	CONSTRAINT "ledger_entries_method_check" CHECK ("ledger_entries"."method" is null or "ledger_entries"."method" in ('card-terminal', 'interac', 'cash', 'cheque', 'transfer', 'on-account', 'stripe')),
	CONSTRAINT "ledger_entries_kind_fields_check" CHECK (coalesce(case "ledger_entries"."kind"
        when 'invoice' then "ledger_entries"."invoice_id" is not null and "ledger_entries"."method" is null and "ledger_entries"."credit_note_id" is null and "ledger_entries"."refunds_id" is null
        when 'credit-note' then "ledger_entries"."invoice_id" is not null and "ledger_entries"."credit_note_id" is not null and "ledger_entries"."method" is null and "ledger_entries"."refunds_id" is null
        when 'payment' then "ledger_entries"."invoice_id" is not null and "ledger_entries"."method" is not null and "ledger_entries"."credit_note_id" is null and "ledger_entries"."refunds_id" is null
        when 'payment-refund' then "ledger_entries"."invoice_id" is not null and "ledger_entries"."method" is not null and "ledger_entries"."refunds_id" is not null and "ledger_entries"."reason" is not null and "ledger_entries"."credit_note_id" is null
        when 'deposit-taken' then "ledger_entries"."invoice_id" is null and "ledger_entries"."method" is not null and "ledger_entries"."method" <> 'on-account' and "ledger_entries"."refunds_id" is null
        when 'deposit-applied' then "ledger_entries"."invoice_id" is not null and "ledger_entries"."method" is null and "ledger_entries"."credit_note_id" is null and "ledger_entries"."refunds_id" is null
        when 'deposit-refunded' then "ledger_entries"."invoice_id" is null and "ledger_entries"."method" is not null and "ledger_entries"."method" <> 'on-account' and "ledger_entries"."reason" is not null and "ledger_entries"."refunds_id" is null
      end, false))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refunds_id_ledger_entries_id_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_draft_idx" ON "invoices" USING btree ("submission_id") WHERE "invoices"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "invoices_submission_idx" ON "invoices" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_corrects_idx" ON "invoices" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_invoice_once_idx" ON "ledger_entries" USING btree ("invoice_id") WHERE "ledger_entries"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_credit_note_once_idx" ON "ledger_entries" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_submission_idx" ON "ledger_entries" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
-- An issued invoice or credit note is never changed nor removed, whoever the writer: a correction
-- is a credit note that names it. A draft may change until it is issued (the update that issues it
-- starts from a draft).
CREATE FUNCTION "refuse_issued_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'issued' THEN
    RAISE EXCEPTION 'an issued invoice is never changed (%): a correction is a credit note', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_once_issued" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_change"();
--> statement-breakpoint
-- The ledger is only ever added to: a mistake is corrected by the opposite entry (a refund), so
-- that every sum can be traced back to what was recorded and when.
CREATE FUNCTION "refuse_ledger_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a ledger entry is never changed nor removed (entry %): record the opposite entry', OLD."id" USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_ledger_change"();
