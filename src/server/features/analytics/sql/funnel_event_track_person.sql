-- Each person's funnel steps as a set (bit 1 started, 2 completed, 4 email, 8 cart, 16 loyalty
-- purchase), whatever order they come in: each stage a step completes counts the person once in
-- funnel_depth_daily, on the day they started, under the visit source of their quiz session
-- (quiz/sql/quiz_session_visit_source.sql). Only people whose start was counted are followed.
CREATE OR REPLACE FUNCTION funnel_event_track_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step smallint := CASE NEW."type" WHEN 'quiz_started' THEN 1 WHEN 'quiz_completed' THEN 2 WHEN 'email_captured' THEN 3
                                    WHEN 'added_to_cart' THEN 4 WHEN 'loyalty_purchase' THEN 5 END;
  before smallint := 0;
  after smallint;
  started date;
  came_from varchar(20);
BEGIN
  IF step IS NULL THEN RETURN NULL; END IF;
  IF step = 1 THEN
    after := 1;
    INSERT INTO "funnel_person" ("person", "startedOn", "steps", "source")
    VALUES (NEW."person", (NEW."createdAt" AT TIME ZONE 'UTC')::date, after,
            coalesce((SELECT q."source" FROM quiz_session_visit_source(NEW."person") q), 'unknown'))
    ON CONFLICT ("person") DO NOTHING RETURNING "startedOn", "source" INTO started, came_from;
  ELSE
    -- Only people whose start was counted are followed.
    SELECT "steps", "startedOn", "source" INTO before, started, came_from FROM "funnel_person" WHERE "person" = NEW."person" FOR UPDATE;
    after := before | (1 << (step - 1));
    IF started IS NULL OR after = before THEN RETURN NULL; END IF;
    UPDATE "funnel_person" SET "steps" = after WHERE "person" = NEW."person";
  END IF;
  IF started IS NULL THEN RETURN NULL; END IF;
  -- Each stage this step completes counts the person once, on the day they started.
  INSERT INTO "funnel_depth_daily" ("day", "depth", "source", "shard", "people")
    SELECT started, stage, came_from, pg_backend_pid() % 8, 1 FROM generate_series(1, 5) AS stage
     WHERE funnel_stage_reached(after, stage) AND NOT funnel_stage_reached(before, stage)
  ON CONFLICT ("day", "depth", "source", "shard") DO UPDATE SET "people" = "funnel_depth_daily"."people" + 1;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS funnel_event_person ON funnel_event;
CREATE TRIGGER funnel_event_person AFTER INSERT ON funnel_event
  FOR EACH ROW WHEN (NEW.person IS NOT NULL) EXECUTE FUNCTION funnel_event_track_person();
