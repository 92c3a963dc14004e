-- The events the onboarding service consumes (src/app.ts), declared with the schema rather than when
-- its consumer first starts: an event published before that (another service's process up first)
-- waits for it. The consumer refuses to start while a type it handles is missing from its migrations.
-- The marketing events are subscribed whatever MARKETING_SINK says: with marketing off, the service
-- handles them by recording nothing (as before, when it did not subscribe to them then).
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('onboarding', 'user.merged'),
	('onboarding', 'user.registered'),
	('onboarding', 'user.consented'),
	('onboarding', 'evaluation.completed'),
	('onboarding', 'company.created'),
	('onboarding', 'order.paid'),
	('onboarding', 'contact.requested')
ON CONFLICT DO NOTHING;
