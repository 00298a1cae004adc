import type { FeatureModule } from '../../core/feature-module.js';
import { accountsRest } from './accounts/accounts.rest.js';
import { accountsRouter } from './accounts/accounts.router.js';
import { ownerAddressEmail, passwordResetEmail, staffInvitationEmail } from './accounts/emails/account-link-emails.js';
import { nameRepAuthAuditSubjects } from './audit-names.js';
import { ensureOwner } from './owner-setup.js';
import { RepAccountLinkEntity } from './rep-account-link.entity.js';
import { RepAccountEntity } from './rep-account.entity.js';
import { RepDeviceEntity } from './rep-device.entity.js';
import { RepSignInFailureEntity } from './rep-sign-in-failure.entity.js';
import { repAuthRest } from './rep-auth.rest.js';
import { repAuthRouter } from './rep-auth.router.js';
import { RepSessionEntity } from './rep-session.entity.js';
import { StaffPolicyEntity } from './staff-policy.entity.js';
import { RecoveryCodeEntity } from './second-factor/recovery-code.entity.js';
import { secondFactorChangedEmail } from './second-factor/emails/second-factor-changed-email.js';

/** Back-office accounts and roles: sign-in, sessions, trusted devices, invitations, resets, the record of failed sign-ins. */
export const repAuthFeature = {
  name: 'rep-auth',
  entities: [RepAccountEntity, RepSessionEntity, RepSignInFailureEntity, RepDeviceEntity, RepAccountLinkEntity, StaffPolicyEntity, RecoveryCodeEntity],
  trpc: { rep: repAuthRouter, accounts: accountsRouter },
  async rest(app, deps) {
    await repAuthRest(app, deps);
    await accountsRest(app, deps);
  },
  emails: [staffInvitationEmail, passwordResetEmail, ownerAddressEmail, secondFactorChangedEmail],
  async start(deps) {
    nameRepAuthAuditSubjects();
    const generated = await ensureOwner(deps.dataSource, { email: deps.env.REP_EMAIL, password: deps.env.REP_PASSWORD });
    if (generated) {
      // Printed once, on the start that created it; only its hash is stored.
      console.log(`\nBack-office owner's password (shown once, set REP_PASSWORD to choose your own): ${generated}\n`);
    }
    return { stop: async () => {} };
  },
} satisfies FeatureModule;
