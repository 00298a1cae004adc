import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { outcomeAnswerLabels, outcomeAnswers } from '../../../../shared/outcomes.js';
import { EmailButton, EmailChoices, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { ProductEntity } from '../../catalog/api.js';
import { outcomeLinks } from '../../quiz/api.js';
import { UserEntity } from '../../users/api.js';

/**
 * A while after the address is confirmed: is a product from their routine working (one tap, which
 * teaches the engine), then three questions about how they use it. The links name the person by
 * tokens only this inbox gets.
 */
export const surveyInvitationEmail = defineEmail({
  name: 'usage-survey',
  essential: false,
  payload: z.object({ productId: z.number().int(), firstName: z.string() }).strict(),
  async render({ payload, recipient, deps, manager, links }) {
    const [user, product] = await Promise.all([
      manager.getRepository(UserEntity).findOne({ where: { email: recipient }, select: { id: true, surveyToken: true } }),
      manager.getRepository(ProductEntity).findOne({ where: { id: payload.productId }, select: { id: true, name: true } }),
    ]);
    if (!user || !product) throw new EmailDataGone('the person or the product is gone');
    const surveyUrl = `${deps.env.SITE_URL}/usage-quiz/${user.surveyToken}/${product.id}`;
    const answerUrls = outcomeLinks(deps.mail.signer, deps.env.SITE_URL, user.id, product.id);
    return {
      subject: `How is your ${product.name} working for you?`,
      body: (
        <EmailLayout
          preview="Three quick questions, under a minute"
          reason="You are getting this email because you confirmed your address after the BeautyMatch quiz."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>How is it going, {payload.firstName}?</EmailHeading>
          <EmailText>Is your {product.name} working for you? One tap tells us, and helps the next person with skin like yours.</EmailText>
          <EmailChoices label={`Is your ${product.name} working for you?`} choices={outcomeAnswers.map((answer) => ({ href: links.track(answerUrls[answer]), text: outcomeAnswerLabels[answer] }))} />
          <EmailText>
            Tell us how you use your {product.name}: three quick questions, under a minute. Your answers shape the next recommendation we send you.
          </EmailText>
          <EmailButton href={links.track(surveyUrl)}>Answer 3 questions</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
