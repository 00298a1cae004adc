import { z } from 'zod';
import { earnRateText } from '../../../../shared/loyalty-programme.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { activeLoyaltyCode } from '../loyalty-members.service.js';
import { readProgramme } from '../loyalty-programme.js';

/** Sent when a membership becomes active (its address confirmed): the member's code, which only this inbox gets. */
export const loyaltyWelcomeEmail = defineEmail({
  name: 'loyalty-welcome',
  essential: true,
  payload: z.object({ firstName: z.string() }).strict(),
  async render({ payload, recipient, deps, manager, links }) {
    const code = await activeLoyaltyCode(manager, recipient);
    if (!code) throw new EmailDataGone('no active membership for this address');
    const { pointsPerDollar } = await readProgramme(manager);
    return {
      subject: 'Welcome to BeautyMatch Rewards',
      body: (
        <EmailLayout
          preview={`Your loyalty code is ${code}`}
          reason="You are getting this email because you confirmed your address and joined BeautyMatch Rewards."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Welcome, {payload.firstName}!</EmailHeading>
          <EmailText>
            Your loyalty code is <strong>{code}</strong>. Keep it safe: it is the key to your points. You earn {earnRateText(pointsPerDollar)} you spend, and
            points turn into bundles, perks and samples.
          </EmailText>
          <EmailButton href={links.track(`${deps.env.SITE_URL}/loyalty`)}>Go to my rewards</EmailButton>
          <EmailText muted>Lost this email? Ask for your code again on the loyalty page: we send it only to this address.</EmailText>
        </EmailLayout>
      ),
    };
  },
});
