-- The outbox's messages, without their link tokens, as features' statements read them with what
-- they keep of them (clicks, campaigns). A plain view, which PostgreSQL inlines into the
-- statement naming it, so email_message's indexes serve it.
CREATE OR REPLACE VIEW outbox_messages AS
  SELECT id, recipient, template, occasion, payload, status, "sendAfter", "lastError", "sentAt", "createdAt" FROM email_message;
