import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { activeLoyaltyCode } from '../loyalty-members.service.js';

/** "Send me my loyalty code": the code, to the member's own address only. */
export const loyaltyCodeEmail = defineEmail({
  name: 'loyalty-code',
  essential: true,
  payload: z.object({}).strict(),
  async render({ recipient, deps, manager, links }) {
    const code = await activeLoyaltyCode(manager, recipient);
    if (!code) throw new EmailDataGone('no active membership for this address');
    return {
      subject: 'Your BeautyMatch loyalty code',
      body: (
        <EmailLayout
          preview={`Your loyalty code is ${code}`}
          reason="You are getting this email because someone asked for this address's loyalty code on BeautyMatch."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Here is your loyalty code</EmailHeading>
          <EmailText>
            Your code is <EmailCode>{code}</EmailCode>. Use it on the loyalty page to see your points, add purchases and redeem rewards.
          </EmailText>
          <EmailButton href={links.track(`${deps.env.SITE_URL}/loyalty`)}>Go to my rewards</EmailButton>
          <EmailText muted>Didn't ask for it? Nothing to do: the code was sent only to you.</EmailText>
        </EmailLayout>
      ),
    };
  },
});
