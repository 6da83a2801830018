CREATE SEQUENCE "public"."rental_unit_tag_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rental_unit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_unit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"hours" numeric(9, 1),
	"note" text,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"tag" text DEFAULT ('U-' || lpad(nextval('rental_unit_tag_seq')::text, 5, '0')) NOT NULL,
	"serial_number" text,
	"hour_meter" boolean DEFAULT false NOT NULL,
	"hours" numeric(9, 1),
	"state" text DEFAULT 'available' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_units_tag_unique" UNIQUE("tag"),
	CONSTRAINT "rental_units_state_check" CHECK ("rental_units"."state" in ('available', 'rented', 'maintenance', 'retired')),
	CONSTRAINT "rental_units_tag_check" CHECK ("rental_units"."tag" ~ '^[A-Z0-9][A-Z0-9-]{1,23}$'),
	CONSTRAINT "rental_units_hours_check" CHECK ("rental_units"."hours" is null or ("rental_units"."hour_meter" and "rental_units"."hours" >= 0))
);
--> statement-breakpoint
ALTER TABLE "rental_unit_events" ADD CONSTRAINT "rental_unit_events_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_unit_events" ADD CONSTRAINT "rental_unit_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_unit_events_unit_idx" ON "rental_unit_events" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_units_product_idx" ON "rental_units" USING btree ("product_id","state");;--> statement-breakpoint
-- A product's fleet is its units available or out on rental, kept by the database in the writer's
-- own transaction whatever the writer: availability keeps reading catalogue_products.fleet_units.
-- A sold item (fleet_units null) has no fleet and keeps none.
CREATE FUNCTION "count_fleet_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a count that changes is written: a unit handed over (available -> rented) leaves the
  -- product row, and the catalogue's version the render cache keys on, alone.
  UPDATE "catalogue_products" p
     SET "fleet_units" = counted.n
    FROM (SELECT q."id", (SELECT count(*)::int FROM "rental_units" u WHERE u."product_id" = q."id" AND u."state" IN ('available', 'rented')) AS n
            FROM "catalogue_products" q WHERE q."id" IN (NEW."product_id", OLD."product_id")) counted
   WHERE p."id" = counted."id" AND p."fleet_units" IS NOT NULL AND p."fleet_units" IS DISTINCT FROM counted.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rental_units_count_fleet" AFTER INSERT OR DELETE OR UPDATE OF "state", "product_id" ON "rental_units" FOR EACH ROW EXECUTE FUNCTION "count_fleet_units"();
--> statement-breakpoint
-- Today's counts become that many units, tagged U-00001… in product order; their history
-- starts with an "added" without a person (actor_name empty: made from the count).
INSERT INTO "rental_units" ("product_id")
SELECT p."id" FROM "catalogue_products" p CROSS JOIN LATERAL generate_series(1, p."fleet_units") AS n
 WHERE p."fleet_units" > 0
 ORDER BY p."id", n;
--> statement-breakpoint
INSERT INTO "rental_unit_events" ("unit_id", "kind", "to_state", "note", "actor_name")
SELECT u."id", 'added', 'available', NULL, '' FROM "rental_units" u ORDER BY u."id";
