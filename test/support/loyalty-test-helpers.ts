import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DataSource } from 'typeorm';
import { repCookie } from './rep-session.js';
import type { TestContext } from './test-app.js';
import { DEFAULT_POINTS_PER_DOLLAR, DEFAULT_TIER_THRESHOLDS } from '../../src/shared/loyalty-programme.js';
import type { LoyaltySettings, UpdateLoyaltySettingsOutput } from '../../src/shared/loyalty-settings.js';
import { createCallerFactory } from '../../src/server/trpc/init.js';
import { appRouter } from '../../src/server/app-router.js';
import { approveClaims } from '../../src/server/features/loyalty/claim-decisions.service.js';
import { joinLoyalty } from '../../src/server/features/loyalty/loyalty-members.service.js';
import { submitPurchaseClaim } from '../../src/server/features/loyalty/purchase-claims.service.js';

let addressCounter = 0;

/** A distinct client address, so tests stay clear of the per-address lookup limit. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function send(app: FastifyInstance, options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return app.inject({ ...rest, remoteAddress: ip ?? freshAddress() });
}

type AppCaller = ReturnType<typeof appRouter.createCaller>;

/** A tRPC caller whose requests come from `ip`. */
export function callerFrom(t: TestContext, ip: string = freshAddress()): AppCaller {
  return createCallerFactory(appRouter)({ deps: t.deps, req: { ip } as never, res: {} as never });
}

export async function newMember(dataSource: DataSource, name = 'Test'): Promise<string> {
  const email = `${name.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  // An active member, as after a click on the confirmation link.
  const { member } = await dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: name }, { confirmed: true }));
  return member.loyaltyCode;
}

let orderCounter = 0;

/** An order number no other test uses. */
export function uniqueOrderNumber(prefix = 'T'): string {
  orderCounter += 1;
  return `${prefix}-${Date.now()}-${orderCounter}`;
}

/** The claim id behind a pending activity entry ("claim-12" → "12"). */
export function claimIdOf(transaction: { id: string }): string {
  return transaction.id.replace(/^claim-/, '');
}

/** A purchase claimed by the member and approved, as the representative would: spendable points. */
export async function earnPoints(dataSource: DataSource, code: string, totalCents: number, orderNumber = uniqueOrderNumber('EARN')): Promise<void> {
  const { transaction } = await submitPurchaseClaim(dataSource, { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: totalCents });
  await approveClaims(dataSource, { claimIds: [claimIdOf(transaction)] });
}

export interface LedgerCheck {
  pointsBalance: number;
  totalPointsEarned: number;
  tierLevel: string;
  ledgerSum: number;
  earnedSum: number;
  entries: number;
}

/** The member's cached totals next to what its ledger adds up to. */
export async function ledgerCheck(dataSource: DataSource, code: string): Promise<LedgerCheck> {
  const [row] = await dataSource.query(
    `SELECT m."pointsBalance", m."totalPointsEarned", m."tierLevel",
            COALESCE(SUM(t."pointsAmount"), 0)::int AS "ledgerSum",
            COALESCE(SUM(t."pointsAmount") FILTER (WHERE t.kind NOT IN ('redemption', 'refund')), 0)::int AS "earnedSum",
            COUNT(t.id)::int AS entries
       FROM loyalty_member m LEFT JOIN loyalty_transaction t ON t."memberId" = m.id
      WHERE m."loyaltyCode" = $1
      GROUP BY m.id`,
    [code],
  );
  return row as LedgerCheck;
}

/** Members anywhere whose cached totals differ from their ledger (should be none). */
export async function membersOutOfBalance(dataSource: DataSource): Promise<unknown[]> {
  return dataSource.query(
    `SELECT m.id FROM loyalty_member m LEFT JOIN loyalty_transaction t ON t."memberId" = m.id
      GROUP BY m.id
     HAVING m."pointsBalance" <> COALESCE(SUM(t."pointsAmount"), 0)
         OR m."totalPointsEarned" <> COALESCE(SUM(t."pointsAmount") FILTER (WHERE t.kind NOT IN ('redemption', 'refund')), 0)`,
  );
}

export async function ledgerRowCount(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query('SELECT COUNT(*)::int AS n FROM loyalty_transaction');
  return (row as { n: number }).n;
}

/** A tRPC caller signed in as the representative. */
export async function repCallerFrom(t: TestContext): Promise<AppCaller> {
  const cookie = await repCookie(t.app);
  return createCallerFactory(appRouter)({ deps: t.deps, req: { ip: freshAddress(), headers: { cookie } } as never, res: {} as never });
}

/** The representative's call to /api/admin/... with her session. */
export async function asRep(t: TestContext, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export const SETTINGS_URL = '/api/admin/loyalty/settings';

/** Saves these settings over the current version, as an editor who has just opened them would. */
export async function changeSettings(t: TestContext, fields: Record<string, unknown>): Promise<UpdateLoyaltySettingsOutput> {
  const { version } = (await asRep(t, 'GET', SETTINGS_URL)).json() as LoyaltySettings;
  const response = await asRep(t, 'PATCH', SETTINGS_URL, { version, ...fields });
  if (response.statusCode !== 200) throw new Error(`saving the settings failed: ${response.statusCode} ${response.body}`);
  return response.json() as UpdateLoyaltySettingsOutput;
}

/** Back to today's rate and thresholds, so the next test starts from the defaults. */
export async function restoreDefaultProgramme(t: TestContext): Promise<void> {
  await changeSettings(t, { pointsPerDollar: DEFAULT_POINTS_PER_DOLLAR, tierThresholds: DEFAULT_TIER_THRESHOLDS, autoApproveAfterDays: null });
}

/** Members whose stored tier is not the one the current thresholds give their total earned (should be none). */
export async function membersInWrongTier(dataSource: DataSource): Promise<unknown[]> {
  return dataSource.query(
    `SELECT m.id, m."tierLevel", m."totalPointsEarned" FROM loyalty_member m CROSS JOIN loyalty_setting s
      WHERE m."tierLevel" <> CASE WHEN m."totalPointsEarned" >= s."platinumThreshold" THEN 'Platinum'
                                  WHEN m."totalPointsEarned" >= s."goldThreshold" THEN 'Gold'
                                  WHEN m."totalPointsEarned" >= s."silverThreshold" THEN 'Silver' ELSE 'Bronze' END`,
  );
}
