import type { ReactNode } from 'react';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ClaimStatus } from '../../../../shared/loyalty-review.js';
import { formatCents } from '../../../../shared/money.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { queryRows, sql } from '../../../db/sql.js';

/**
 * The messages that tell a member her points moved: a purchase claim approved or rejected, or an
 * adjustment by the representative. Each names the change and the balance as it is when sent.
 */

/** The claim's or the ledger entry's id. */
const payload = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) }).strict();

interface PointsMessage {
  subject: string;
  preview: string;
  reason: string;
  body: ReactNode;
}

/** An email drawn at send time from `read`, which throws EmailDataGone when there is nothing true to say any more. */
function pointsEmail<Row>(name: string, read: (manager: EntityManager, id: string) => Promise<Row>, content: (row: Row) => PointsMessage) {
  return defineEmail({
    name,
    essential: true,
    payload,
    async render({ payload: { id }, deps, manager, links }) {
      const { subject, preview, reason, body } = content(await read(manager, id));
      return {
        subject,
        body: (
          <EmailLayout preview={preview} reason={reason} unsubscribeUrl={links.unsubscribeUrl} siteUrl={deps.env.SITE_URL}>
            {body}
            <EmailButton href={links.track(`${deps.env.SITE_URL}/loyalty`)}>See my points</EmailButton>
          </EmailLayout>
        ),
      };
    },
  });
}

interface DecidedClaim {
  firstName: string | null;
  orderNumber: string;
  totalCents: number;
  points: number;
  status: ClaimStatus;
  decisionReason: string | null;
  pointsBalance: number;
}

function readClaim(status: 'approved' | 'rejected') {
  return async (manager: EntityManager, id: string): Promise<DecidedClaim> => {
    const [row] = await queryRows(manager, sql<{ firstName: string | null; orderNumber: string; totalCents: number; points: number; status: ClaimStatus; decisionReason: string | null; pointsBalance: number }>`SELECT m."firstName", c."orderNumber", c."totalCents", c.points, c.status, c."decisionReason", m."pointsBalance"
         FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId" WHERE c.id = ${id}::bigint`);
    if (!row || row.status !== status) throw new EmailDataGone(`purchase claim ${id} is not ${status}`);
    return row;
  };
}

const greeting = (firstName: string | null) => (firstName ? `, ${firstName}` : '');
const points = (count: number) => `${count.toLocaleString('en-US')} point${count === 1 ? '' : 's'}`;
const claimReason = 'You are getting this email because you added a purchase to your BeautyMatch loyalty membership.';

/** The representative (or the automatic approval, or a matching store order) approved the claim. */
export const claimApprovedEmail = pointsEmail('claim-approved', readClaim('approved'), (claim) => ({
  subject: 'Your purchase points are yours to spend',
  preview: `${points(claim.points)} for order ${claim.orderNumber}`,
  reason: claimReason,
  body: (
    <>
      <EmailHeading>Your points are in{greeting(claim.firstName)}</EmailHeading>
      <EmailText>
        Your purchase of {formatCents(claim.totalCents)} (order {claim.orderNumber}) was approved: <strong>{points(claim.points)}</strong> are now yours to spend.
      </EmailText>
      <EmailText>Your balance: {points(claim.pointsBalance)}.</EmailText>
    </>
  ),
}));

/** The representative rejected the claim: no points, with her reason. */
export const claimRejectedEmail = pointsEmail('claim-rejected', readClaim('rejected'), (claim) => ({
  subject: 'Your purchase claim was not approved',
  preview: `Order ${claim.orderNumber} earned no points`,
  reason: claimReason,
  body: (
    <>
      <EmailHeading>About your purchase claim{greeting(claim.firstName)}</EmailHeading>
      <EmailText>
        Your claim for order {claim.orderNumber} ({formatCents(claim.totalCents)}) was not approved, so it earned no points. Your representative's reason: {claim.decisionReason}
      </EmailText>
      <EmailText>Your balance: {points(claim.pointsBalance)}.</EmailText>
      <EmailText muted>Think this is a mistake? Reply to your representative with the order number above.</EmailText>
    </>
  ),
}));

interface Adjustment {
  firstName: string | null;
  pointsAmount: number;
  description: string;
  pointsBalance: number;
}

async function readAdjustment(manager: EntityManager, id: string): Promise<Adjustment> {
  const [row] = await queryRows(manager, sql<Adjustment>`SELECT m."firstName", t."pointsAmount", t.description, m."pointsBalance"
       FROM loyalty_transaction t JOIN loyalty_member m ON m.id = t."memberId" WHERE t.id = ${id}::bigint AND t.kind = 'adjustment'`);
  if (!row) throw new EmailDataGone(`no points adjustment ${id}`);
  return row;
}

/** Goodwill points or a correction by the representative, with the reason she gave. */
export const pointsAdjustedEmail = pointsEmail('points-adjusted', readAdjustment, (adjustment) => ({
  subject: adjustment.pointsAmount > 0 ? 'Points were added to your balance' : 'Your points balance was corrected',
  preview: `Your balance is now ${points(adjustment.pointsBalance)}`,
  reason: 'You are getting this email because your representative changed the points of your BeautyMatch loyalty membership.',
  body: (
    <>
      <EmailHeading>
        {adjustment.pointsAmount > 0 ? 'Points for you' : 'Your points were corrected'}
        {greeting(adjustment.firstName)}
      </EmailHeading>
      <EmailText>
        {adjustment.pointsAmount > 0 ? `${points(adjustment.pointsAmount)} were added` : `${points(-adjustment.pointsAmount)} were taken off`}. {adjustment.description}
      </EmailText>
      <EmailText>Your balance: {points(adjustment.pointsBalance)}.</EmailText>
    </>
  ),
}));
