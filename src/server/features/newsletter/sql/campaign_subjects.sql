-- The campaigns' subjects, for other features' statements (the sales figures name the campaign
-- an order is credited to). A plain view, which PostgreSQL inlines into the statement naming it.
CREATE OR REPLACE VIEW campaign_subjects AS
  SELECT id, subject FROM newsletter_campaign;
