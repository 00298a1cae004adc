import type { EntityManager } from 'typeorm';
import type { PersonProfile, StoredOutcomeAnswer } from '../../../shared/people.js';
import { consentEventsOf } from '../email/api.js';
import { memberClaims, memberLedger, memberRedemptions, memberStanding } from '../loyalty/api.js';
import { quizResultsOfUser } from '../quiz/api.js';
import { queryRows, sql } from '../../db/sql.js';
import type { SurveyChallenge, SurveyImprovement, SurveyUsage } from '../../../shared/survey.js';

// The parts of a person's profile, each read by the indexed column that ties it to them.

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A list of at most `limit` rows, or all of them (the personal-data export): LIMIT NULL is no limit. */
export type Limit = number | null;

export async function quizResultsOf(manager: EntityManager, userId: number | null, limit: Limit): Promise<PersonProfile['quizResults']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, quizResultsOfUser(userId, limit));
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
  const rows = await queryRows(
    manager,
    sql<{ id: string; template: string; status: string; createdAt: Date; sentAt: Date | null; lastError: string | null; scheduledFor: Date | null; clicks: number; targets: string[] | null }>`SELECT m.id::text, m.template, m.status, m."createdAt", m."sentAt", m."lastError",
            CASE WHEN m.status = 'queued' AND m."sendAfter" > now() THEN m."sendAfter" END AS "scheduledFor",
            COALESCE((SELECT count(*) FROM email_click c WHERE c."messageId" = m.id), 0)::int AS clicks,
            (SELECT array_agg(DISTINCT c.target) FROM email_click c WHERE c."messageId" = m.id) AS targets
       FROM email_message m WHERE m.recipient = ${email} ORDER BY m.id DESC LIMIT ${limit}`,
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
  const rows = await queryRows(manager, consentEventsOf(email));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

export async function loyaltyOf(manager: EntityManager, memberId: number | null, limit: Limit): Promise<PersonProfile['loyalty']> {
  if (memberId === null) return null;
  const [member] = await queryRows(manager, memberStanding(memberId));
  // Only an erased membership has no code, and an erased one is nobody's.
  if (!member || member.loyaltyCode === null) return null;
  const ledger = await queryRows(manager, memberLedger(memberId, limit));
  const claims = await queryRows(manager, memberClaims(memberId, limit));
  return {
    loyaltyCode: member.loyaltyCode,
    confirmedAt: iso(member.confirmedAt),
    pointsBalance: member.pointsBalance,
    totalPointsEarned: member.totalPointsEarned,
    // An aggregate's one row: never null, though the lint reads a subquery as nullable.
    pendingPoints: member.pendingPoints ?? 0,
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
  const rows = await queryRows(manager, memberRedemptions(memberId, limit));
  return rows.map((row) => ({
    ...row,
    decidedAt: iso(row.decidedAt),
    createdAt: iso(row.createdAt)!,
  }));
}

export async function surveyAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['surveyAnswers']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, sql<{ productId: number; productName: string; usage: SurveyUsage; challenge: SurveyChallenge; improvement: SurveyImprovement; budget: string; createdAt: Date }>`SELECT s."productId", p.name AS "productName", s.usage, s.challenge, s.improvement, s.budget, s."createdAt"
       FROM survey_response s JOIN product p ON p.id = s."productId" WHERE s."userId" = ${userId} ORDER BY s.id DESC`);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

export async function outcomeAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['outcomeAnswers']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, sql<{ productId: number; productName: string; answer: StoredOutcomeAnswer; answeredAt: Date }>`SELECT a."productId", p.name AS "productName", a.answer, a."answeredAt"
       FROM outcome_answer a JOIN product p ON p.id = a."productId" WHERE a."userId" = ${userId} ORDER BY a."answeredAt" DESC, a."productId"`);
  return rows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt)! }));
}
