import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { EmailConfirmationEntity } from '../email-confirmation.entity.js';
import { confirmationToken, confirmationUrl } from '../email-confirmations.js';

/**
 * Sent when someone leaves an address the site already knows: nothing about the person changes
 * until they confirm here, so typing another person's email changes nothing of theirs.
 */
export const confirmChangeEmail = defineEmail({
  name: 'confirm-change',
  essential: true,
  payload: z.object({ confirmationId: z.number().int() }).strict(),
  async render({ payload, deps, manager, links }) {
    const confirmation = await manager.getRepository(EmailConfirmationEntity).findOneBy({ id: payload.confirmationId });
    if (!confirmation) throw new EmailDataGone(`confirmation ${payload.confirmationId} is gone`);
    const { details } = confirmation;
    const url = confirmationUrl(deps.env.SITE_URL, confirmationToken(deps.mail.signer, confirmation.id));
    const changes = [
      `use the name ${details.firstName}`,
      ...(details.quizResponseId ? ['keep the results of the quiz just taken with this address'] : []),
      ...(details.consent ? ['send you personalised recommendations and tips'] : []),
      ...(details.wantsCyclingGuide ? ['send you the 4-night skin-cycling guide'] : []),
    ];
    return {
      subject: 'Please confirm the changes to your BeautyMatch details',
      body: (
        <EmailLayout
          preview="Someone used this email on BeautyMatch: confirm if it was you"
          reason="You are getting this email because this address was just entered on BeautyMatch."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Was this you?</EmailHeading>
          <EmailText>This email address was just entered on BeautyMatch with a request to:</EmailText>
          <ul>
            {changes.map((change) => (
              <li key={change}>
                <EmailText>{change}</EmailText>
              </li>
            ))}
          </ul>
          <EmailButton href={url}>Yes, confirm</EmailButton>
          <EmailText muted>If it wasn't you, ignore this email: nothing about you changes.</EmailText>
        </EmailLayout>
      ),
    };
  },
});
