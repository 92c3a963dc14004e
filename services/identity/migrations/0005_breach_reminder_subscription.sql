-- The breach register's reminders (documents publishes breach.reminder a day before a breach's
-- notification deadline and when it has passed): identity e-mails the company's admins.
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('identity', 'breach.reminder')
ON CONFLICT DO NOTHING;
