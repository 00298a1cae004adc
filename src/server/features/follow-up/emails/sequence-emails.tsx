import type { ReactNode } from 'react';
import { z } from 'zod';
import type { FlowStep } from '../../../../shared/flows.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailText, EmailWrittenBody } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailSkipped, type EmailRenderInput } from '../../../mail/email-template.js';
import { quizSessionOfResponse } from '../../quiz/api.js';
import { queryRows } from '../../../db/sql.js';
import { flowDefinitions } from '../flows/flow-defaults.js';
import { flowMessage } from '../flows/flow-message.js';
import { currentMemberOffer, offerEndsInWords } from '../member-offer.js';

/** The person's quiz (null in messages queued before it was named), read when the message is sent. */
const payload = z.object({ firstName: z.string(), quizResponseId: z.number().int().nullable().default(null) }).strict();
type Payload = z.output<typeof payload>;

/** What the template adds after her words: never editable (the links and codes it must carry). */
interface FixedParts {
  /** Shown between her words and the button. */
  extra?: ReactNode;
  /** The one button: its label says where it goes. */
  action: { label: string; url: string };
}

const REASON = 'You are getting this email because you asked for personalised recommendations and tips after the BeautyMatch quiz.';

/**
 * One email of the follow-up sequence: the representative's words for its flow step (flows/),
 * then its fixed parts. Marketing, so it needs consent and carries an unsubscribe link.
 */
function sequenceEmail(step: FlowStep, fixedParts: (input: EmailRenderInput<Payload>) => Promise<FixedParts>) {
  return defineEmail({
    name: flowDefinitions[step].template,
    essential: false,
    payload,
    async render(input) {
      const { payload: { firstName, quizResponseId }, recipient, deps, links } = input;
      // The fixed parts first: a day-6 email with no offer is skipped before anything else is read.
      const { extra, action } = await fixedParts(input);
      const message = await flowMessage(input, step, { recipient, firstName, quizResponseId });
      return {
        subject: message.subject,
        body: (
          <EmailLayout preview={message.preview || message.subject} reason={REASON} unsubscribeUrl={links.unsubscribeUrl} siteUrl={deps.env.SITE_URL}>
            <EmailWrittenBody html={message.html} />
            {extra}
            <EmailButton href={links.track(action.url)}>{action.label}</EmailButton>
          </EmailLayout>
        ),
      };
    },
  });
}

/** Day 2: the tips the welcome email promised (her words carry them with `{skinTips}`). */
const sequenceBeautyTipsEmail = sequenceEmail('day2', async ({ deps }) => ({
  action: { label: 'Read how to layer skincare', url: `${deps.env.SITE_URL}/learning-hub/how-to-layer-skincare-products` },
}));

/** Day 4: back to her results page, when her quiz is still there. */
const sequenceSocialProofEmail = sequenceEmail('day4', async ({ deps, manager, payload: { quizResponseId } }) => {
  const [response] = quizResponseId === null ? [] : await queryRows(manager, quizSessionOfResponse(quizResponseId));
  return {
    action: response
      ? { label: 'See my routine on my results page', url: `${deps.env.SITE_URL}/results-premium/${encodeURIComponent(response.sessionId)}` }
      : { label: 'Take the quiz', url: `${deps.env.SITE_URL}/quiz` },
  };
});

/** Day 6: the offer the representative set in the store settings; with none (or one that ended) the message is skipped. */
const sequenceLimitedOfferEmail = sequenceEmail('day6', async ({ deps }) => {
  const offer = await currentMemberOffer(deps);
  if (offer.state !== 'active') throw new EmailSkipped(offer.state === 'expired' ? 'offer expired' : 'no offer set');
  return {
    extra: (
      <>
        {offer.code ? (
          <EmailText>
            Your code: <EmailCode>{offer.code}</EmailCode>
          </EmailText>
        ) : null}
        {offer.expiresOn ? <EmailText>The offer ends {offerEndsInWords(offer.expiresOn)}.</EmailText> : null}
      </>
    ),
    action: { label: 'Shop the store', url: await deps.storeSettings.storeUrl() },
  };
});

/** The sequence after the welcome (which a confirmation sends itself: see welcome-email.tsx). */
export const sequenceEmails = [sequenceBeautyTipsEmail, sequenceSocialProofEmail, sequenceLimitedOfferEmail];
