CREATE TABLE "session_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "session_version_one_row_check" CHECK ("session_version"."id")
);
--> statement-breakpoint
-- Decision 0026: an instance may answer a request from a session it read in the last minute
-- only while this version stays put. It moves, in the writer's own transaction and whatever the
-- writer (Better Auth, the profile form, the staff CLI, a hand-written statement), when a
-- session is renewed or ends and when an account or a profile changes. A new session (sign-in)
-- moves nothing: no instance has read it yet.
INSERT INTO "session_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- It also says so on the "content_versions" channel: the embedded database forgets the versions
-- it keeps in memory (app/db/versions.server.ts).
CREATE FUNCTION "bump_session_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "session_version" SET "version" = "version" + 1;
  PERFORM pg_notify('content_versions', 'sessions');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_bump_session_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
--> statement-breakpoint
CREATE TRIGGER "user_bump_session_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
--> statement-breakpoint
CREATE TRIGGER "client_profiles_bump_session_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
