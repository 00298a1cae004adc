-- The dashboard sums funnel_daily_total, never raw events: per UTC day, type, visit source of the
-- event's person and shard, once per statement. The row trigger funnel_event_person, which records
-- a person's start, fires before this statement trigger.
CREATE OR REPLACE FUNCTION funnel_event_add_to_daily_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_daily_total" ("day", "type", "source", "shard", "events", "amountCents")
  SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, a."type", coalesce(p."source", 'unknown'), pg_backend_pid() % 8, count(*), coalesce(sum(a."amountCents"), 0)
    FROM added a LEFT JOIN "funnel_person" p ON p."person" = a."person" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "type", "source", "shard") DO UPDATE
    SET "events" = "funnel_daily_total"."events" + EXCLUDED."events",
        "amountCents" = "funnel_daily_total"."amountCents" + EXCLUDED."amountCents";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS funnel_event_daily_total ON funnel_event;
CREATE TRIGGER funnel_event_daily_total AFTER INSERT ON funnel_event
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_to_daily_total();
