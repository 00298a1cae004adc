import type { MigrationInterface, QueryRunner } from 'typeorm';

// Answers teach the engine as far as people proved they used the product (the rule, as of this
// migration):
// - she has a store order line of the product under her confirmed address: the answer weighs 1,
//   and is one of the buyers social proof counts;
// - otherwise it weighs a quarter of a person's answer;
// - people without any store order weigh together as one person: at one of the large mail
//   providers, the addresses of one mailbox (the part after "+" dropped, and dots for Gmail);
//   elsewhere, every address of the domain first seen on the same UTC day (a catch-all domain
//   makes any number of confirmed addresses). A person's answers split her weight evenly.
// The tally of a product is recounted from its answers whenever an answer about it is written,
// or an order (or order line) arrives for someone who answered about it: one statement-level
// trigger per table, under a lock per product taken in product order, so two recounts of one
// product never miss each other's answers.

/** The large mail providers: one address there is one mailbox, not a domain anyone can fill. */
const PROVIDER_DOMAINS = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'msn.com', 'yahoo.com', 'yahoo.co.uk', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'zoho.com', 'fastmail.com',
];

const VOTER = `CREATE FUNCTION outcome_voter(address text, first_seen timestamptz) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
  DECLARE
    mailbox text := lower(substring(address FROM '^(.*)@[^@]*$'));
    domain text := lower(substring(address FROM '@([^@]*)$'));
  BEGIN
    IF domain = ANY (ARRAY[${PROVIDER_DOMAINS.map((domain) => `'${domain}'`).join(', ')}]) OR domain LIKE 'gmx.%' THEN
      mailbox := split_part(mailbox, '+', 1);
      IF domain IN ('gmail.com', 'googlemail.com') THEN
        mailbox := replace(mailbox, '.', '');
        domain := 'gmail.com';
      END IF;
      RETURN 'mailbox:' || mailbox || '@' || domain;
    END IF;
    RETURN 'domain:' || coalesce(domain, '') || ':' || to_char(first_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD');
  END $$`;

const BOUGHT = `CREATE FUNCTION outcome_bought(user_id integer, product_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "user" u JOIN store_order o ON o.email = u.email JOIN store_order_line l ON l."orderId" = o.id
     WHERE u.id = user_id AND u."emailConfirmedAt" IS NOT NULL AND l."productId" = product_id)
$$`;

const RECOUNT = `CREATE FUNCTION outcome_recount(products integer[]) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE product integer;
  BEGIN
    FOR product IN SELECT DISTINCT p FROM unnest(products) AS p WHERE p IS NOT NULL ORDER BY p LOOP
      PERFORM pg_advisory_xact_lock(7402, product);
    END LOOP;
    -- A statement of its own after the locks: it sees every answer committed before they were granted.
    WITH answer AS (
      SELECT a."productId", a.segment, a.answer,
             outcome_bought(a."userId", a."productId") AS bought,
             CASE WHEN u."emailConfirmedAt" IS NOT NULL AND EXISTS (SELECT 1 FROM store_order o WHERE o.email = u.email)
                  THEN 'person:' || u.id ELSE outcome_voter(u.email, u."createdAt") END AS voter
        FROM outcome_answer a JOIN "user" u ON u.id = a."userId"
       WHERE a."productId" = ANY (products)
    ), weighed AS (
      SELECT *, CASE WHEN bought THEN 1.0 ELSE 0.25 END / count(*) OVER (PARTITION BY "productId", voter) AS weight FROM answer
    ), counted AS (
      SELECT segment, "productId",
             count(*) FILTER (WHERE answer = 'works')::int AS works,
             count(*) FILTER (WHERE answer = 'early')::int AS early,
             count(*) FILTER (WHERE answer = 'not_for_me')::int AS "notForMe",
             count(*) FILTER (WHERE answer = 'not_yet')::int AS "notYet",
             count(*) FILTER (WHERE bought AND answer = 'works')::int AS "buyersWorks",
             count(*) FILTER (WHERE bought AND answer = 'early')::int AS "buyersEarly",
             count(*) FILTER (WHERE bought AND answer = 'not_for_me')::int AS "buyersNotForMe",
             -- To a millionth of an answer: a person's quarter split six ways sums to a quarter again.
             round(coalesce(sum(weight) FILTER (WHERE answer = 'works'), 0), 6)::double precision AS "weightWorks",
             round(coalesce(sum(weight) FILTER (WHERE answer = 'not_for_me'), 0), 6)::double precision AS "weightNotForMe",
             round(coalesce(sum(weight) FILTER (WHERE answer = 'not_yet'), 0), 6)::double precision AS "weightNotYet"
        FROM weighed GROUP BY segment, "productId"
    ), gone AS (
      DELETE FROM outcome_tally t WHERE t."productId" = ANY (products)
         AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.segment = t.segment AND c."productId" = t."productId")
    )
    INSERT INTO outcome_tally (segment, "productId", works, early, "notForMe", "notYet", "buyersWorks", "buyersEarly", "buyersNotForMe", "weightWorks", "weightNotForMe", "weightNotYet")
    SELECT * FROM counted
    ON CONFLICT (segment, "productId") DO UPDATE SET
      works = EXCLUDED.works, early = EXCLUDED.early, "notForMe" = EXCLUDED."notForMe", "notYet" = EXCLUDED."notYet",
      "buyersWorks" = EXCLUDED."buyersWorks", "buyersEarly" = EXCLUDED."buyersEarly", "buyersNotForMe" = EXCLUDED."buyersNotForMe",
      "weightWorks" = EXCLUDED."weightWorks", "weightNotForMe" = EXCLUDED."weightNotForMe", "weightNotYet" = EXCLUDED."weightNotYet"
    WHERE (outcome_tally.works, outcome_tally.early, outcome_tally."notForMe", outcome_tally."notYet", outcome_tally."buyersWorks", outcome_tally."buyersEarly",
           outcome_tally."buyersNotForMe", outcome_tally."weightWorks", outcome_tally."weightNotForMe", outcome_tally."weightNotYet")
      IS DISTINCT FROM (EXCLUDED.works, EXCLUDED.early, EXCLUDED."notForMe", EXCLUDED."notYet", EXCLUDED."buyersWorks", EXCLUDED."buyersEarly",
           EXCLUDED."buyersNotForMe", EXCLUDED."weightWorks", EXCLUDED."weightNotForMe", EXCLUDED."weightNotYet");
  END $$`;

// Once per statement, never per row: a statement writing many answers recounts each product once.
const ANSWERS_CHANGED = `CREATE FUNCTION outcome_answers_recount() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE products integer[] := '{}';
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN products := products || ARRAY(SELECT "productId" FROM added); END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN products := products || ARRAY(SELECT "productId" FROM removed); END IF;
    IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
    RETURN NULL;
  END $$`;

// An order arriving for someone who answered: her answers may weigh more now (she bought the
// product, or has an order and is a person of her own). Without answers behind the address, a
// few index probes and nothing written.
export const ORDERS_ARRIVED = `CREATE FUNCTION outcome_orders_recount() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE products integer[];
  BEGIN
    products := ARRAY(SELECT DISTINCT a."productId" FROM added o
                        JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                        JOIN outcome_answer a ON a."userId" = u.id
                       WHERE o.email IS NOT NULL);
    IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
    RETURN NULL;
  END $$`;

export const ORDER_LINES_ARRIVED = `CREATE FUNCTION outcome_order_lines_recount() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE products integer[];
  BEGIN
    products := ARRAY(SELECT DISTINCT a."productId" FROM added l
                        JOIN store_order o ON o.id = l."orderId" AND o.email IS NOT NULL
                        JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                        JOIN outcome_answer a ON a."userId" = u.id AND a."productId" = l."productId");
    IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
    RETURN NULL;
  END $$`;

// As the Outcomes migration wrote it, for down().
const COUNT_ANSWERS = `CREATE FUNCTION outcome_answer_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE "outcome_tally" SET
        "works" = "works" - (OLD."answer" = 'works')::int,
        "early" = "early" - (OLD."answer" = 'early')::int,
        "notForMe" = "notForMe" - (OLD."answer" = 'not_for_me')::int,
        "notYet" = "notYet" - (OLD."answer" = 'not_yet')::int
      WHERE "segment" = OLD."segment" AND "productId" = OLD."productId";
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO "outcome_tally" ("segment", "productId", "works", "early", "notForMe", "notYet")
      VALUES (NEW."segment", NEW."productId", (NEW."answer" = 'works')::int, (NEW."answer" = 'early')::int, (NEW."answer" = 'not_for_me')::int, (NEW."answer" = 'not_yet')::int)
      ON CONFLICT ("segment", "productId") DO UPDATE SET
        "works" = "outcome_tally"."works" + EXCLUDED."works",
        "early" = "outcome_tally"."early" + EXCLUDED."early",
        "notForMe" = "outcome_tally"."notForMe" + EXCLUDED."notForMe",
        "notYet" = "outcome_tally"."notYet" + EXCLUDED."notYet";
    END IF;
    RETURN NULL;
  END $$`;

export class OutcomesFromProvenUse1796154667035 implements MigrationInterface {
  name = 'OutcomesFromProvenUse1796154667035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "buyersWorks" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "buyersEarly" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "buyersNotForMe" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "weightWorks" double precision NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "weightNotForMe" double precision NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD "weightNotYet" double precision NOT NULL DEFAULT '0'`);

    // Kept by hand: the weighing functions, the recount and the triggers that call it.
    await queryRunner.query(`DROP TRIGGER outcome_answer_count ON "outcome_answer"`);
    await queryRunner.query(`DROP FUNCTION outcome_answer_count()`);
    for (const statement of [VOTER, BOUGHT, RECOUNT, ANSWERS_CHANGED, ORDERS_ARRIVED, ORDER_LINES_ARRIVED]) await queryRunner.query(statement);
    await queryRunner.query(`CREATE TRIGGER outcome_answers_added AFTER INSERT ON "outcome_answer" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_answers_recount()`);
    await queryRunner.query(
      `CREATE TRIGGER outcome_answers_changed AFTER UPDATE ON "outcome_answer" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_answers_recount()`,
    );
    await queryRunner.query(`CREATE TRIGGER outcome_answers_removed AFTER DELETE ON "outcome_answer" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION outcome_answers_recount()`);
    await queryRunner.query(`CREATE TRIGGER outcome_orders_arrived AFTER INSERT ON "store_order" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_orders_recount()`);
    await queryRunner.query(
      `CREATE TRIGGER outcome_order_lines_arrived AFTER INSERT ON "store_order_line" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_order_lines_recount()`,
    );
    // The answers given so far, weighed by the new rule.
    await queryRunner.query(`SELECT outcome_recount(ARRAY(SELECT DISTINCT "productId" FROM outcome_answer))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER outcome_order_lines_arrived ON "store_order_line"`);
    await queryRunner.query(`DROP TRIGGER outcome_orders_arrived ON "store_order"`);
    await queryRunner.query(`DROP TRIGGER outcome_answers_removed ON "outcome_answer"`);
    await queryRunner.query(`DROP TRIGGER outcome_answers_changed ON "outcome_answer"`);
    await queryRunner.query(`DROP TRIGGER outcome_answers_added ON "outcome_answer"`);
    for (const name of ['outcome_order_lines_recount()', 'outcome_orders_recount()', 'outcome_answers_recount()', 'outcome_recount(integer[])', 'outcome_bought(integer, integer)', 'outcome_voter(text, timestamptz)']) {
      await queryRunner.query(`DROP FUNCTION ${name}`);
    }
    await queryRunner.query(COUNT_ANSWERS);
    await queryRunner.query(`CREATE TRIGGER outcome_answer_count AFTER INSERT OR UPDATE OR DELETE ON "outcome_answer" FOR EACH ROW EXECUTE FUNCTION outcome_answer_count()`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "weightNotYet"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "weightNotForMe"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "weightWorks"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "buyersNotForMe"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "buyersEarly"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP COLUMN "buyersWorks"`);
  }
}
