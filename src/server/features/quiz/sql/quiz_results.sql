-- The stored quiz results as other features' statements read them (an order credited to her
-- quiz, a follow-up drawn from her picks), without the answers. A plain view, which PostgreSQL
-- inlines into the statement naming it, so quiz_response's indexes serve it.
CREATE OR REPLACE VIEW quiz_results AS
  SELECT id, "sessionId", kind, result, "userId", "createdAt", "captureConfirmedAt" FROM quiz_response;
