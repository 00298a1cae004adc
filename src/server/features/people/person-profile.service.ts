import type { DataSource, EntityManager } from 'typeorm';
import { PROFILE_LIST_LIMIT, type PersonNote, type PersonProfile } from '../../../shared/people.js';
import { AppError } from '../../errors.js';
import { hasMarketingConsent } from '../email/api.js';
import { PERSON_BY_ID_SQL, type PersonKeys } from './person-sql.js';

export const PERSON_NOT_FOUND = 'There is no person with this id (they may have been erased)';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The person this uuid names, or a 404 naming `id`. With `lock`, their membership row stays locked for the caller's transaction. */
export async function findPerson(manager: EntityManager, id: string, options: { lock?: boolean } = {}): Promise<PersonKeys> {
  const [person] = await manager.query<PersonKeys[]>(PERSON_BY_ID_SQL, [id.toLowerCase()]);
  if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND, 'id');
  if (options.lock && person.memberId !== null) {
    // Locked like every writer of points does (loyalty's lockMembers): the membership first.
    const [locked] = await manager.query<unknown[]>(`SELECT id FROM loyalty_member WHERE id = $1 FOR UPDATE`, [person.memberId]);
    if (!locked) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND, 'id');
  }
  return person;
}

/** The uuids a person's notes may be written under. */
export const noteKeys = (person: PersonKeys) => [person.userPersonId, person.memberPersonId].filter((key): key is string => key !== null);

export async function notesOf(manager: EntityManager, person: PersonKeys): Promise<PersonNote[]> {
  const rows = await manager.query<Array<{ id: string; text: string; createdAt: Date }>>(
    `SELECT id::text, text, "createdAt" FROM person_note WHERE "personId" = ANY($1::uuid[]) ORDER BY id`,
    [noteKeys(person)],
  );
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: iso(row.createdAt)!,
  }));
}

/** Everything the back-office shows of one person, read in one snapshot. */
export async function getPersonProfile(dataSource: DataSource, id: string): Promise<PersonProfile> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => profileOf(manager, await findPerson(manager, id), PROFILE_LIST_LIMIT));
}

/** A list of at most `limit` rows, or all of them (the personal-data export). */
type Limit = number | null;
const limitSql = (limit: Limit) => (limit === null ? '' : `LIMIT ${Math.trunc(limit)}`);

/** The person's profile, with at most `limit` of each list (null: every row). */
export async function profileOf(manager: EntityManager, person: PersonKeys, limit: Limit): Promise<PersonProfile> {
  const [details] = await manager.query<
    Array<{
      email: string | null;
      firstName: string | null;
      confirmedAt: Date | null;
      createdAt: Date;
      wantsCyclingGuide: boolean;
    }>
  >(
    person.userId !== null
      ? `SELECT email, "firstName", "emailConfirmedAt" AS "confirmedAt", "createdAt", "wantsCyclingGuide" FROM "user" WHERE id = $1`
      : `SELECT email, "firstName", "confirmedAt", "createdAt", false AS "wantsCyclingGuide" FROM loyalty_member WHERE id = $1`,
    [person.userId ?? person.memberId],
  );
  const email = details!.email;
  const [quizResults, emails, consent, loyalty, redemptions, surveyAnswers, notes, suppressed, marketingConsent] = [
    await quizResultsOf(manager, person.userId, limit),
    await emailsTo(manager, email, limit),
    await consentOf(manager, email),
    await loyaltyOf(manager, person.memberId, limit),
    await redemptionsOf(manager, person.memberId, limit),
    await surveyAnswersOf(manager, person.userId),
    await notesOf(manager, person),
    email ? ((await manager.query<Array<{ reason: string }>>(`SELECT reason FROM email_suppression WHERE address = $1`, [email]))[0]?.reason ?? null) : null,
    email ? await hasMarketingConsent(manager, email) : false,
  ];
  return {
    id: person.id,
    email,
    firstName: details!.firstName,
    confirmedAt: iso(details!.confirmedAt),
    createdAt: iso(details!.createdAt)!,
    wantsCyclingGuide: details!.wantsCyclingGuide,
    marketingConsent,
    suppressed,
    quizResults,
    emails,
    consent,
    loyalty,
    redemptions,
    surveyAnswers,
    notes,
  };
}

async function quizResultsOf(manager: EntityManager, userId: number | null, limit: Limit): Promise<PersonProfile['quizResults']> {
  if (userId === null) return [];
  const rows = await manager.query<
    Array<{
      id: number;
      kind: string;
      matchScore: number;
      createdAt: Date;
      sessionId: string;
    }>
  >(`SELECT id, kind, "matchScore", "createdAt", "sessionId" FROM quiz_response WHERE "userId" = $1 ORDER BY id DESC ${limitSql(limit)}`, [userId]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    matchScore: row.matchScore,
    createdAt: iso(row.createdAt)!,
    resultsUrl: `/results-premium/${encodeURIComponent(row.sessionId)}`,
  }));
}

async function emailsTo(manager: EntityManager, email: string | null, limit: Limit): Promise<PersonProfile['emails']> {
  if (!email) return [];
  const rows = await manager.query<
    Array<{
      id: string;
      template: string;
      status: string;
      createdAt: Date;
      sentAt: Date | null;
      lastError: string | null;
      clicks: number;
      targets: string[] | null;
    }>
  >(
    `SELECT m.id::text, m.template, m.status, m."createdAt", m."sentAt", m."lastError",
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
    lastError: row.lastError,
    clicks: row.clicks,
    clickedTargets: row.targets ?? [],
  }));
}

async function consentOf(manager: EntityManager, email: string | null): Promise<PersonProfile['consent']> {
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
  >(`SELECT id::text, purpose, action, source, form, template, "createdAt" FROM consent_event WHERE address = $1 ORDER BY id`, [email]);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}

async function loyaltyOf(manager: EntityManager, memberId: number | null, limit: Limit): Promise<PersonProfile['loyalty']> {
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
  >(
    `SELECT "loyaltyCode", "confirmedAt", "pointsBalance", "totalPointsEarned", "tierLevel",
            (SELECT COALESCE(SUM(points), 0)::int FROM purchase_claim WHERE "memberId" = $1 AND status = 'pending') AS "pendingPoints"
       FROM loyalty_member WHERE id = $1`,
    [memberId],
  );
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
  >(
    `SELECT id::text, kind, "pointsAmount", description, "avonOrderNumber", "createdAt" FROM loyalty_transaction
      WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC ${limitSql(limit)}`,
    [memberId],
  );
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
  >(
    `SELECT id::text, "orderNumber", "totalCents", points, status, "decisionReason", "createdAt", "decidedAt" FROM purchase_claim
      WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC ${limitSql(limit)}`,
    [memberId],
  );
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

async function redemptionsOf(manager: EntityManager, memberId: number | null, limit: Limit): Promise<PersonProfile['redemptions']> {
  if (memberId === null) return [];
  const rows = await manager.query<
    Array<{
      id: number;
      redemptionCode: string;
      rewardName: string;
      pointsUsed: number;
      usedAt: Date | null;
      createdAt: Date;
    }>
  >(
    `SELECT r.id, r."redemptionCode", w.name AS "rewardName", r."pointsUsed", r."usedAt", r."createdAt"
       FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r."memberId" = $1 ORDER BY r.id DESC ${limitSql(limit)}`,
    [memberId],
  );
  return rows.map((row) => ({
    ...row,
    usedAt: iso(row.usedAt),
    createdAt: iso(row.createdAt)!,
  }));
}

async function surveyAnswersOf(manager: EntityManager, userId: number | null): Promise<PersonProfile['surveyAnswers']> {
  if (userId === null) return [];
  const rows = await manager.query<
    Array<{
      productId: number;
      productName: string;
      usage: string;
      challenge: string;
      improvement: string;
      budget: string;
      createdAt: Date;
    }>
  >(
    `SELECT s."productId", p.name AS "productName", s.usage, s.challenge, s.improvement, s.budget, s."createdAt"
       FROM survey_response s JOIN product p ON p.id = s."productId" WHERE s."userId" = $1 ORDER BY s.id DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}
