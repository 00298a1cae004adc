import type { DataSource } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { formatCents } from '../../../shared/money.js';
import { queryRows, sql } from '../../db/sql.js';

export interface ActivityItem {
  id: string;
  type: FunnelEventType;
  description: string;
  createdAt: string;
}

const descriptions: Record<FunnelEventType, string> = {
  quiz_started: 'Someone started the beauty quiz',
  quiz_completed: 'A visitor completed the full quiz',
  preview_completed: 'A visitor finished the preview quiz',
  email_captured: 'New email signup',
  added_to_cart: 'A visitor started a cart',
  loyalty_purchase: 'A loyalty member recorded a purchase',
  reward_redeemed: 'A loyalty member redeemed a reward',
  return_customer: 'A loyalty member came back for a second purchase',
  loyalty_purchase_voided: 'A purchase claim was voided',
};

/** `jane@example.com` → `j***@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The latest funnel events; email signups name the (masked) address. */
export async function getRecentActivity(dataSource: DataSource, limit = 10): Promise<ActivityItem[]> {
  // The address is the email row's (the users feature's email_rows).
  const rows = await queryRows(
    dataSource,
    sql<{ id: string; type: FunnelEventType; createdAt: Date; amountCents: number | null; email: string | null }>`SELECT e.id::text AS id, e.type, e."createdAt", e."amountCents", u.email
         FROM funnel_event e
         -- CASE, not AND: PostgreSQL may evaluate AND operands in any order, and casting a session id fails.
         LEFT JOIN email_rows u ON e.type = 'email_captured'
               AND u.id = CASE WHEN e.subject ~ '^[0-9]{1,9}$' THEN e.subject::int END
        ORDER BY e."createdAt" DESC, e.id DESC
        LIMIT ${limit}`,
  );
  return rows.map((row) => {
    let description = descriptions[row.type] ?? row.type;
    if (row.email) description = `${description}: ${maskEmail(row.email)}`;
    if ((row.type === 'loyalty_purchase' || row.type === 'loyalty_purchase_voided') && row.amountCents) description = `${description} of ${formatCents(Math.abs(row.amountCents))}`;
    return { id: row.id, type: row.type, description, createdAt: new Date(row.createdAt).toISOString() };
  });
}
