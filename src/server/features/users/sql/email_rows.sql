-- The email rows as other features' statements read them (a person is her email row with the
-- membership of the same address). A plain view, which PostgreSQL inlines into the statement
-- naming it, so "user"'s indexes serve it.
CREATE OR REPLACE VIEW email_rows AS
  SELECT id, "personId", email, "firstName", "emailConfirmedAt", "createdAt", "latestQuizResponseId" FROM "user";
