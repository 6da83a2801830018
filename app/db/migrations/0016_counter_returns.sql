CREATE TABLE "rental_notices" (
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"end_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_notices_submission_id_kind_end_date_pk" PRIMARY KEY("submission_id","kind","end_date"),
	CONSTRAINT "rental_notices_kind_check" CHECK ("rental_notices"."kind" in ('end-reminder', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "rental_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "rental_requests_kind_check" CHECK ("rental_requests"."kind" in ('pickup', 'extend')),
	CONSTRAINT "rental_requests_status_check" CHECK ("rental_requests"."status" in ('open', 'confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "rental_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"unit_id" integer,
	"kind" text NOT NULL,
	"quantity" numeric(9, 2) NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	CONSTRAINT "return_charges_kind_check" CHECK ("return_charges"."kind" in ('extra-days', 'cleaning', 'fuel', 'damage', 'consumables', 'operator')),
	CONSTRAINT "return_charges_amount_check" CHECK ("return_charges"."amount_cents" > 0 and "return_charges"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD COLUMN "hours_in" numeric(9, 1);--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD COLUMN "condition_in" text;--> statement-breakpoint
ALTER TABLE "rental_notices" ADD CONSTRAINT "rental_notices_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_requests" ADD CONSTRAINT "rental_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_returns" ADD CONSTRAINT "rental_returns_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_returns" ADD CONSTRAINT "rental_returns_staff_user_id_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_charges" ADD CONSTRAINT "return_charges_return_id_rental_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."rental_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_charges" ADD CONSTRAINT "return_charges_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_charges" ADD CONSTRAINT "return_charges_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_requests_submission_idx" ON "rental_requests" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "rental_returns_submission_idx" ON "rental_returns" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "return_charges_submission_idx" ON "return_charges" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_return_id_rental_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."rental_returns"("id") ON DELETE no action ON UPDATE no action;