import type { ReactNode } from 'react';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { RedemptionStatus } from '../../../../shared/redemptions.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { queryRows, sql } from '../../../db/sql.js';

const payload = z.object({ redemptionId: z.number().int() }).strict();

interface DecidedRedemption {
  firstName: string | null;
  rewardName: string;
  redemptionCode: string;
  pointsUsed: number;
  status: RedemptionStatus;
  decidedAt: Date;
  fulfilmentNote: string | null;
  cancelReason: string | null;
}

/** The redemption as it is at send time; gone or not (or no longer) in `status`: nothing to say. */
async function decidedRedemption(manager: EntityManager, id: number, status: 'fulfilled' | 'cancelled'): Promise<DecidedRedemption> {
  const [row] = await queryRows(manager, sql<{ firstName: string | null; rewardName: string; redemptionCode: string; pointsUsed: number; status: RedemptionStatus; decidedAt: Date; fulfilmentNote: string | null; cancelReason: string | null }>`SELECT m."firstName", w.name AS "rewardName", r."redemptionCode", r."pointsUsed", r.status, r."decidedAt", r."fulfilmentNote", r."cancelReason"
       FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId" JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r.id = ${id} AND r."decidedAt" IS NOT NULL`);
  if (!row || row.status !== status) throw new EmailDataGone(`redemption ${id} is not ${status}`);
  return row;
}

const dateText = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);

interface DecisionContent {
  subject: string;
  preview: string;
  body: ReactNode;
}

/** An email about a decided redemption, rendered from the redemption as it is at send time. */
function decisionEmail(name: string, status: 'fulfilled' | 'cancelled', content: (redemption: DecidedRedemption) => DecisionContent) {
  return defineEmail({
    name,
    essential: true,
    payload,
    async render({ payload: { redemptionId }, deps, manager, links }) {
      const { subject, preview, body } = content(await decidedRedemption(manager, redemptionId, status));
      return {
        subject,
        body: (
          <EmailLayout
            preview={preview}
            reason="You are getting this email because you redeemed a reward with your BeautyMatch loyalty points."
            unsubscribeUrl={links.unsubscribeUrl}
            siteUrl={deps.env.SITE_URL}
          >
            {body}
            <EmailButton href={links.track(`${deps.env.SITE_URL}/loyalty`)}>See my rewards</EmailButton>
          </EmailLayout>
        ),
      };
    },
  });
}

const greeting = (redemption: DecidedRedemption) => (redemption.firstName ? `, ${redemption.firstName}` : '');

/** The representative handed the reward over (or shipped it). */
export const rewardFulfilledEmail = decisionEmail('reward-fulfilled', 'fulfilled', (redemption) => ({
  subject: 'Your reward is yours',
  preview: `${redemption.rewardName} was handed over`,
  body: (
    <>
      <EmailHeading>Enjoy your reward{greeting(redemption)}!</EmailHeading>
      <EmailText>
        Your representative marked <strong>{redemption.rewardName}</strong> (code {redemption.redemptionCode}) as fulfilled on {dateText(redemption.decidedAt)}.
      </EmailText>
      {redemption.fulfilmentNote && <EmailText>Your representative's note: {redemption.fulfilmentNote}</EmailText>}
      <EmailText muted>Not received it? Tell your representative the code above.</EmailText>
    </>
  ),
}));

/** The reward will not be given; the points are back on the member's balance. */
export const rewardCancelledEmail = decisionEmail('reward-cancelled', 'cancelled', (redemption) => ({
  subject: 'Your reward was cancelled and your points are back',
  preview: `${redemption.pointsUsed} points are back on your balance`,
  body: (
    <>
      <EmailHeading>Your points are back{greeting(redemption)}</EmailHeading>
      <EmailText>
        Your redemption of <strong>{redemption.rewardName}</strong> (code {redemption.redemptionCode}) was cancelled: {redemption.cancelReason}
      </EmailText>
      <EmailText>The {redemption.pointsUsed.toLocaleString('en-US')} points it used are back on your balance, ready for another reward.</EmailText>
    </>
  ),
}));
