import type { ReactNode } from 'react';
import { z } from 'zod';
import type { followUpSequence } from '../../../../shared/email.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailCode, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailSkipped, type EmailRenderInput } from '../../../mail/email-template.js';
import { currentRecommendation, QuizResponseEntity } from '../../quiz/api.js';
import { currentMemberOffer, offerEndsInWords } from '../member-offer.js';
import { generalTips, skinTypeTips } from './skin-type-tips.js';

/** The person's quiz (null in messages queued before it was named), read when the message is sent. */
const payload = z.object({ firstName: z.string(), quizResponseId: z.number().int().nullable().default(null) }).strict();
type Payload = z.output<typeof payload>;

interface SequenceContent {
  /** Fixed text: no name or other visitor text in a subject. */
  subject: string;
  preview: string;
  heading: string;
  paragraphs: ReactNode[];
  /** The one button: its label says where it goes. */
  action: { label: string; url: string };
}

const REASON = 'You are getting this email because you asked for personalised recommendations and tips after the BeautyMatch quiz.';

/** One email of the follow-up sequence: marketing, so it needs consent and carries an unsubscribe link. */
function sequenceEmail(template: (typeof followUpSequence)[number]['template'], content: (input: EmailRenderInput<Payload>) => Promise<SequenceContent>) {
  return defineEmail({
    name: template,
    essential: false,
    payload,
    async render(input) {
      const { subject, preview, heading, paragraphs, action } = await content(input);
      return {
        subject,
        body: (
          <EmailLayout preview={preview} reason={REASON} unsubscribeUrl={input.links.unsubscribeUrl} siteUrl={input.deps.env.SITE_URL}>
            <EmailHeading>{heading}</EmailHeading>
            {paragraphs.map((paragraph, index) => (
              <EmailText key={index}>{paragraph}</EmailText>
            ))}
            <EmailButton href={input.links.track(action.url)}>{action.label}</EmailButton>
          </EmailLayout>
        ),
      };
    },
  });
}

/** Her results page, when her quiz is still there. */
async function resultsPageOf(deps: AppDeps, quizResponseId: number | null): Promise<string | null> {
  if (quizResponseId === null) return null;
  const response = await deps.dataSource.getRepository(QuizResponseEntity).findOne({ where: { id: quizResponseId }, select: { sessionId: true } });
  return response ? `${deps.env.SITE_URL}/results-premium/${encodeURIComponent(response.sessionId)}` : null;
}

/** Day 2: the tips the welcome email promised, chosen by the skin type her quiz gave. */
const sequenceBeautyTipsEmail = sequenceEmail('sequence-beauty-tips', async ({ deps, payload: { quizResponseId } }) => {
  const recommendation = quizResponseId === null ? null : await currentRecommendation(deps, quizResponseId);
  const { tips, ...content } = recommendation ? skinTypeTips[recommendation.skinType] : generalTips;
  return { ...content, paragraphs: tips, action: { label: 'Read how to layer skincare', url: `${deps.env.SITE_URL}/learning-hub/how-to-layer-skincare-products` } };
});

const sequenceSocialProofEmail = sequenceEmail('sequence-social-proof', async ({ deps, payload: { quizResponseId } }) => {
  const resultsPage = await resultsPageOf(deps, quizResponseId);
  return {
    subject: 'What customers with routines like yours say',
    preview: 'Real routines, real results',
    heading: 'Routines that stuck',
    paragraphs: [
      'Customers who follow their matched routine for a month most often tell us the same three things: their skin feels calmer, they spend less time choosing products, and they stopped buying things that did not suit them.',
      resultsPage
        ? 'Your matched routine is waiting on your results page whenever you want to revisit it.'
        : 'Take the quiz again whenever you like: your matched routine is ready in two minutes.',
    ],
    action: resultsPage ? { label: 'See my routine on my results page', url: resultsPage } : { label: 'Take the quiz', url: `${deps.env.SITE_URL}/quiz` },
  };
});

/** Day 6: the offer the representative set in the store settings; with none (or one that ended) the message is skipped. */
const sequenceLimitedOfferEmail = sequenceEmail('sequence-limited-offer', async ({ deps }) => {
  const offer = await currentMemberOffer(deps);
  if (offer.state !== 'active') throw new EmailSkipped(offer.state === 'expired' ? 'offer expired' : 'no offer set');
  return {
    subject: 'Your member offer',
    preview: offer.text,
    heading: 'A little extra for members',
    paragraphs: [
      offer.text,
      ...(offer.code
        ? [
            <>
              Your code: <EmailCode>{offer.code}</EmailCode>
            </>,
          ]
        : []),
      ...(offer.expiresOn ? [`The offer ends ${offerEndsInWords(offer.expiresOn)}.`] : []),
      'As a loyalty member you also earn points for every dollar you spend: add your order number on the loyalty page after you buy.',
    ],
    action: { label: 'Shop the store', url: await deps.storeSettings.storeUrl() },
  };
});

/** The sequence after the welcome (which a confirmation sends itself: see welcome-email.tsx). */
export const sequenceEmails = [sequenceBeautyTipsEmail, sequenceSocialProofEmail, sequenceLimitedOfferEmail];
