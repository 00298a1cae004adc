import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import {
  type CancelRedemptionInput,
  type FulfilRedemptionInput,
  REDEMPTION_ALREADY_DECIDED,
  type RedemptionDecisionOutput,
  type RedemptionStatus,
} from '../../../shared/redemptions.js';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { recordAudit } from '../audit/api.js';
import { lockMembers } from './claim-approval.js';
import { rewardCancelledEmail, rewardFulfilledEmail } from './emails/reward-decision-emails.js';
import { appendLedgerEntry } from './loyalty-ledger.js';
import { lockProgramme } from './loyalty-programme.js';
import { readAdminRedemption } from './redemption-queue.service.js';
import { queryRows, sql } from '../../db/sql.js';

type DecisionDeps = Pick<AppDeps, 'dataSource' | 'mail'>;

const notFound = (id: number) => new AppError('NOT_FOUND', `There is no redemption with id ${id}`, 'id');

/**
 * Moves an issued redemption to `status` in one conditional statement: of two decisions on one
 * redemption (two tabs, two representatives' devices), the first to commit wins and the other
 * finds it no longer issued (409). Unknown ids answer 404.
 */
async function decide(manager: EntityManager, id: number, status: Exclude<RedemptionStatus, 'issued'>, text: { note?: string; reason?: string }) {
  const updated = await queryRows(manager, sql<{ id: number }>`WITH decided AS (
       UPDATE loyalty_redemption
          SET status = ${status}, "decidedAt" = now(), "decidedBy" = 'representative', "fulfilmentNote" = ${text.note ?? null}, "cancelReason" = ${text.reason ?? null}
        WHERE id = ${id} AND status = 'issued'
        RETURNING id)
     SELECT id FROM decided`);
  if (updated.length === 1) return;
  const [current] = await queryRows(manager, sql<{ status: RedemptionStatus }>`SELECT status FROM loyalty_redemption WHERE id = ${id}`);
  if (!current) throw notFound(id);
  throw new AppError('CONFLICT', REDEMPTION_ALREADY_DECIDED(current.status), 'id');
}

async function finish(manager: EntityManager, id: number, action: 'fulfil' | 'cancel'): Promise<RedemptionDecisionOutput> {
  const redemption = await readAdminRedemption(manager, id);
  if (!redemption) throw notFound(id);
  const { status, decidedAt, fulfilmentNote, cancelReason, redemptionCode, pointsUsed } = redemption;
  await recordAudit(manager, {
    area: 'loyalty-redemption',
    subject: String(id),
    action,
    before: { status: 'issued', redemptionCode },
    after: { status, decidedAt, ...(action === 'fulfil' ? { fulfilmentNote } : { cancelReason, pointsReturned: pointsUsed }) },
  });
  const template = action === 'fulfil' ? rewardFulfilledEmail : rewardCancelledEmail;
  if (redemption.memberEmail) {
    await enqueueEmail(manager, template, { to: redemption.memberEmail, occasion: `redemption:${id}`, payload: { redemptionId: id } });
  }
  return { redemption };
}

/** The reward was handed over or shipped: the code is spent, with the representative's note if she wrote one. */
export async function fulfilRedemption(deps: DecisionDeps, input: FulfilRedemptionInput): Promise<RedemptionDecisionOutput> {
  const result = await deps.dataSource.transaction(async (manager) => {
    await decide(manager, input.id, 'fulfilled', { note: input.note });
    return finish(manager, input.id, 'fulfil');
  });
  deps.mail.wake();
  return result;
}

/**
 * The reward will not be given: the redemption is cancelled with a reason and its points come
 * back as a `refund` ledger entry the member sees ("Reward cancelled: …"). Locks in the order
 * every change of points uses (programme, member, then the redemption), so it runs one after
 * another with the member's redemptions and claims; the ledger's unique reversed entry gives
 * the points back at most once.
 */
export async function cancelRedemption(deps: DecisionDeps, input: CancelRedemptionInput): Promise<RedemptionDecisionOutput> {
  const result = await deps.dataSource.transaction(async (manager) => {
    const { tierThresholds } = await lockProgramme(manager);
    const [row] = await queryRows(manager, sql<{ memberId: number; transactionId: string; pointsUsed: number }>`SELECT "memberId", "transactionId", "pointsUsed" FROM loyalty_redemption WHERE id = ${input.id}`);
    if (!row) throw notFound(input.id);
    const member = (await lockMembers(manager, [row.memberId])).get(row.memberId);
    if (!member) throw new Error('a redemption without its member');
    await decide(manager, input.id, 'cancelled', { reason: input.reason });
    const refund = await appendLedgerEntry(
      manager,
      member,
      { kind: 'refund', pointsAmount: row.pointsUsed, description: `Reward cancelled: ${input.reason}`, reversesTransactionId: row.transactionId },
      tierThresholds,
    );
    if (!refund) throw new AppError('CONFLICT', 'The points of this redemption were already given back', 'id');
    return finish(manager, input.id, 'cancel');
  });
  deps.mail.wake();
  return result;
}
