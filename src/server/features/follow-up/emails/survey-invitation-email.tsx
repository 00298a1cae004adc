import { z } from 'zod';
import { OUTCOME_NOT_TRIED, type OutcomeChoice, outcomeAnswers, outcomeChoiceLabels } from '../../../../shared/outcomes.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailChoices, EmailWrittenBody } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { ProductEntity } from '../../catalog/api.js';
import { boughtProduct, outcomeLinks } from '../../quiz/api.js';
import { UserEntity } from '../../users/api.js';
import { flowDefinitions } from '../flows/flow-defaults.js';
import { flowMessage } from '../flows/flow-message.js';

/**
 * A while after the address is confirmed: is a product from their routine working (one tap, which
 * teaches the engine), then three questions about how they use it. Someone without a store order
 * of the product is also offered "Haven't tried it yet", which records nothing. Her words come
 * from the flow's survey step; the links name the person by tokens only this inbox gets.
 */
export const surveyInvitationEmail = defineEmail({
  name: flowDefinitions.survey.template,
  essential: false,
  payload: z.object({ productId: z.number().int(), firstName: z.string() }).strict(),
  async render(input) {
    const { payload, recipient, deps, manager, links, preview } = input;
    const [user, product] = await Promise.all([
      manager.getRepository(UserEntity).findOne({ where: { email: recipient }, select: { id: true, surveyToken: true } }),
      manager.getRepository(ProductEntity).findOne({ where: { id: payload.productId }, select: { id: true, name: true } }),
    ]);
    if (!product || (!user && !preview)) throw new EmailDataGone('the person or the product is gone');
    const message = await flowMessage(input, 'survey', { recipient, firstName: payload.firstName, quizResponseId: null, productId: product.id });
    const site = deps.env.SITE_URL;
    // A preview's links act for nobody: the representative's tap must not answer for the person.
    const answerUrls = user && !preview ? outcomeLinks(deps.mail.signer, site, user.id, product.id) : null;
    const surveyUrl = user && !preview ? `${site}/usage-quiz/${user.surveyToken}/${product.id}` : `${site}/`;
    const bought = user ? await boughtProduct(manager, user.id, product.id) : false;
    const choices: OutcomeChoice[] = bought ? [...outcomeAnswers] : [...outcomeAnswers, OUTCOME_NOT_TRIED];
    return {
      subject: message.subject,
      body: (
        <EmailLayout
          preview={message.preview || message.subject}
          reason="You are getting this email because you confirmed your address after the BeautyMatch quiz."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={site}
        >
          <EmailWrittenBody html={message.html} />
          <EmailChoices
            label={`Is your ${product.name} working for you?`}
            choices={choices.map((answer) => ({ href: links.track(answerUrls?.[answer] ?? `${site}/`), text: outcomeChoiceLabels[answer] }))}
          />
          <EmailButton href={links.track(surveyUrl)}>Answer 3 questions</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
