import type { AppDeps } from '../../core/app-deps.js';
import type { ConfirmEmailOutput } from '../../../shared/users.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { hasMarketingConsent, recordConsent } from '../email/api.js';
import { scheduleFollowUps } from '../follow-up/api.js';
import { joinLoyalty } from '../loyalty/api.js';
import { detachUnconfirmedQuizzes, QuizResponseEntity } from '../quiz/api.js';
import { consumeConfirmation } from './email-confirmations.js';
import { resultsEmail } from './emails/results-email.js';
import { claimQuizResponse } from './users.service.js';
import { execute, queryRows, sql } from '../../db/sql.js';

interface ConfirmedUserRow {
  id: number;
}

/**
 * A click on a confirmation link: the address is the person's from now on. In one transaction
 * the details they typed are applied, consent (if they gave it) is logged, the loyalty
 * membership becomes active, and the emails that follow are queued.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<ConfirmEmailOutput> {
  // Read before the transaction: the settings may come from the database, on a connection of their own.
  const { surveyInviteDelayHours } = await deps.storeSettings.current();
  const output = await deps.dataSource.transaction(async (manager) => {
    const confirmation = await consumeConfirmation(manager, deps.mail.signer, token);
    const { address, details } = confirmation;
    // Confirmations of one address take turns, so "the first one" is decided once.
    await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(hashtext('email-confirmed:' || ${address}))`);
    const [before] = await queryRows(manager, sql<{ confirmed: boolean }>`SELECT "emailConfirmedAt" IS NOT NULL AS confirmed FROM "user" WHERE "email" = ${address}`);
    // Creates the user when the link came from a form that made none (a loyalty sign-up).
    const [user] = await queryRows(manager, sql<ConfirmedUserRow>`INSERT INTO "user" ("email", "firstName", "wantsCyclingGuide", "emailConfirmedAt") VALUES (${address}, ${details.firstName}, ${details.wantsCyclingGuide}, now())
       ON CONFLICT ("email") DO UPDATE SET "firstName" = EXCLUDED."firstName",
         "wantsCyclingGuide" = "user"."wantsCyclingGuide" OR EXCLUDED."wantsCyclingGuide",
         "emailConfirmedAt" = coalesce("user"."emailConfirmedAt", now()), "updatedAt" = now()
       RETURNING "id"`);
    if (!user) throw new Error('confirmed user row missing');

    let resultsPath: string | null = null;
    if (details.quizResponseId !== null && (await claimQuizResponse(manager, details.quizResponseId, user.id, { confirmed: true }))) {
      await execute(manager, sql`UPDATE "user" SET "latestQuizResponseId" = ${details.quizResponseId} WHERE "id" = ${user.id}`);
      const response = await manager.getRepository(QuizResponseEntity).findOne({ where: { id: details.quizResponseId }, select: { sessionId: true } });
      if (response) resultsPath = `/results-premium/${encodeURIComponent(response.sessionId)}`;
      // A known address asked for these results with a confirm-this-change link: send them now.
      await enqueueEmail(manager, resultsEmail, {
        to: address,
        occasion: `quiz-response:${details.quizResponseId}`,
        payload: { quizResponseId: details.quizResponseId, firstName: details.firstName, confirmationId: null },
      });
    }

    // A quiz someone typed this address into, and whose own link nobody clicked, stays theirs:
    // confirming the address another way (a loyalty join, a newsletter) does not make it hers, so
    // it leaves her person (profile, export, segments' facts, the follow-ups written from it).
    // The quizzes are the quiz feature's: it detaches them and answers which.
    const detached = await queryRows(manager, detachUnconfirmedQuizzes(user.id));
    await execute(
      manager,
      sql`UPDATE "user" SET "latestQuizResponseId" = NULL WHERE id = ${user.id} AND "latestQuizResponseId" = ANY(${detached.map((quiz) => quiz.id)}::int[])`,
    );

    // "Email Signups" counts people: an address once, when it is first confirmed (typing one in counts nothing).
    // Her quiz is the one whose own capture she confirmed, never one someone else typed her address into.
    if (!before?.confirmed) {
      const [quiz] = await queryRows(
        manager,
        sql<{ sessionId: string; id: number }>`SELECT r."sessionId", r.id FROM "user" u JOIN quiz_results r ON r.id = u."latestQuizResponseId" AND r.kind = 'full' AND r."captureConfirmedAt" IS NOT NULL WHERE u.id = ${user.id}`,
      );
      // The subject is the user id; the address itself never goes into events or logs.
      await recordFunnelEvent(manager, {
        type: 'email_captured',
        subject: String(user.id),
        person: quiz?.sessionId ?? null,
        details: quiz ? { quizResponseId: quiz.id } : null,
      });
    }

    // Consent is given by the form and counts once the address is confirmed (double opt-in).
    const alreadySubscribed = await hasMarketingConsent(manager, address);
    if (details.consent && !alreadySubscribed) await recordConsent(manager, { address, action: 'granted', source: 'confirmed-link', form: details.form });
    const subscribed = alreadySubscribed || details.consent;

    const { activated } = await joinLoyalty(manager, { email: address, firstName: details.firstName }, { confirmed: true });

    const [latest] = await queryRows(
      manager,
      sql<{ productId: number | null; quizResponseId: number }>`SELECT (r."result"->'routine'->'picks'->0->>'productId')::int AS "productId", r."id" AS "quizResponseId"
           FROM "user" u JOIN quiz_results r ON r."id" = u."latestQuizResponseId" WHERE u."id" = ${user.id}`,
    );
    await scheduleFollowUps(manager, {
      address,
      firstName: details.firstName,
      quizResponseId: latest?.quizResponseId ?? null,
      wantsCyclingGuide: details.wantsCyclingGuide,
      subscribed,
      joinedLoyalty: activated,
      surveyProductId: latest?.productId ?? null,
      surveyDelayHours: surveyInviteDelayHours,
    });

    return { confirmed: true as const, firstName: details.firstName, resultsPath, subscribed };
  });
  deps.mail.wake();
  return output;
}
