-- The whistleblowing register's and the documents' review reminders (documents publishes
-- whistleblowing.reminder before and at a report's acknowledgement and feedback deadlines, and
-- review.reminder 14 days before a document's review and on the day): identity e-mails the company's admins.
INSERT INTO platform_events.subscriptions (consumer, type) VALUES
	('identity', 'whistleblowing.reminder'),
	('identity', 'review.reminder')
ON CONFLICT DO NOTHING;
