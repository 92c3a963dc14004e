-- The events the checkout service consumes (src/app.ts), declared with the schema rather than when
-- its consumer first starts: an event published before that (another service's process up first)
-- waits for it. The consumer refuses to start while a type it handles is missing from its migrations.
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('checkout', 'company.purchased')
ON CONFLICT DO NOTHING;
