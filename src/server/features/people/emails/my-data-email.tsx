import { z } from 'zod';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailButton, EmailHeading, EmailText } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone } from '../../../mail/email-template.js';
import { MY_DATA_LINK_HOURS } from '../../../../shared/people.js';
import { myDataLink, myDataUrl } from '../my-data-links.js';
import { personById } from '../person-sql.js';
import { queryRows } from '../../../db/sql.js';

/** The link a person asked for on the "Your data" page: to download everything stored about them, or to confirm erasing it. */
export const myDataEmail = defineEmail({
  name: 'my-data',
  essential: true,
  payload: z.object({ personId: z.uuid(), action: z.enum(['export', 'erase']), expiresAtMs: z.number().int() }).strict(),
  async render({ payload, deps, manager, links }) {
    const [person] = await queryRows(manager, personById(payload.personId));
    if (!person) throw new EmailDataGone('the person was erased');
    const url = myDataUrl(deps.env.SITE_URL, myDataLink(deps.mail.signer, payload.personId, payload.action, payload.expiresAtMs));
    const exporting = payload.action === 'export';
    return {
      subject: exporting ? 'Your BeautyMatch data: download link' : 'Confirm erasing your BeautyMatch data',
      body: (
        <EmailLayout
          preview={exporting ? 'Download everything we hold about you' : 'Confirm that we should erase your data'}
          reason="You are getting this email because this address was entered on the BeautyMatch “Your data” page."
          unsubscribeUrl={links.unsubscribeUrl}
          siteUrl={deps.env.SITE_URL}
        >
          <EmailHeading>{exporting ? 'Your data' : 'Erase your data?'}</EmailHeading>
          <EmailText>
            {exporting
              ? 'Here is the link to download everything BeautyMatch holds about you, as one file.'
              : 'Open the link to confirm that BeautyMatch should erase everything it holds about you. Nothing is erased until you confirm on the page.'}
          </EmailText>
          <EmailButton href={url}>{exporting ? 'Download my data' : 'Review and erase'}</EmailButton>
          <EmailText muted>{`The link works for ${MY_DATA_LINK_HOURS} hours. If you did not ask for it, ignore this email: nothing changes.`}</EmailText>
        </EmailLayout>
      ),
    };
  },
});
