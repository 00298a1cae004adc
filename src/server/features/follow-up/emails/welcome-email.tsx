import { z } from 'zod';
import { earnRateText } from '../../../../shared/loyalty-programme.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';
import { activeLoyaltyCode, readProgramme } from '../../loyalty/api.js';

/**
 * The one welcome a confirmation sends: the loyalty code (which only this inbox gets) and, for
 * people who asked for tips, what the sequence brings. For them it is the sequence's first
 * message (marketing, with its unsubscribe link: the dashboard's "Welcome Email" row); for the
 * others it is the essential loyalty welcome. Same words either way, one message per person.
 */
function welcome(name: string, subscribed: boolean) {
  return defineEmail({
    name,
    essential: !subscribed,
    payload: z.object({ firstName: z.string() }).strict(),
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
                Your loyalty code is <EmailCode>{code}</EmailCode>. Keep it safe: it is the key to your points. You earn {earnRateText(pointsPerDollar)}{' '}
                you spend, and points turn into bundles, perks and samples.
              </EmailText>
            ) : null}
            {subscribed ? (
              <>
                <EmailText>
                  Over the next week we will send three short emails: tips for your skin type, what customers with routines like yours say, and a member
                  offer.
                </EmailText>
                <EmailText>Every email has an unsubscribe link: one click, and they stop.</EmailText>
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
}

/** For people who asked for tips: the first message of the sequence. */
export const welcomeEmail = welcome('sequence-welcome', true);
/** For members who did not ask for tips: their code, and nothing about a sequence. */
export const memberWelcomeEmail = welcome('loyalty-welcome', false);
