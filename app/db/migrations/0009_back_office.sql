CREATE TABLE "business_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_by_user_id" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_one_row_check" CHECK ("business_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "product_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"action" text NOT NULL,
	"fields" jsonb NOT NULL,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_changes_action_check" CHECK ("product_changes"."action" in ('create', 'update', 'archive', 'restore', 'photos'))
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_size_check" CHECK ("product_photos"."width" > 0 and "product_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_role_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_role_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"via" text NOT NULL,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_changes_action_check" CHECK ("staff_role_changes"."action" in ('grant', 'revoke')),
	CONSTRAINT "staff_role_changes_via_check" CHECK ("staff_role_changes"."via" in ('screen', 'cli'))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_changes" ADD CONSTRAINT "staff_role_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_role_changes" ADD CONSTRAINT "staff_role_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_changes_product_idx" ON "product_changes" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "staff_role_changes_user_idx" ON "staff_role_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "submission_items_product_idx" ON "submission_items" USING btree ("product_id");--> statement-breakpoint
-- A photo added, moved or removed changes the storefront: the catalogue version moves with it (decision 0015).
CREATE TRIGGER "product_photos_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- The one settings row: empty values = the environment's and app/config/business.ts's defaults.
INSERT INTO "business_settings" ("id", "values", "version") VALUES (true, '{}'::jsonb, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_business_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "business_settings_bump_version" BEFORE UPDATE ON "business_settings" FOR EACH ROW EXECUTE FUNCTION "bump_business_settings_version"();
