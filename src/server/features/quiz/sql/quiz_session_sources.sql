-- The visit source of each quiz session, for other features' statements (an order credited to
-- a quiz takes its source). A plain view, which PostgreSQL inlines into the statement naming it.
CREATE OR REPLACE VIEW quiz_session_sources AS
  SELECT "sessionId", source FROM quiz_session;
