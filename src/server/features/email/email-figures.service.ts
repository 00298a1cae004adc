import type { AppDeps } from '../../core/app-deps.js';
import { queryRows, sql } from '../../db/sql.js';
import { dueMessageCount } from '../../mail/outbox-sql.js';
import { type EmailFigures, emailLabels, followUpSequence } from '../../../shared/email.js';
import type { StatsInput } from '../../../shared/analytics.js';
import { currentFlowVersions, currentMemberOffer, flowDefinitions, STEP_TURNED_OFF } from '../follow-up/api.js';

interface CountRow {
  template: string;
  sent: number;
  failed: number;
  waiting: number;
  suppressed: number;
  clicked: number;
  skipped: number;
  skippedReason: string | null;
}

// Messages are counted by when they were sent (or, unsent, created); clicks by message, not by
// click; unsubscribes by when they happened. A range of N days is today and the N-1 days before
// (UTC); no range (null) counts everything. The panel's counts (sent … clicked) are the same in
// every statement here. The messages are the outbox's (mail's outbox_messages), the clicks and
// consents this feature's.
const countsSince = (days: number | null) => sql<CountRow>`
  SELECT m."template",
         count(*) FILTER (WHERE m."status" = 'sent')::int AS sent,
         count(*) FILTER (WHERE m."status" = 'failed')::int AS failed,
         count(*) FILTER (WHERE m."status" IN ('queued', 'sending'))::int AS waiting,
         count(*) FILTER (WHERE m."status" = 'suppressed')::int AS suppressed,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM email_click c WHERE c."messageId" = m."id"))::int AS clicked,
         count(*) FILTER (WHERE m."status" = 'skipped')::int AS skipped,
         (array_agg(m."lastError" ORDER BY m."id" DESC) FILTER (WHERE m."status" = 'skipped'))[1] AS "skippedReason"
  FROM outbox_messages m
  WHERE coalesce(m."sentAt", m."createdAt") >= CASE WHEN ${days}::int IS NULL THEN '-infinity'::timestamptz ELSE ((now() AT TIME ZONE 'UTC')::date - ${days}::int + 1)::timestamp AT TIME ZONE 'UTC' END
  GROUP BY m."template"`;

const unsubscribesSince = (days: number | null) => sql<{ template: string; n: number }>`
  SELECT "template", count(*)::int AS n FROM consent_event
  WHERE "action" = 'withdrawn' AND "purpose" = 'marketing-email' AND "template" IS NOT NULL
    AND "createdAt" >= CASE WHEN ${days}::int IS NULL THEN '-infinity'::timestamptz ELSE ((now() AT TIME ZONE 'UTC')::date - ${days}::int + 1)::timestamp AT TIME ZONE 'UTC' END
  GROUP BY "template"`;

/** The outbox's, click log's and consent log's counts for the messages of one template on these occasions (a newsletter's campaigns), by occasion. */
export const occasionFigures = (template: string, occasions: string[]) => sql<{
  occasion: string;
  sent: number;
  failed: number;
  waiting: number;
  suppressed: number;
  clicked: number;
  unsubscribed: number;
}>`
  SELECT m."occasion",
         count(*) FILTER (WHERE m."status" = 'sent')::int AS sent,
         count(*) FILTER (WHERE m."status" = 'failed')::int AS failed,
         count(*) FILTER (WHERE m."status" IN ('queued', 'sending'))::int AS waiting,
         count(*) FILTER (WHERE m."status" = 'suppressed')::int AS suppressed,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM email_click c WHERE c."messageId" = m."id"))::int AS clicked,
         count(*) FILTER (WHERE EXISTS (
           SELECT 1 FROM consent_event e WHERE e."messageId" = m."id" AND e."action" = 'withdrawn' AND e."purpose" = 'marketing-email'))::int AS unsubscribed
  FROM outbox_messages m
  WHERE m."template" = ${template} AND m."occasion" = ANY(${occasions})
  GROUP BY m."occasion"`;

/**
 * The dashboard's email figures, from the outbox, the click log and the consent log. Opens are not
 * counted: mail privacy features load images for the reader, so an "open" proves nothing.
 */
export async function getEmailFigures(deps: AppDeps, input: StatsInput): Promise<EmailFigures> {
  const days = input.days === 'all' ? null : Number(input.days);
  const [counts, unsubscribes, due, offer, flows] = await Promise.all([
    queryRows(deps.dataSource, countsSince(days)),
    queryRows(deps.dataSource, unsubscribesSince(days)),
    queryRows(deps.dataSource, dueMessageCount()),
    currentMemberOffer(deps),
    currentFlowVersions(deps.dataSource.manager),
  ]);
  const flowStepOf = new Map(Object.values(flows).map((step) => [flowDefinitions[step.step].template, step]));
  // The day-6 emails still waiting are skipped at send time unless an offer is set by then.
  const offerSkip = offer.state === 'none' ? 'no offer set' : offer.state === 'expired' ? 'offer expired' : null;
  const countsOf = new Map(counts.map((row) => [row.template, row]));
  const unsubscribedOf = new Map(unsubscribes.map((row) => [row.template, row.n]));
  const row = (template: string, label: string, timing: string | null) => {
    const found = countsOf.get(template);
    return {
      template,
      label,
      timing,
      sent: found?.sent ?? 0,
      failed: found?.failed ?? 0,
      waiting: found?.waiting ?? 0,
      suppressed: found?.suppressed ?? 0,
      clicked: found?.clicked ?? 0,
      unsubscribed: unsubscribedOf.get(template) ?? 0,
      skipped: found?.skipped ?? 0,
      skippedReason: found?.skippedReason ?? null,
      willSkipReason: (found?.waiting ?? 0) > 0 ? willSkip(template) : null,
    };
  };
  // Why the messages still waiting will be skipped if nothing changes: a step turned off, or no day-6 offer.
  const willSkip = (template: string) => {
    if (flowStepOf.get(template)?.enabled === false && template !== flowDefinitions.welcome.template) return STEP_TURNED_OFF;
    return template === flowDefinitions.day6.template ? offerSkip : null;
  };
  const timingOf = (template: string) => {
    const hours = flowStepOf.get(template)?.delayHours ?? 0;
    if (hours === 0) return 'Immediately';
    return hours % 24 === 0 ? `Day ${hours / 24}` : `After ${hours} hours`;
  };
  const sequence = followUpSequence.map((step) => row(step.template, step.label, timingOf(step.template)));
  const others = Object.entries(emailLabels).map(([template, label]) => row(template, label, null));
  return { delivery: deps.mail.delivery, dueNow: due[0]?.n ?? 0, rows: [...sequence, ...others] };
}
