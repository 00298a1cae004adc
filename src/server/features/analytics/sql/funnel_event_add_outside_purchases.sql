-- Loyalty purchases of members who never took the quiz (events with no person), counted per UTC day
-- in outside_purchase_daily, and each buyer's latest such day in outside_buyer: the dashboard's
-- purchases outside the funnel never count raw events. Once per statement.
CREATE OR REPLACE FUNCTION funnel_event_add_outside_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outside_purchase_daily" ("day", "shard", "purchases")
  SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, pg_backend_pid() % 8, count(*)
    FROM added a WHERE a."type" = 'loyalty_purchase' AND a."person" IS NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT ("day", "shard") DO UPDATE SET "purchases" = "outside_purchase_daily"."purchases" + EXCLUDED."purchases";
  INSERT INTO "outside_buyer" ("subject", "lastDay")
  SELECT a."subject", max((a."createdAt" AT TIME ZONE 'UTC')::date)
    FROM added a WHERE a."type" = 'loyalty_purchase' AND a."person" IS NULL AND a."subject" IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT ("subject") DO UPDATE SET "lastDay" = greatest("outside_buyer"."lastDay", EXCLUDED."lastDay");
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS funnel_event_outside_purchases ON funnel_event;
CREATE TRIGGER funnel_event_outside_purchases AFTER INSERT ON funnel_event
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_outside_purchases();
