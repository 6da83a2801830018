CREATE TABLE "unit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" integer NOT NULL,
	"stage" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_photos_stage_check" CHECK ("unit_photos"."stage" in ('handover', 'return')),
	CONSTRAINT "unit_photos_position_check" CHECK ("unit_photos"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "unit_photos" ADD CONSTRAINT "unit_photos_assignment_id_unit_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."unit_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_photos_slot_idx" ON "unit_photos" USING btree ("assignment_id","stage","position");