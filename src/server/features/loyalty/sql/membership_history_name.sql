-- How the change history names a membership (a member's adjustment, claim or redemption; a
-- person without an email row): her first name and address, else her loyalty code; an erased
-- membership keeps none of them and is `erased_name`. NULL for no membership (a LEFT JOIN's
-- missing row). A plain SQL function, which PostgreSQL inlines into the statement calling it.
CREATE OR REPLACE FUNCTION membership_history_name(erased_at timestamp with time zone, first_name character varying, email character varying, loyalty_code character varying, erased_name text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN erased_at IS NOT NULL THEN erased_name
              ELSE COALESCE(NULLIF(concat_ws(' · ', first_name, email), ''), loyalty_code) END
$$;
