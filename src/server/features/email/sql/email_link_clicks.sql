-- The clicks on links in our emails as other features' statements read them (an order credited
-- to the email its buyer clicked). A plain view, which PostgreSQL inlines into the statement
-- naming it, so email_click's indexes serve it.
CREATE OR REPLACE VIEW email_link_clicks AS
  SELECT "messageId", target, "clickedAt" FROM email_click;
