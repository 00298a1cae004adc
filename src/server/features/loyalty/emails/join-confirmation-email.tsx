import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { confirmationExists, confirmationToken, confirmationUrl } from '../../users/api.js';
import { queryRows } from '../../../db/sql.js';

/** Sent when someone joins on /loyalty with this address: the membership starts only when it is confirmed. */
export const joinConfirmationEmail = defineEmail({
  name: 'loyalty-join-confirmation',
  essential: true,
  payload: z.object({ confirmationId: z.number().int(), firstName: z.string() }).strict(),
  async render({ payload, deps, manager, links }) {
    const [row] = await queryRows(manager, confirmationExists(payload.confirmationId));
    if (!row) throw new EmailDataGone(`confirmation ${payload.confirmationId} is gone`);
    const url = confirmationUrl(deps.env.SITE_URL, confirmationToken(deps.mail.signer, payload.confirmationId));
    return {
      subject: 'Confirm your email to join BeautyMatch Rewards',
      body: (
        <EmailLayout
          preview="One click and your loyalty code is on its way"
          reason="You are getting this email because this address was entered to join BeautyMatch Rewards."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>Almost there, {payload.firstName}</EmailHeading>
          <EmailText>Confirm that this is your email and your membership starts: your loyalty code arrives in the next email.</EmailText>
          <EmailButton href={url}>Confirm and join</EmailButton>
          <EmailText muted>Didn't ask to join? Ignore this email: no membership is created for you.</EmailText>
        </EmailLayout>
      ),
    };
  },
});
