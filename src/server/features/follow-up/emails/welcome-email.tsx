import { z } from 'zod';
import { earnRateText } from '../../../../shared/loyalty-programme.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText, EmailWrittenBody } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';
import { activeLoyaltyCode, readProgramme } from '../../loyalty/api.js';
import { flowDefinitions } from '../flows/flow-defaults.js';
import { flowMessage } from '../flows/flow-message.js';

/**
 * How every welcome ends: the loyalty code (which only this inbox gets) with how points are
 * earned, and one button: to her rewards, or to the learning hub for people without a code.
 */
function WelcomeEnding({ code, pointsPerDollar, siteUrl, track }: { code: string | null; pointsPerDollar: number; siteUrl: string; track: (url: string) => string }) {
  if (!code) return <EmailButton href={track(`${siteUrl}/learning-hub`)}>Browse the learning hub</EmailButton>;
  return (
    <>
      <EmailText>
        Your loyalty code is <EmailCode>{code}</EmailCode>. Keep it safe: it is the key to your points. You earn {earnRateText(pointsPerDollar)} you spend, and
        points turn into bundles, perks and samples.
      </EmailText>
      <EmailButton href={track(`${siteUrl}/loyalty`)}>Go to my rewards</EmailButton>
      <EmailText muted>Lost this email? Ask for your code again on the loyalty page: we send it only to this address.</EmailText>
    </>
  );
}

/**
 * For people who asked for tips: the first message of the sequence, in the representative's words
 * (the flow's welcome step), then her loyalty code when she is a member and one button.
 */
export const welcomeEmail = defineEmail({
  name: flowDefinitions.welcome.template,
  essential: false,
  payload: z.object({ firstName: z.string() }).strict(),
  async render(input) {
    const { payload, recipient, deps, manager, links } = input;
    const message = await flowMessage(input, 'welcome', { recipient, firstName: payload.firstName, quizResponseId: null });
    const code = await activeLoyaltyCode(manager, recipient);
    const { pointsPerDollar } = await readProgramme(manager);
    const siteUrl = deps.env.SITE_URL;
    return {
      subject: message.subject,
      body: (
        <EmailLayout
          preview={message.preview || message.subject}
          reason="You are getting this email because you confirmed your address on BeautyMatch."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={siteUrl}
        >
          <EmailWrittenBody html={message.html} />
          <WelcomeEnding code={code} pointsPerDollar={pointsPerDollar} siteUrl={siteUrl} track={links.track} />
        </EmailLayout>
      ),
    };
  },
});

/** For members who did not ask for tips: their code, and nothing about a sequence. */
export const memberWelcomeEmail = defineEmail({
  name: 'loyalty-welcome',
  essential: true,
  payload: z.object({ firstName: z.string() }).strict(),
  async render({ payload, recipient, deps, manager, links }) {
    const code = await activeLoyaltyCode(manager, recipient);
    const { pointsPerDollar } = await readProgramme(manager);
    const siteUrl = deps.env.SITE_URL;
    return {
      subject: code ? 'Welcome to BeautyMatch Rewards' : 'Welcome to BeautyMatch',
      body: (
        <EmailLayout
          preview={code ? `Your loyalty code is ${code}` : 'Thank you for confirming your email'}
          reason="You are getting this email because you confirmed your address on BeautyMatch."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={siteUrl}
        >
          <EmailHeading>Welcome, {payload.firstName}!</EmailHeading>
          <EmailText>Thank you for confirming your email.</EmailText>
          <WelcomeEnding code={code} pointsPerDollar={pointsPerDollar} siteUrl={siteUrl} track={links.track} />
        </EmailLayout>
      ),
    };
  },
});
