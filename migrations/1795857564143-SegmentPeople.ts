import type { MigrationInterface, QueryRunner } from 'typeorm';

// One function this migration made (a later migration's down() makes it again).
export const ON_QUIZ = `CREATE FUNCTION segment_people_on_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE users int[] := ARRAY[]::int[]; addresses text[]; people uuid[];
      BEGIN
        IF TG_OP <> 'DELETE' THEN users := users || ARRAY(SELECT a."userId" FROM rows_after a WHERE a."userId" IS NOT NULL); END IF;
        IF TG_OP <> 'INSERT' THEN users := users || ARRAY(SELECT b."userId" FROM rows_before b WHERE b."userId" IS NOT NULL); END IF;
        IF cardinality(users) = 0 THEN RETURN NULL; END IF;
        SELECT array_agg(u.email), array_agg(u."personId") INTO addresses, people FROM "user" u WHERE u.id = ANY(users);
        PERFORM segment_people_changed(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
        RETURN NULL;
      END $$`;

/**
 * `segment_person`: one narrow row per person with every fact a segment asks about, so a count is
 * one scan. `segment_person_source` (a view) is its definition; statement triggers on each table
 * it reads note the people a statement touched (by address or person id), and their rows are
 * recomputed when the transaction commits.
 */
export class SegmentPeople1795857564143 implements MigrationInterface {
  name = 'SegmentPeople1795857564143';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "segment_person" ("personId" uuid NOT NULL, "email" character varying(254), "confirmed" boolean NOT NULL, "skinType" text, "primaryConcern" text, "budgetTier" text, "pickIds" integer array, "firstSource" character varying(20), "lastQuizAt" TIMESTAMP WITH TIME ZONE, "memberPersonId" uuid, "tierLevel" character varying(10), "pointsBalance" integer, "lastClickedAt" TIMESTAMP WITH TIME ZONE, "subscribed" boolean NOT NULL, "marketingConsent" boolean NOT NULL, "suppressed" boolean NOT NULL, CONSTRAINT "PK_50ce58260947d8d9deac660300e" PRIMARY KEY ("personId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_623fd57b03d65f6e91ce348e59" ON "segment_person"  ("email") `);

    // People as the People screen lists them: every email row, and each membership (not erased)
    // without one; an email row's membership is the one at its address.
    await queryRunner.query(`CREATE VIEW segment_person_source AS
      SELECT p."personId", p.email, p.confirmed, p."skinType", p."primaryConcern", p."budgetTier", p."pickIds", p."firstSource", p."lastQuizAt",
             p."memberPersonId", p."tierLevel", p."pointsBalance", k."lastClickedAt",
             EXISTS (SELECT 1 FROM newsletter_subscriber ns WHERE ns.address = p.email AND ns.status = 'confirmed') AS subscribed,
             EXISTS (SELECT 1 FROM consent_latest l WHERE l.address = p.email AND l.purpose = 'marketing-email' AND l.action = 'granted') AS "marketingConsent",
             EXISTS (SELECT 1 FROM email_suppression x WHERE x.address = p.email) AS suppressed
        FROM (
          SELECT u."personId", u.email::varchar(254) AS email, u."emailConfirmedAt" IS NOT NULL AS confirmed, u."skinType", u."primaryConcern", u."budgetTier", u."pickIds", u."firstSource",
                 (SELECT max(r."createdAt") FROM quiz_response r WHERE r."userId" = u.id) AS "lastQuizAt",
                 m."personId" AS "memberPersonId", m."tierLevel", m."pointsBalance"
            FROM "user" u LEFT JOIN loyalty_member m ON m.email = u.email AND m."erasedAt" IS NULL
          UNION ALL
          SELECT m."personId", m.email, m."confirmedAt" IS NOT NULL, NULL, NULL, NULL, NULL, NULL, NULL, m."personId", m."tierLevel", m."pointsBalance"
            FROM loyalty_member m WHERE m."sharesEmailRow" = false AND m."erasedAt" IS NULL
        ) p LEFT JOIN email_click_recency k ON k.address = p.email`);

    // Recomputes the rows of the people with these addresses or person ids, from the view.
    await queryRunner.query(`CREATE FUNCTION segment_people_refresh(addresses text[], people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        WITH fresh AS (SELECT * FROM segment_person_source s WHERE s.email = ANY(addresses) OR s."personId" = ANY(people)),
             gone AS (DELETE FROM segment_person sp WHERE (sp.email = ANY(addresses) OR sp."personId" = ANY(people)) AND sp."personId" NOT IN (SELECT f."personId" FROM fresh f))
        INSERT INTO segment_person SELECT * FROM fresh
        ON CONFLICT ("personId") DO UPDATE SET email = EXCLUDED.email, confirmed = EXCLUDED.confirmed, "skinType" = EXCLUDED."skinType",
          "primaryConcern" = EXCLUDED."primaryConcern", "budgetTier" = EXCLUDED."budgetTier", "pickIds" = EXCLUDED."pickIds", "firstSource" = EXCLUDED."firstSource",
          "lastQuizAt" = EXCLUDED."lastQuizAt", "memberPersonId" = EXCLUDED."memberPersonId", "tierLevel" = EXCLUDED."tierLevel", "pointsBalance" = EXCLUDED."pointsBalance",
          "lastClickedAt" = EXCLUDED."lastClickedAt", subscribed = EXCLUDED.subscribed, "marketingConsent" = EXCLUDED."marketingConsent", suppressed = EXCLUDED.suppressed;
      END $$`);

    // A statement's changes are noted (addresses and person ids) and settled when its transaction
    // commits: the commit's first settle takes the one lock of all settles, then recomputes every
    // person the transaction touched, seeing what each settle before it committed. So concurrent
    // changes are never lost, and a writer never waits on this lock while it still has work to do
    // (taking it mid-transaction, in whatever order people came, could close a cycle with the
    // row locks and other locks the transaction takes later).
    await queryRunner.query(`CREATE TABLE "segment_person_change" ("id" bigserial PRIMARY KEY, "tx" bigint NOT NULL DEFAULT txid_current(), "addresses" text[] NOT NULL, "people" uuid[] NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_segment_person_change_tx" ON "segment_person_change" ("tx")`);
    await queryRunner.query(`CREATE FUNCTION segment_people_changed(addresses text[], people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        addresses := ARRAY(SELECT DISTINCT a FROM unnest(addresses) a WHERE a IS NOT NULL);
        people := ARRAY(SELECT DISTINCT p FROM unnest(people) p WHERE p IS NOT NULL);
        IF cardinality(addresses) > 0 OR cardinality(people) > 0 THEN
          INSERT INTO segment_person_change (addresses, people) VALUES (addresses, people);
        END IF;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION segment_people_settle() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE addresses text[]; people uuid[];
      BEGIN
        WITH taken AS (DELETE FROM segment_person_change c WHERE c.tx = txid_current() RETURNING c.addresses, c.people)
        SELECT (SELECT array_agg(a) FROM taken t, unnest(t.addresses) a), (SELECT array_agg(p) FROM taken t, unnest(t.people) p) INTO addresses, people;
        -- The transaction's first settle took every note; the later ones have nothing left to do.
        IF addresses IS NULL AND people IS NULL THEN RETURN NULL; END IF;
        PERFORM pg_advisory_xact_lock(hashtext('segment-people-settle'));
        PERFORM segment_people_refresh(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER segment_people_settle AFTER INSERT ON segment_person_change DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION segment_people_settle()`,
    );

    // Tables keyed by address: clicks' recency, subscriptions, consents, suppressions.
    await queryRunner.query(`CREATE FUNCTION segment_people_on_address() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE addresses text[] := ARRAY[]::text[];
      BEGIN
        IF TG_OP <> 'DELETE' THEN addresses := addresses || ARRAY(SELECT a.address FROM rows_after a); END IF;
        IF TG_OP <> 'INSERT' THEN addresses := addresses || ARRAY(SELECT b.address FROM rows_before b); END IF;
        PERFORM segment_people_changed(addresses, ARRAY[]::uuid[]);
        RETURN NULL;
      END $$`);
    for (const table of ['email_click_recency', 'newsletter_subscriber', 'consent_latest', 'email_suppression']) await this.statementTriggers(queryRunner, table, 'segment_people_on_address()');

    // Email rows and memberships, found by address and person id. An update counts only when one
    // of the columns the trigger names (its arguments) changed.
    await queryRunner.query(`CREATE FUNCTION segment_people_on_person() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE addresses text[]; people uuid[];
      BEGIN
        IF TG_OP = 'INSERT' THEN SELECT array_agg(a.email), array_agg(a."personId") INTO addresses, people FROM rows_after a;
        ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(b.email), array_agg(b."personId") INTO addresses, people FROM rows_before b;
        ELSE
          EXECUTE format('SELECT array_agg(a.email) || array_agg(b.email), array_agg(a."personId") || array_agg(b."personId")
                            FROM rows_after a JOIN rows_before b ON b.id = a.id WHERE (%s) IS DISTINCT FROM (%s)',
                         (SELECT string_agg(format('a.%I', name), ', ') FROM unnest(TG_ARGV) name),
                         (SELECT string_agg(format('b.%I', name), ', ') FROM unnest(TG_ARGV) name)) INTO addresses, people;
        END IF;
        PERFORM segment_people_changed(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
        RETURN NULL;
      END $$`);
    await this.statementTriggers(queryRunner, 'user', `segment_people_on_person('email', 'personId', 'emailConfirmedAt', 'skinType', 'primaryConcern', 'budgetTier', 'pickIds', 'firstSource')`);
    await this.statementTriggers(queryRunner, 'loyalty_member', `segment_people_on_person('email', 'personId', 'confirmedAt', 'tierLevel', 'pointsBalance', 'sharesEmailRow', 'erasedAt')`);

    // Quizzes: her latest quiz's date (a guest's quiz, with no email row yet, touches nobody).
    await queryRunner.query(ON_QUIZ);
    await this.statementTriggers(queryRunner, 'quiz_response', 'segment_people_on_quiz()');

    await queryRunner.query(`INSERT INTO segment_person SELECT * FROM segment_person_source`);
  }

  /** AFTER INSERT, UPDATE and DELETE statement triggers calling `call` (a trigger with transition tables has one event). */
  private async statementTriggers(queryRunner: QueryRunner, table: string, call: string): Promise<void> {
    await queryRunner.query(`CREATE TRIGGER ${table}_segment_people_insert AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION ${call}`);
    await queryRunner.query(
      `CREATE TRIGGER ${table}_segment_people_update AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION ${call}`,
    );
    await queryRunner.query(`CREATE TRIGGER ${table}_segment_people_delete AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION ${call}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['quiz_response', 'loyalty_member', 'user', 'email_click_recency', 'newsletter_subscriber', 'consent_latest', 'email_suppression']) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER ${table}_segment_people_${event} ON "${table}"`);
    }
    for (const fn of ['segment_people_on_quiz', 'segment_people_on_person', 'segment_people_on_address']) await queryRunner.query(`DROP FUNCTION ${fn}()`);
    await queryRunner.query(`DROP TRIGGER segment_people_settle ON segment_person_change`);
    await queryRunner.query(`DROP FUNCTION segment_people_settle()`);
    await queryRunner.query(`DROP FUNCTION segment_people_changed(text[], uuid[])`);
    await queryRunner.query(`DROP TABLE "segment_person_change"`);
    await queryRunner.query(`DROP FUNCTION segment_people_refresh(text[], uuid[])`);
    await queryRunner.query(`DROP VIEW segment_person_source`);
    await queryRunner.query(`DROP INDEX "public"."IDX_623fd57b03d65f6e91ce348e59"`);
    await queryRunner.query(`DROP TABLE "segment_person"`);
  }
}
