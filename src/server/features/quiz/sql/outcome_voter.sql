-- Who an answer counts for when its person has no store order: at one of the large mail providers,
-- the mailbox (the part after "+" left out, and dots for Gmail); elsewhere, the domain and the UTC
-- day the address was first seen (a catch-all domain makes any number of confirmed addresses).
CREATE OR REPLACE FUNCTION outcome_voter(address text, first_seen timestamp with time zone) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  mailbox text := lower(substring(address FROM '^(.*)@[^@]*$'));
  domain text := lower(substring(address FROM '@([^@]*)$'));
BEGIN
  IF domain = ANY (ARRAY['gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'msn.com', 'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'zoho.com', 'fastmail.com']) OR domain LIKE 'gmx.%' THEN
    mailbox := split_part(mailbox, '+', 1);
    IF domain IN ('gmail.com', 'googlemail.com') THEN
      mailbox := replace(mailbox, '.', '');
      domain := 'gmail.com';
    END IF;
    RETURN 'mailbox:' || mailbox || '@' || domain;
  END IF;
  RETURN 'domain:' || coalesce(domain, '') || ':' || to_char(first_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD');
END
$$;
