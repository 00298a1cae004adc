-- Whether a person's steps (the bits of funnel_event_track_person) reach a funnel stage: the first
-- two by their own step, a later one only with a completed quiz as well.
CREATE OR REPLACE FUNCTION funnel_stage_reached(steps integer, stage integer) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN stage <= 2 THEN steps & (1 << (stage - 1)) <> 0 ELSE steps & 2 <> 0 AND steps & (1 << (stage - 1)) <> 0 END
$$;
