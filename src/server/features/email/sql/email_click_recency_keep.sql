-- When each address last clicked a link in an email (email_click_recency, read by segments), after
-- every insert of clicks: one upsert per statement, the addresses being the clicked messages'
-- recipients (mail/sql/message_recipients.sql). Erased addresses are left out.
CREATE OR REPLACE FUNCTION email_click_recency_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE messages bigint[];
BEGIN
  messages := ARRAY(SELECT DISTINCT c."messageId" FROM clicked c);
  INSERT INTO email_click_recency ("address", "lastClickedAt")
  SELECT m."recipient", max(c."clickedAt") FROM clicked c JOIN message_recipients(messages) m ON m."id" = c."messageId"
   WHERE m."recipient" NOT LIKE 'erased-%' GROUP BY m."recipient"
  ON CONFLICT ("address") DO UPDATE SET "lastClickedAt" = greatest(email_click_recency."lastClickedAt", EXCLUDED."lastClickedAt");
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS email_click_recency_keep ON email_click;
CREATE TRIGGER email_click_recency_keep AFTER INSERT ON email_click
  REFERENCING NEW TABLE AS clicked FOR EACH STATEMENT EXECUTE FUNCTION email_click_recency_keep();
