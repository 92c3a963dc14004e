-- Staff acknowledgement (documents publishes acknowledgement.invited when an admin invites someone to
-- read a document, or reminds them): identity e-mails the invited address its personal link.
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('identity', 'acknowledgement.invited')
ON CONFLICT DO NOTHING;
