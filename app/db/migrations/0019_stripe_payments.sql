CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "stripe_events_outcome_check" CHECK ("stripe_events"."outcome" in ('paid', 'refused-amount', 'refused-invoice', 'ignored'))
);
