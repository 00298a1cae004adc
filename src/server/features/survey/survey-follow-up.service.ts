import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import {
  SURVEY_FOLLOW_UP_CHANGED_SINCE_OPENED,
  SURVEY_FOLLOW_UP_NOT_WAITING,
  type SurveyFollowUp,
  type SurveyFollowUpState,
  type UpdateSurveyFollowUpInput,
} from '../../../shared/survey-follow-up.js';
import type { SurveyChallenge, SurveyImprovement, surveyRecommendationStates, SurveyUsage } from '../../../shared/survey.js';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { lockMessageStatus, messageStatus } from '../../mail/outbox-sql.js';
import { recordAudit } from '../audit/api.js';
import { surveyRecommendationEmail } from './emails/survey-recommendation-email.js';
import { execute, queryRows, sql } from '../../db/sql.js';

type RecommendationState = (typeof surveyRecommendationStates)[number];

/**
 * Inside the survey answer's transaction: the recommendation it promises, once per answer. A
 * confirmed address gets the email queued after the store's delay; an unconfirmed one gets
 * nothing (the row still shows the representative the answer). Answering again while the email
 * waits changes what it will say, since it is written when sent.
 */
export async function queueSurveyFollowUp(
  manager: EntityManager,
  request: { surveyResponseId: number; userId: number; delayMinutes: number },
): Promise<RecommendationState> {
  await execute(manager, sql`INSERT INTO survey_follow_up ("surveyResponseId") VALUES (${request.surveyResponseId}) ON CONFLICT ("surveyResponseId") DO NOTHING`);
  // Her address is her email row's (the users feature's email_rows).
  const [row] = await queryRows(
    manager,
    sql<{ id: number; messageId: string | null; email: string; confirmed: boolean }>`SELECT f.id, f."messageId", u.email, u."emailConfirmedAt" IS NOT NULL AS confirmed
         FROM survey_follow_up f, email_rows u WHERE f."surveyResponseId" = ${request.surveyResponseId} AND u.id = ${request.userId} FOR UPDATE OF f`,
  );
  if (!row) throw new Error('survey follow-up row missing');
  if (row.messageId !== null) {
    const [message] = await queryRows(manager, messageStatus(row.messageId));
    return message?.status === 'queued' ? 'queued' : 'already-sent';
  }
  if (!row.confirmed) return 'unconfirmed';
  const occasion = `survey-response:${request.surveyResponseId}`;
  await enqueueEmail(manager, surveyRecommendationEmail, { to: row.email, occasion, payload: { surveyResponseId: request.surveyResponseId }, delaySeconds: request.delayMinutes * 60 });
  // The message is the outbox's (outbox_messages), found by its unique recipient, template and occasion.
  await execute(
    manager,
    sql`UPDATE survey_follow_up SET "messageId" = (SELECT m.id FROM outbox_messages m WHERE m.recipient = ${row.email} AND m.template = ${surveyRecommendationEmail.name} AND m.occasion = ${occasion}),
          "updatedAt" = now() WHERE id = ${row.id}`,
  );
  return 'queued';
}

interface FollowUpRow {
  id: number;
  version: number;
  firstName: string;
  email: string;
  productName: string;
  usage: SurveyUsage;
  challenge: SurveyChallenge;
  improvement: SurveyImprovement;
  status: string | null;
  sentAt: Date | null;
  sendAfter: Date | null;
  personalLine: string | null;
  answeredAt: Date;
}

/**
 * The survey answers and their follow-ups, waiting ones first: one person's (`userId`), one
 * follow-up (`id`), or all. The person, product and message are their owners' views.
 */
const followUpRows = (filter: { userId?: number; id?: number }) =>
  sql<{ id: number; version: number; firstName: string; email: string; productName: string; usage: SurveyUsage; challenge: SurveyChallenge; improvement: SurveyImprovement; status: string | null; sentAt: Date | null; sendAfter: Date | null; personalLine: string | null; answeredAt: Date }>`
  SELECT f.id, f.version, u."firstName", u.email, p.name AS "productName", r.usage, r.challenge, r.improvement,
         m.status, m."sentAt", m."sendAfter", f."personalLine", r."createdAt" AS "answeredAt"
  FROM survey_follow_up f
  JOIN survey_response r ON r.id = f."surveyResponseId"
  JOIN email_rows u ON u.id = r."userId"
  JOIN product_names p ON p.id = r."productId"
  LEFT JOIN outbox_messages m ON m.id = f."messageId"
  WHERE (${filter.userId ?? null}::int IS NULL OR u.id = ${filter.userId ?? null})
    AND (${filter.id ?? null}::int IS NULL OR f.id = ${filter.id ?? null})
  ORDER BY (m.status = 'queued') DESC NULLS LAST, f.id DESC
  LIMIT 200`;

function stateOf(status: string | null): SurveyFollowUpState {
  if (status === null) return 'not-sent-unconfirmed';
  if (status === 'queued' || status === 'sending' || status === 'sent') return status;
  return 'failed';
}

function toFollowUp(row: FollowUpRow): SurveyFollowUp {
  return {
    id: row.id,
    version: row.version,
    firstName: row.firstName,
    email: row.email,
    productName: row.productName,
    answers: { usage: row.usage, challenge: row.challenge, improvement: row.improvement },
    state: stateOf(row.status),
    sendAt: row.status === null ? null : ((row.sentAt ?? row.sendAfter)?.toISOString() ?? null),
    personalLine: row.personalLine,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/** The survey answers and their recommendations, waiting ones first (one person's when `userId` is given): for the dashboard and a person's profile. */
export async function listSurveyFollowUps(dataSource: DataSource | EntityManager, filter: { userId?: number } = {}): Promise<{ followUps: SurveyFollowUp[] }> {
  const rows = await queryRows(dataSource, followUpRows({ userId: filter.userId }));
  return { followUps: rows.map(toFollowUp) };
}

/**
 * The representative's personal line, while the email waits. The outbox row is locked first,
 * so a worker cannot claim the email in between (its claim skips locked rows): a 200 means the
 * line is in the email; once it is being sent or sent, 409.
 */
export async function updateSurveyFollowUp(deps: Pick<AppDeps, 'dataSource'>, input: UpdateSurveyFollowUpInput): Promise<SurveyFollowUp> {
  return deps.dataSource.transaction(async (manager) => {
    const [current] = await queryRows(manager, sql<{ version: number; messageId: string | null; personalLine: string | null }>`SELECT version, "messageId", "personalLine" FROM survey_follow_up WHERE id = ${input.id} FOR UPDATE`);
    if (!current) throw new AppError('NOT_FOUND', 'There is no such survey follow-up.', 'id');
    if (current.version !== input.version) throw new AppError('CONFLICT', SURVEY_FOLLOW_UP_CHANGED_SINCE_OPENED, 'version');
    const [message] =
      current.messageId === null ? [] : await queryRows(manager, lockMessageStatus(current.messageId));
    if (message?.status !== 'queued') throw new AppError('CONFLICT', current.messageId === null ? 'Nothing is sent for this answer: the address was never confirmed.' : SURVEY_FOLLOW_UP_NOT_WAITING, 'personalLine');
    if (current.personalLine !== input.personalLine) {
      await execute(manager, sql`UPDATE survey_follow_up SET "personalLine" = ${input.personalLine}, version = version + 1, "updatedAt" = now() WHERE id = ${input.id}`);
      await recordAudit(manager, {
        area: 'survey-follow-up',
        subject: String(input.id),
        action: 'update',
        before: { version: current.version, personalLine: current.personalLine },
        after: { version: current.version + 1, personalLine: input.personalLine },
      });
    }
    const [row] = await queryRows(manager, followUpRows({ id: input.id }));
    return toFollowUp(row!);
  });
}
