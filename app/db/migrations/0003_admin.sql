CREATE TABLE "submission_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_status_changes_from_check" CHECK ("submission_status_changes"."from_status" in ('new', 'in_progress', 'completed')),
	CONSTRAINT "submission_status_changes_to_check" CHECK ("submission_status_changes"."to_status" in ('new', 'in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD CONSTRAINT "submission_status_changes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_status_changes" ADD CONSTRAINT "submission_status_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_status_changes_submission_idx" ON "submission_status_changes" USING btree ("submission_id","changed_at");