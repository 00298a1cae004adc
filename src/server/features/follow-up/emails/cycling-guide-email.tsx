import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail } from '../../../mail/email-template.js';

const NIGHTS = [
  ['Night 1: exfoliate', 'After cleansing, a gentle chemical exfoliant (AHA or BHA), then moisturiser. Skip it if your skin stings.'],
  ['Night 2: retinoid', 'A pea-sized amount of retinoid on dry skin, then moisturiser. Start with a low strength.'],
  ['Nights 3 and 4: recover', 'Just cleanser and a rich, barrier-supporting moisturiser. No actives: this is when skin rebuilds.'],
] as const;

/** The 4-night skin-cycling guide the visitor asked for in the email capture (sent once the address is confirmed). */
export const cyclingGuideEmail = defineEmail({
  name: 'cycling-guide',
  // Asked for by the person themselves: sent even after an unsubscribe from tips.
  essential: true,
  payload: z.object({ firstName: z.string() }).strict(),
  async render({ payload, deps, links }) {
    return {
      subject: 'Your 4-night skin-cycling guide',
      body: (
        <EmailLayout
          preview="Exfoliate, retinoid, recover, recover: then repeat"
          reason="You are getting this email because you asked for the skin-cycling guide after the BeautyMatch quiz."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Your skin-cycling guide, {payload.firstName}</EmailHeading>
          <EmailText>Skin cycling rotates active ingredients over four nights, so skin gets their benefits with time to recover in between.</EmailText>
          {NIGHTS.map(([title, text]) => (
            <EmailText key={title}>
              <strong>{title}.</strong> {text}
            </EmailText>
          ))}
          <EmailText>Wear sunscreen every morning, especially on the days after exfoliating or using a retinoid.</EmailText>
          <EmailButton href={links.track(`${deps.env.SITE_URL}/learning-hub`)}>More routines in the learning hub</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
