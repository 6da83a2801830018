CREATE TABLE "rental_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"handover_id" integer NOT NULL,
	"number" text NOT NULL,
	"replaces_id" integer,
	"lang" text NOT NULL,
	"signer_name" text NOT NULL,
	"signature_png" "bytea",
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "rental_contracts_sha256_check" CHECK ("rental_contracts"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "rental_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"quote_version_id" uuid NOT NULL,
	"id_kind" text NOT NULL,
	"id_last4" text NOT NULL,
	"deposit_cents" integer NOT NULL,
	"deposit_method" text NOT NULL,
	"deposit_reference" text,
	"taken_by" text NOT NULL,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"handed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_handovers_id_kind_check" CHECK ("rental_handovers"."id_kind" in ('drivers-licence', 'passport', 'permanent-resident', 'other-photo-id')),
	CONSTRAINT "rental_handovers_id_last4_check" CHECK ("rental_handovers"."id_last4" ~ '^[A-Z0-9]{4}$'),
	CONSTRAINT "rental_handovers_deposit_check" CHECK ("rental_handovers"."deposit_cents" >= 0),
	CONSTRAINT "rental_handovers_deposit_method_check" CHECK ("rental_handovers"."deposit_method" in ('card-terminal', 'cash', 'cheque'))
);
--> statement-breakpoint
CREATE TABLE "unit_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"handover_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"hours_out" numeric(9, 1),
	"condition_out" text,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_handover_id_rental_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."rental_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_replaces_id_rental_contracts_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."rental_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_staff_user_id_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_handover_id_rental_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."rental_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_contracts_submission_idx" ON "rental_contracts" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "rental_handovers_submission_idx" ON "rental_handovers" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_assignments_one_open_idx" ON "unit_assignments" USING btree ("unit_id") WHERE "unit_assignments"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "unit_assignments_handover_idx" ON "unit_assignments" USING btree ("handover_id");--> statement-breakpoint
-- A signed contract is never changed, whoever the writer: a correction is a new contract that
-- names the one it replaces.
CREATE FUNCTION "refuse_contract_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signed rental contract is never changed (contract %)', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rental_contracts_never_change" BEFORE UPDATE ON "rental_contracts" FOR EACH ROW EXECUTE FUNCTION "refuse_contract_change"();
