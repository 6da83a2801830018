CREATE TABLE "quote_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"quote_version_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_user_id" text,
	"ip" text,
	"user_agent" text,
	"reason" text,
	"fee_percent" integer,
	"fee_amount" numeric(12, 2),
	"fee_waived_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"delivery_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"deposit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tps" numeric(12, 2) NOT NULL,
	"tvq" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"handover_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "quote_versions_submission_version_unique" UNIQUE("submission_id","version"),
	CONSTRAINT "quote_versions_amounts_check" CHECK ("quote_versions"."delivery_fee" >= 0 and "quote_versions"."discount" >= 0 and "quote_versions"."deposit" >= 0 and "quote_versions"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"quote_version_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hold_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "reservations_units_check" CHECK ("reservations"."units" >= 1),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."start_date" <= "reservations"."end_date" and "reservations"."end_date" <= "reservations"."hold_until")
);
--> statement-breakpoint
CREATE TABLE "unit_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "unit_blocks_units_check" CHECK ("unit_blocks"."units" >= 1),
	CONSTRAINT "unit_blocks_dates_check" CHECK ("unit_blocks"."start_date" <= "unit_blocks"."end_date")
);
--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_status_check";--> statement-breakpoint
ALTER TABLE "submission_status_changes" DROP CONSTRAINT "submission_status_changes_from_check";--> statement-breakpoint
ALTER TABLE "submission_status_changes" DROP CONSTRAINT "submission_status_changes_to_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "weeks" integer;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "delivery_estimate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quote_token" text;--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD COLUMN "changed_by_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_responses_submission_idx" ON "quote_responses" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_one_draft_idx" ON "quote_versions" USING btree ("submission_id") WHERE "quote_versions"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_product_idx" ON "reservations" USING btree ("product_id","start_date") WHERE "reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_submission_idx" ON "reservations" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "unit_blocks_product_idx" ON "unit_blocks" USING btree ("product_id","start_date") WHERE "unit_blocks"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_quote_token_unique" UNIQUE("quote_token");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_contact_status_check" CHECK ("submissions"."type" = 'quote' or "submissions"."status" in ('new', 'in_progress', 'completed'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD CONSTRAINT "submission_status_changes_from_check" CHECK ("submission_status_changes"."from_status" in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD CONSTRAINT "submission_status_changes_to_check" CHECK ("submission_status_changes"."to_status" in ('new', 'in_progress', 'quoted', 'accepted', 'completed', 'declined', 'cancelled', 'expired'));