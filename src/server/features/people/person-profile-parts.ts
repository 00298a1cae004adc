import type { EntityManager } from 'typeorm';
import type { PersonProfile } from '../../../shared/people.js';
import { consentEventsOf, messagesWithClicksTo } from '../email/api.js';
import { memberClaims, memberLedger, memberRedemptions, memberStanding } from '../loyalty/api.js';
import { outcomeAnswersOfUser, quizResultsOfUser } from '../quiz/api.js';
import { surveyAnswersOfUser } from '../survey/api.js';
import { queryRows } from '../../db/sql.js';

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
  const rows = await queryRows(manager, messagesWithClicksTo(email, limit));
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
  const rows = await queryRows(manager, surveyAnswersOfUser(userId));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

export async function outcomeAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['outcomeAnswers']> {
  if (userId === null) return [];
  const rows = await queryRows(manager, outcomeAnswersOfUser(userId));
  return rows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt)! }));
}
