CREATE TABLE "rate_limit_backoffs" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_lang_check" CHECK ("user"."lang" in ('fr', 'en'));