import { z } from 'zod';
import { INVITATION_HOURS, OWNER_EMAIL_LINK_HOURS, PASSWORD_RESET_MINUTES } from '../../../../../shared/staff-accounts.js';
import { staffRoleLabels } from '../../../../../shared/staff-access.js';
import { EmailLayout } from '../../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone, EmailSkipped } from '../../../../mail/email-template.js';
import { RepAccountLinkEntity } from '../../rep-account-link.entity.js';
import { accountLinkUrl } from '../account-links.js';

/** What one kind of link email says around its button. */
interface LinkEmailWords {
  subject: string;
  preview: string;
  heading: string;
  text: string;
  button: string;
  /** For someone who did not ask for it. */
  ignore: string;
}

/**
 * An essential email carrying one of the back-office's single-use links. It is drawn only while
 * the link can still be used: an old one (used, expired, replaced) is not sent, nor is a reset
 * link for an address without an account.
 */
function accountLinkEmail(name: string, words: (link: RepAccountLinkEntity) => LinkEmailWords) {
  return defineEmail({
    name,
    essential: true,
    payload: z.object({ linkId: z.uuid() }).strict(),
    async render({ payload: { linkId }, manager, deps }) {
      const link = await manager.getRepository(RepAccountLinkEntity).findOneBy({ id: linkId });
      if (!link || link.usedAt || link.expiresAt <= new Date()) throw new EmailDataGone(`account link ${linkId} can no longer be used`);
      // A reset asked for an address without an account: made like any other, so the request
      // took the same time, and never sent.
      if (link.kind === 'password-reset' && link.accountId === null) throw new EmailSkipped('no back-office account has this address');
      const said = words(link);
      return {
        subject: said.subject,
        body: (
          <EmailLayout
            preview={said.preview}
            reason="You are getting this email because someone asked for it on the BeautyMatch back-office."
            unsubscribeUrl={null}
            siteUrl={deps.env.SITE_URL}
          >
            <EmailHeading>{said.heading}</EmailHeading>
            <EmailText>{said.text}</EmailText>
            <EmailButton href={accountLinkUrl(deps.env.SITE_URL, deps.mail.signer, link)}>{said.button}</EmailButton>
            <EmailText muted>{said.ignore}</EmailText>
          </EmailLayout>
        ),
      };
    },
  });
}

export const staffInvitationEmail = accountLinkEmail('staff-invitation', (link) => {
  const role = staffRoleLabels[link.role ?? 'staff'].toLowerCase();
  return {
    subject: 'You are invited to the BeautyMatch back-office',
    preview: `Join as ${role}: the link works for ${INVITATION_HOURS} hours`,
    heading: "Join the shop's back-office",
    text: `You are invited to help run the BeautyMatch shop as ${role}. Choose your password to accept; the link works once, for ${INVITATION_HOURS} hours.`,
    button: 'Accept the invitation',
    ignore: 'If you did not expect this, ignore this email: no account is made without you.',
  };
});

export const passwordResetEmail = accountLinkEmail('staff-password-reset', () => ({
  subject: 'Reset your BeautyMatch back-office password',
  preview: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes`,
  heading: 'Choose a new password',
  text: `A new password was asked for the back-office account of this address. The link works once, for ${PASSWORD_RESET_MINUTES} minutes; choosing a new password signs the account out everywhere.`,
  button: 'Choose a new password',
  ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
}));

export const ownerAddressEmail = accountLinkEmail('owner-address-confirmation', () => ({
  subject: 'Confirm the address of your BeautyMatch back-office',
  preview: 'One click and you sign in with this address',
  heading: 'Is this your address?',
  text: `This address was given as the owner's of the BeautyMatch back-office. Confirm it to sign in with it from now on; the link works for ${OWNER_EMAIL_LINK_HOURS} hours.`,
  button: 'Confirm my address',
  ignore: "If it wasn't you, ignore this email: nothing changes.",
}));
