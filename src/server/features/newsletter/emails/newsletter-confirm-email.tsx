import { z } from 'zod';
import type { SubscriberStatus } from '../../../../shared/newsletter.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { newsletterConfirmationToken, newsletterConfirmationUrl } from '../newsletter-confirmation-links.js';
import { queryRows, sql } from '../../../db/sql.js';

const REASON = 'You are getting this email because this address was entered in the newsletter field of BeautyMatch.';

/**
 * The double opt-in: sent for every address typed in the footer (at most once in 10 minutes).
 * What it says is decided here, when it is sent, so the request that caused it did the same
 * work for every address: an address already on the list is told so, with nothing to click.
 */
export const newsletterConfirmEmail = defineEmail({
  name: 'newsletter-confirm',
  essential: true,
  payload: z.object({ subscriberId: z.number().int(), issuedAtMs: z.number().int() }).strict(),
  async render({ payload, deps, manager, links }) {
    const [row] = await queryRows(manager, sql<{ status: SubscriberStatus }>`SELECT "status" FROM newsletter_subscriber WHERE "id" = ${payload.subscriberId}`);
    if (!row) throw new EmailDataGone(`newsletter subscriber ${payload.subscriberId} is gone`);
    const layout = { reason: REASON, unsubscribeUrl: links.unsubscribeUrl, siteUrl: deps.env.SITE_URL };
    if (row.status === 'confirmed') {
      return {
        subject: 'You are already subscribed to BeautyMatch tips',
        body: (
          <EmailLayout preview="Nothing to do: you are on the list" {...layout}>
            <EmailHeading>You are already on the list</EmailHeading>
            <EmailText>This address already gets our beauty tips, so there is nothing to confirm. Every newsletter has a one-click unsubscribe link at the bottom.</EmailText>
          </EmailLayout>
        ),
      };
    }
    const url = newsletterConfirmationUrl(deps.env.SITE_URL, newsletterConfirmationToken(deps.mail.signer, payload.subscriberId, payload.issuedAtMs));
    return {
      subject: 'Confirm your BeautyMatch newsletter subscription',
      body: (
        <EmailLayout preview="One click and the beauty tips start" {...layout}>
          <EmailHeading>Confirm your subscription</EmailHeading>
          <EmailText>Press the button to confirm that this is your email and that you want our beauty tips, launches and seasonal advice. We write a few times a month.</EmailText>
          <EmailButton href={url}>Yes, subscribe me</EmailButton>
          <EmailText muted>Didn't ask for this? Ignore this email: without your click, nothing is sent to you.</EmailText>
        </EmailLayout>
      ),
    };
  },
});
