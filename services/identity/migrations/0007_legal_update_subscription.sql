-- The documents' legal updates (docs/legal-updates.md: documents publishes legal-update.published once
-- per company and update, when its documents are made again for it): identity e-mails the company's admins.
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('identity', 'legal-update.published')
ON CONFLICT DO NOTHING;
