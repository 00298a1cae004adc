import type { RedemptionStatus } from '../../../shared/redemptions.js';
import type { EntityManager } from 'typeorm';
import type { PersonProfile } from '../../../shared/people.js';
import { CONSENT_EVENTS_OF_SQL } from '../email/api.js';
import { MEMBER_CLAIMS_SQL, MEMBER_LEDGER_SQL, MEMBER_REDEMPTIONS_SQL, MEMBER_STANDING_SQL } from '../loyalty/api.js';
import { QUIZ_RESULTS_OF_USER_SQL } from '../quiz/api.js';
import { queryRows, sql } from '../../db/sql.js';

// The parts of a person's profile, each read by the indexed column that ties it to them.

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A list of at most `limit` rows, or all of them (the personal-data export). */
export type Limit = number | null;
const limitSql = (limit: Limit) => (limit === null ? '' : `LIMIT ${Math.trunc(limit)}`);

export async function quizResultsOf(manager: EntityManager, userId: number | null, limit: Limit): Promise<PersonProfile['quizResults']> {
  if (userId === null) return [];
  const rows = await manager.query<
    Array<{
      id: number;
      kind: string;
      matchScore: number;
      createdAt: Date;
      sessionId: string;
    }>
  >(`${QUIZ_RESULTS_OF_USER_SQL} ${limitSql(limit)}`, [userId]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    matchScore: row.matchScore,
    createdAt: iso(row.createdAt)!,
    resultsUrl: `/results-premium/${encodeURIComponent(row.sessionId)}`,
  }));
}

export async function emailsTo(manager: EntityManager, email: string | null, limit: Limit): Promise<PersonProfile['emails']> {
  if (!email) return [];
  const rows = await manager.query<
    Array<{
      id: string;
      template: string;
      status: string;
      createdAt: Date;
      sentAt: Date | null;
      scheduledFor: Date | null;
      lastError: string | null;
      clicks: number;
      targets: string[] | null;
    }>
  >(
    `SELECT m.id::text, m.template, m.status, m."createdAt", m."sentAt", m."lastError",
            CASE WHEN m.status = 'queued' AND m."sendAfter" > now() THEN m."sendAfter" END AS "scheduledFor",
            (SELECT count(*)::int FROM email_click c WHERE c."messageId" = m.id) AS clicks,
            (SELECT array_agg(DISTINCT c.target) FROM email_click c WHERE c."messageId" = m.id) AS targets
       FROM email_message m WHERE m.recipient = $1 ORDER BY m.id DESC ${limitSql(limit)}`,
    [email],
  );
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    status: row.status,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
    scheduledFor: iso(row.scheduledFor),
    lastError: row.lastError,
    clicks: row.clicks,
    clickedTargets: row.targets ?? [],
  }));
}

export async function consentOf(manager: EntityManager, email: string | null): Promise<PersonProfile['consent']> {
  if (!email) return [];
  const rows = await manager.query<
    Array<{
      id: string;
      purpose: string;
      action: string;
      source: string;
      form: string | null;
      template: string | null;
      createdAt: Date;
    }>
  >(CONSENT_EVENTS_OF_SQL, [email]);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

export async function loyaltyOf(manager: EntityManager, memberId: number | null, limit: Limit): Promise<PersonProfile['loyalty']> {
  if (memberId === null) return null;
  const [member] = await manager.query<
    Array<{
      loyaltyCode: string;
      confirmedAt: Date | null;
      pointsBalance: number;
      totalPointsEarned: number;
      tierLevel: NonNullable<PersonProfile['loyalty']>['tierLevel'];
      pendingPoints: number;
    }>
  >(MEMBER_STANDING_SQL, [memberId]);
  if (!member) return null;
  const ledger = await manager.query<
    Array<{
      id: string;
      kind: string;
      pointsAmount: number;
      description: string;
      avonOrderNumber: string | null;
      createdAt: Date;
    }>
  >(`${MEMBER_LEDGER_SQL} ${limitSql(limit)}`, [memberId]);
  const claims = await manager.query<
    Array<{
      id: string;
      orderNumber: string;
      totalCents: number;
      points: number;
      status: string;
      decisionReason: string | null;
      createdAt: Date;
      decidedAt: Date | null;
    }>
  >(`${MEMBER_CLAIMS_SQL} ${limitSql(limit)}`, [memberId]);
  return {
    loyaltyCode: member.loyaltyCode,
    confirmedAt: iso(member.confirmedAt),
    pointsBalance: member.pointsBalance,
    totalPointsEarned: member.totalPointsEarned,
    pendingPoints: member.pendingPoints,
    tierLevel: member.tierLevel,
    ledger: ledger.map((row) => ({ ...row, createdAt: iso(row.createdAt)! })),
    claims: claims.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt)!,
      decidedAt: iso(row.decidedAt),
    })),
  };
}

export async function redemptionsOf(manager: EntityManager, memberId: number | null, limit: Limit): Promise<PersonProfile['redemptions']> {
  if (memberId === null) return [];
  const rows = await manager.query<
    Array<{
      id: number;
      redemptionCode: string;
      rewardName: string;
      pointsUsed: number;
      status: RedemptionStatus;
      decidedAt: Date | null;
      fulfilmentNote: string | null;
      cancelReason: string | null;
      createdAt: Date;
    }>
  >(`${MEMBER_REDEMPTIONS_SQL} ${limitSql(limit)}`, [memberId]);
  return rows.map((row) => ({
    ...row,
    decidedAt: iso(row.decidedAt),
    createdAt: iso(row.createdAt)!,
  }));
}

export async function surveyAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['surveyAnswers']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, sql<{
      productId: number;
      productName: string;
      usage: string;
      challenge: string;
      improvement: string;
      budget: string;
      createdAt: Date;
    }>`SELECT s."productId", p.name AS "productName", s.usage, s.challenge, s.improvement, s.budget, s."createdAt"
       FROM survey_response s JOIN product p ON p.id = s."productId" WHERE s."userId" = ${userId} ORDER BY s.id DESC`);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

export async function outcomeAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['outcomeAnswers']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, sql<{ productId: number; productName: string; answer: string; answeredAt: Date }>`SELECT a."productId", p.name AS "productName", a.answer, a."answeredAt"
       FROM outcome_answer a JOIN product p ON p.id = a."productId" WHERE a."userId" = ${userId} ORDER BY a."answeredAt" DESC, a."productId"`);
  return rows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt)! }));
}
