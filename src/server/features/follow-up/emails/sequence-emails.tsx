import type { ReactNode } from 'react';
import { z } from 'zod';
import type { followUpSequence } from '../../../../shared/email.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';

const payload = z.object({ firstName: z.string() }).strict();

interface SequenceContent {
  /** Fixed text: no name or other visitor text in a subject. */
  subject: string;
  preview: string;
  heading(firstName: string): string;
  paragraphs: ReactNode[];
  action: { label: string; path: string } | { label: string; store: true };
}

const REASON = 'You are getting this email because you asked for personalised recommendations and tips after the BeautyMatch quiz.';

/** One email of the follow-up sequence: marketing, so it needs consent and carries an unsubscribe link. */
function sequenceEmail(template: (typeof followUpSequence)[number]['template'], content: SequenceContent) {
  return defineEmail({
    name: template,
    essential: false,
    payload,
    async render({ payload: { firstName }, deps, links }) {
      const target = 'store' in content.action ? await deps.storeSettings.storeUrl() : `${deps.env.SITE_URL}${content.action.path}`;
      return {
        subject: content.subject,
        body: (
          <EmailLayout preview={content.preview} reason={REASON} unsubscribeUrl={links.unsubscribeUrl} siteUrl={deps.env.SITE_URL}>
            <EmailHeading>{content.heading(firstName)}</EmailHeading>
            {content.paragraphs.map((paragraph, index) => (
              <EmailText key={index}>{paragraph}</EmailText>
            ))}
            <EmailButton href={links.track(target)}>{content.action.label}</EmailButton>
          </EmailLayout>
        ),
      };
    },
  });
}

export const sequenceWelcomeEmail = sequenceEmail('sequence-welcome', {
  subject: 'Welcome to BeautyMatch',
  preview: 'What to expect from us (and how to stop it)',
  heading: (name) => `Welcome, ${name}!`,
  paragraphs: [
    'Thank you for confirming. Over the next week we will send three short emails: tips for your skin type, what customers with routines like yours say, and a member offer.',
    'Every email has an unsubscribe link: one click, and they stop.',
  ],
  action: { label: 'Browse the learning hub', path: '/learning-hub' },
});

export const sequenceBeautyTipsEmail = sequenceEmail('sequence-beauty-tips', {
  subject: 'Three habits that make any routine work',
  preview: 'Patch test, layer thin to thick, and never skip sunscreen',
  heading: () => 'Three habits worth keeping',
  paragraphs: [
    <>
      <strong>Patch test new products</strong> on a small area for 48 hours before using them on your face.
    </>,
    <>
      <strong>Layer from thinnest to thickest:</strong> cleanser, serum, moisturiser, then sunscreen in the morning.
    </>,
    <>
      <strong>Give it time:</strong> most routines show results after 2-4 weeks of daily use.
    </>,
  ],
  action: { label: 'Read how to layer skincare', path: '/learning-hub/how-to-layer-skincare-products' },
});

export const sequenceSocialProofEmail = sequenceEmail('sequence-social-proof', {
  subject: 'What customers with routines like yours say',
  preview: 'Real routines, real results',
  heading: () => 'Routines that stuck',
  paragraphs: [
    'Customers who follow their matched routine for a month most often tell us the same three things: their skin feels calmer, they spend less time choosing products, and they stopped buying things that did not suit them.',
    'Your matched routine is waiting on your results page whenever you want to revisit it.',
  ],
  action: { label: 'See the products', path: '/products' },
});

export const sequenceLimitedOfferEmail = sequenceEmail('sequence-limited-offer', {
  subject: 'Your member offer',
  preview: 'Points on every order, and free bundles',
  heading: () => 'A little extra for members',
  paragraphs: [
    'As a loyalty member you earn points for every dollar you spend. Add your order number on the loyalty page after you buy, and points turn into bundles, perks and samples.',
  ],
  action: { label: 'Shop the store', store: true },
});

export const sequenceEmails = [sequenceWelcomeEmail, sequenceBeautyTipsEmail, sequenceSocialProofEmail, sequenceLimitedOfferEmail];
