-- The memberships as other features' statements read them (a person is her email row with the
-- membership of the same address, or a membership no email row shares). A plain view, which
-- PostgreSQL inlines into the statement naming it, so loyalty_member's indexes (the partial one
-- on "sharesEmailRow" too) serve it.
CREATE OR REPLACE VIEW memberships AS
  SELECT id, "personId", email, "firstName", "confirmedAt", "createdAt", "loyaltyCode", "tierLevel", "pointsBalance", "sharesEmailRow", "erasedAt" FROM loyalty_member;
