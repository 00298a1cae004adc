import { z } from 'zod';
import { EmailLayout } from '../../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../../mail/email-template.js';
import { RepAccountEntity } from '../../rep-account.entity.js';

/**
 * An essential notice to the account whose second factor was set up or moved to a new
 * authenticator: if it was not her, her session and password are in someone else's hands.
 */
export const secondFactorChangedEmail = defineEmail({
  name: 'second-factor-changed',
  essential: true,
  payload: z.object({ accountId: z.uuid(), change: z.enum(['set up', 'replaced']) }).strict(),
  async render({ payload: { accountId, change }, manager, deps }) {
    const account = await manager.getRepository(RepAccountEntity).findOneBy({ id: accountId });
    if (!account || account.removedAt) throw new EmailDataGone(`account ${accountId} was removed`);
    const replaced = change === 'replaced';
    return {
      subject: replaced ? 'Your back-office sign-in moved to a new authenticator' : 'Two-factor sign-in is on for your back-office account',
      body: (
        <EmailLayout
          preview="New recovery codes replace any earlier ones"
          reason="You are getting this email because the sign-in of your BeautyMatch back-office account changed."
          unsubscribeUrl={null}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>{replaced ? 'A new authenticator signs you in' : 'Two-factor sign-in is on'}</EmailHeading>
          <EmailText>
            {replaced
              ? 'Signing in to your back-office account now asks for a code from a new authenticator app; the one before and your earlier recovery codes no longer work.'
              : 'Signing in to your back-office account now asks for a code from your authenticator app, or one of the recovery codes you were shown.'}
          </EmailText>
          <EmailText>
            If this was not you, someone has your password: reset it now (that signs every browser out) and tell the shop&apos;s owner.
          </EmailText>
          <EmailButton href={`${deps.env.SITE_URL}/dashboard/access/forgot-password`}>Reset my password</EmailButton>
        </EmailLayout>
      ),
    };
  },
});
