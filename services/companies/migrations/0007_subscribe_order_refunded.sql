-- The companies service consumes `order.refunded` (checkout). A publish fans out to the
-- subscriptions that exist at that moment: subscribed here, with the schema, a refund published
-- before this service first starts still reaches it (the consumer's own start only repeats this).
INSERT INTO platform_events.subscriptions (consumer, type) VALUES ('companies', 'order.refunded') ON CONFLICT DO NOTHING;
