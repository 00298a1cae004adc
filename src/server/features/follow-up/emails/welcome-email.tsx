import { z } from 'zod';
import { earnRateText } from '../../../../shared/loyalty-programme.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';
import { activeLoyaltyCode, readProgramme } from '../../loyalty/api.js';

/**
 * The one welcome a confirmation sends: the loyalty code (which only this inbox gets) and, for
 * people who asked for tips, what the sequence brings. It is the sequence's first message, so it
 * keeps that template name and the dashboard's "Welcome Email" row counts it.
 */
export const welcomeEmail = defineEmail({
  name: 'sequence-welcome',
  // It carries the loyalty code, which the person needs: sent whatever their tips choice.
  essential: true,
  // Messages queued before the merge were the sequence's, so sent only to people who consented.
  payload: z.object({ firstName: z.string(), subscribed: z.boolean().default(true) }).strict(),
  async render({ payload, recipient, deps, manager, links }) {
    const code = await activeLoyaltyCode(manager, recipient);
    const { pointsPerDollar } = await readProgramme(manager);
    const siteUrl = deps.env.SITE_URL;
    return {
      subject: code ? 'Welcome to BeautyMatch Rewards' : 'Welcome to BeautyMatch',
      body: (
        <EmailLayout
          preview={code ? `Your loyalty code is ${code}` : 'What to expect from us (and how to stop it)'}
          reason="You are getting this email because you confirmed your address on BeautyMatch."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={siteUrl}
        >
          <EmailHeading>Welcome, {payload.firstName}!</EmailHeading>
          <EmailText>Thank you for confirming your email.</EmailText>
          {code ? (
            <EmailText>
              Your loyalty code is <EmailCode>{code}</EmailCode>. Keep it safe: it is the key to your points. You earn {earnRateText(pointsPerDollar)} you
              spend, and points turn into bundles, perks and samples.
            </EmailText>
          ) : null}
          {payload.subscribed ? (
            <>
              <EmailText>
                Over the next week we will send three short emails: tips for your skin type, what customers with routines like yours say, and a member
                offer.
              </EmailText>
              <EmailText>Each of them has an unsubscribe link: one click, and they stop.</EmailText>
            </>
          ) : null}
          {code ? (
            <EmailButton href={links.track(`${siteUrl}/loyalty`)}>Go to my rewards</EmailButton>
          ) : (
            <EmailButton href={links.track(`${siteUrl}/learning-hub`)}>Browse the learning hub</EmailButton>
          )}
          {code ? <EmailText muted>Lost this email? Ask for your code again on the loyalty page: we send it only to this address.</EmailText> : null}
        </EmailLayout>
      ),
    };
  },
});
