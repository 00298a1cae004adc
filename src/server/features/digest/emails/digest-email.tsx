import { z } from 'zod';
import { type WaitingCounts, waitingCountsSchema } from '../../../../shared/digest.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { queryRows, sql } from '../../../db/sql.js';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** How long the oldest item has waited, in words. */
function waitedFor(since: string, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000));
  return hours < 48 ? plural(hours, 'hour', 'hours') : plural(Math.floor(hours / 24), 'day', 'days');
}

/** The digest's lines, each with the page where it is dealt with; lines with nothing to say are left out. */
function digestLines(counts: WaitingCounts, siteUrl: string): Array<{ text: string; href: string }> {
  const lines = [
    counts.claimsPending > 0 && { text: `${plural(counts.claimsPending, 'purchase claim waits', 'purchase claims wait')} for review`, href: `${siteUrl}/dashboard/loyalty` },
    counts.redemptionsToFulfil > 0 && { text: `${plural(counts.redemptionsToFulfil, 'reward waits', 'rewards wait')} to be handed over`, href: `${siteUrl}/dashboard/rewards` },
    counts.newMembers > 0 && { text: `${plural(counts.newMembers, 'new member', 'new members')} confirmed`, href: `${siteUrl}/dashboard/loyalty` },
    counts.surveyAnswers > 0 && { text: `${plural(counts.surveyAnswers, 'new survey answer', 'new survey answers')}`, href: `${siteUrl}/dashboard` },
    counts.emailsFailed > 0 && { text: `${plural(counts.emailsFailed, 'email', 'emails')} failed to send`, href: `${siteUrl}/dashboard` },
  ];
  return lines.filter((line): line is { text: string; href: string } => Boolean(line));
}

/** The representative's daily digest, to the store's contact email: what waits and what is new. */
export const dailyDigestEmail = defineEmail({
  name: 'daily-digest',
  essential: true,
  payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict(),
  async render({ payload, deps, manager, links }) {
    const [row] = await queryRows(manager, sql<{ counts: unknown; checkedAt: Date }>`SELECT counts, "checkedAt" FROM digest_run WHERE day = ${payload.day}::date AND status = 'sent'`);
    const parsed = waitingCountsSchema.safeParse(row?.counts);
    if (!row || !parsed.success) throw new EmailDataGone(`no digest for ${payload.day}`);
    const counts = parsed.data;
    const site = deps.env.SITE_URL;
    return {
      subject: 'Your shop today: what waits for you',
      body: (
        <EmailLayout
          preview={digestLines(counts, site)[0]?.text ?? 'Your daily digest'}
          reason="You are getting this email because the daily digest is on in your shop's settings. Turn it off there."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={site}
        >
          <EmailHeading>Good morning! Here is what waits</EmailHeading>
          {digestLines(counts, site).map((line) => (
            <EmailText key={line.text}>
              • <a href={links.track(line.href)}>{line.text}</a>
            </EmailText>
          ))}
          {counts.oldestWaitingAt && <EmailText>The oldest has waited {waitedFor(counts.oldestWaitingAt, row.checkedAt)}.</EmailText>}
          <EmailText muted>New since {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(counts.since))}.</EmailText>
          <EmailButton href={links.track(`${site}/dashboard`)}>Open the dashboard</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
