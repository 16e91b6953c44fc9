-- An event id is unique per provider (Razorpay, the courier), not across providers.
DROP INDEX "WebhookEvent_eventId_key";

CREATE UNIQUE INDEX "WebhookEvent_provider_eventId_key" ON "WebhookEvent"("provider", "eventId");
