import type { EntityManager } from 'typeorm';
import { type SubjectTest, type SubjectVariant, subjectVariants } from '../../../../shared/newsletter.js';
import { queryRows, sql } from '../../../db/sql.js';

/** A campaign's subject line test columns, as read with the campaign. */
export interface SubjectTestRow {
  subject: string;
  subjectB: string | null;
  testPercent: number | null;
  winnerAfterHours: number | null;
  decideAt: Date | null;
  winner: SubjectVariant | null;
  decidedAt: Date | null;
  decision: string | null;
}

interface VariantCount {
  occasion: string;
  variant: SubjectVariant;
  sent: number;
  clicked: number;
}

/** The test share's messages of these campaigns (by occasion) per subject: sent, and clicked at least once. */
export async function testCounts(manager: EntityManager, occasions: string[]): Promise<Map<string, VariantCount[]>> {
  if (occasions.length === 0) return new Map();
  // The messages are the outbox's (outbox_messages), their clicks the email feature's (email_link_clicks).
  const rows = await queryRows(
    manager,
    sql<{ occasion: string; variant: string | null; sent: number; clicked: number }>`SELECT m."occasion", m."payload"->>'subject' AS variant,
              count(*) FILTER (WHERE m."status" = 'sent')::int AS sent,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM email_link_clicks c WHERE c."messageId" = m."id"))::int AS clicked
         FROM outbox_messages m
        WHERE m."template" = 'newsletter' AND m."occasion" = ANY(${occasions}) AND m."payload" @> '{"test": true}'
        GROUP BY 1, 2`,
  );
  const byOccasion = new Map<string, VariantCount[]>();
  for (const row of rows) {
    // The test share's messages carry 'a' or 'b'; anything else counts for neither subject.
    const variant = subjectVariants.find((known) => known === row.variant);
    if (variant) byOccasion.set(row.occasion, [...(byOccasion.get(row.occasion) ?? []), { ...row, variant }]);
  }
  return byOccasion;
}

/** The test as the campaign page shows it; null for a campaign with one subject. */
export function subjectTestOf(row: SubjectTestRow, counts: VariantCount[] = []): SubjectTest | null {
  if (row.subjectB === null || row.testPercent === null || row.winnerAfterHours === null) return null;
  const subjects: [string, string] = [row.subject, row.subjectB];
  return {
    subjects,
    testPercent: row.testPercent,
    winnerAfterHours: row.winnerAfterHours,
    decideAt: row.decideAt?.toISOString() ?? null,
    winner: row.winner,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decision: row.decision,
    variants: subjectVariants.map((variant, index) => {
      const found = counts.find((count) => count.variant === variant);
      return { variant, subject: subjects[index]!, sent: found?.sent ?? 0, clicked: found?.clicked ?? 0 };
    }),
  };
}
