CREATE TABLE "availability_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "availability_version_one_row_check" CHECK ("availability_version"."id")
);
--> statement-breakpoint
-- Decision 0022: what the public pages show of availability moves this version, in the writer's
-- own transaction, whatever the writer (acceptance, cancellation, return, a block added or
-- removed, the expiry job, a hand-written statement).
INSERT INTO "availability_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- It also says so on the "content_versions" channel (see the end of this file).
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "availability_version" SET "version" = "version" + 1;
  PERFORM pg_notify('content_versions', 'availability');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_bump_availability_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "unit_blocks_bump_availability_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- Every version move says so on the "content_versions" channel, delivered at commit: the
-- embedded database (one process, the only writer) keeps the versions in memory and forgets
-- them on this signal instead of reading them at every request (app/db/versions.server.ts).
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1;
  PERFORM pg_notify('content_versions', 'catalogue');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_business_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  PERFORM pg_notify('content_versions', 'settings');
  RETURN NEW;
END
$$;
