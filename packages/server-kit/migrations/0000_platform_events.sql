-- The event bus every service shares (server-kit/src/events.ts). Not a service's schema: the
-- transactional outbox, the subscriptions and one delivery row per subscriber and event.
CREATE SCHEMA IF NOT EXISTS platform_events;

-- What happened, written in the same transaction as the change that caused it.
CREATE TABLE platform_events.events (
	id text PRIMARY KEY,
	type text NOT NULL,
	-- The publishing service.
	source text NOT NULL,
	payload jsonb NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);

-- Which consumer wants which event type; a publish fans out to these in its own transaction.
CREATE TABLE platform_events.subscriptions (
	consumer text NOT NULL,
	type text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (consumer, type)
);

-- One event for one consumer: claimed with FOR UPDATE SKIP LOCKED under a lease, DONE in the same
-- transaction as the consumer's own change (so each is applied once), DEAD after too many attempts.
CREATE TABLE platform_events.deliveries (
	consumer text NOT NULL,
	event_id text NOT NULL REFERENCES platform_events.events (id) ON DELETE CASCADE,
	status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'DEAD')),
	attempts integer NOT NULL DEFAULT 0,
	run_at timestamptz NOT NULL DEFAULT now(),
	lease_until timestamptz,
	lease_token text,
	last_error text,
	done_at timestamptz,
	PRIMARY KEY (consumer, event_id)
);
CREATE INDEX deliveries_due_idx ON platform_events.deliveries (consumer, run_at) WHERE status = 'PENDING';
CREATE INDEX deliveries_event_idx ON platform_events.deliveries (event_id);
