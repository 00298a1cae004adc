import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { ADDRESS_ANSWER_FLOOR_MS, type CreateUserInput, type CreateUserOutput } from '../../../shared/users.js';
import { withAnswerFloor } from '../../core/answer-floor.js';
import { AppError } from '../../errors.js';
import { enqueueVisitorEmail } from '../../mail/visitor-mail.js';
import { QuizResponseEntity, takeOverQuizResponse } from '../quiz/api.js';
import type { PendingDetails } from './email-confirmation.entity.js';
import { createConfirmation } from './email-confirmations.js';
import { confirmChangeEmail } from './emails/confirm-change-email.js';
import { resultsEmail } from './emails/results-email.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export const QUIZ_EMAIL_CAPTURE = 'quiz-email-capture';

/**
 * Links a quiz response to a person, unless it is already someone else's: quiz response ids are
 * sequential, and a stranger's id must not bring that stranger's results to another inbox.
 * `confirmed`: the claim is the click on the link this quiz's own email capture sent, which
 * makes the quiz hers to be credited with her orders (quiz_response.captureConfirmedAt).
 */
export async function claimQuizResponse(manager: EntityManager, quizResponseId: number, userId: number, options: { confirmed: boolean }): Promise<boolean> {
  const claimed = await queryRows(manager, takeOverQuizResponse(quizResponseId, userId, options.confirmed));
  return claimed.length > 0;
}

/**
 * POST /api/users: the email capture after the quiz. A new address gets a user (not yet
 * confirmed, no consent) and the results email with its confirmation link. An address the site
 * knows changes nothing: it is sent a "confirm this change" link instead (at most one per
 * CONFIRMATION_INTERVAL_MINUTES). Both answer the same, so the answer reveals nothing.
 */
export function captureEmail(deps: AppDeps, input: CreateUserInput): Promise<CreateUserOutput> {
  return withAnswerFloor(ADDRESS_ANSWER_FLOOR_MS, () => saveCapture(deps, input));
}

async function saveCapture(deps: AppDeps, input: CreateUserInput): Promise<CreateUserOutput> {
  const details: PendingDetails = {
    firstName: input.firstName,
    wantsCyclingGuide: input.wantsCyclingGuide ?? false,
    consent: input.consent ?? false,
    quizResponseId: input.quizResponseId,
    form: QUIZ_EMAIL_CAPTURE,
  };
  await deps.dataSource.transaction(async (manager) => {
    // The response must be this session's: an id from another session (ids are sequential) is as good as unknown.
    const response = await manager
      .getRepository(QuizResponseEntity)
      .findOne({ where: { id: input.quizResponseId, sessionId: input.sessionId }, select: { id: true } });
    if (!response) {
      throw new AppError('NOT_FOUND', 'quizResponseId: there is no quiz response with this id in this quiz session. Submit the quiz first.', 'quizResponseId');
    }
    // One statement: two requests with one new address cannot both insert.
    const [created] = await queryRows(manager, sql<{ id: number }>`INSERT INTO "user" ("email", "firstName", "wantsCyclingGuide", "latestQuizResponseId") VALUES (${input.email}, ${details.firstName}, ${details.wantsCyclingGuide}, NULL)
       ON CONFLICT ("email") DO NOTHING RETURNING "id"`);
    const confirmationId = await createConfirmation(manager, input.email, details);
    if (created) {
      const claimed = await claimQuizResponse(manager, input.quizResponseId, created.id, { confirmed: false });
      if (claimed) await execute(manager, sql`UPDATE "user" SET "latestQuizResponseId" = ${input.quizResponseId} WHERE "id" = ${created.id}`);
      // Not a signup yet: the dashboard counts the address when it is confirmed (confirm-email.service.ts).
      await enqueueVisitorEmail(deps, manager, resultsEmail, {
        to: input.email,
        occasion: `quiz-response:${input.quizResponseId}`,
        payload: { quizResponseId: claimed ? input.quizResponseId : null, firstName: details.firstName, confirmationId },
      });
    } else if (confirmationId !== null) {
      await enqueueVisitorEmail(deps, manager, confirmChangeEmail, { to: input.email, occasion: `confirmation:${confirmationId}`, payload: { confirmationId } });
    }
  });
  deps.mail.wake();
  return { user: { email: input.email, firstName: details.firstName, wantsCyclingGuide: details.wantsCyclingGuide, quizResponseId: input.quizResponseId } };
}
