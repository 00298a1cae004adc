import type { FeatureModule } from '../../core/feature-module.js';
import { RepCredentialEntity } from './rep-credential.entity.js';
import { RepDeviceEntity } from './rep-device.entity.js';
import { RepSignInFailureEntity } from './rep-sign-in-failure.entity.js';
import { repAuthRest } from './rep-auth.rest.js';
import { repAuthRouter } from './rep-auth.router.js';
import { ensureRepPassword } from './rep-auth.service.js';
import { RepSessionEntity } from './rep-session.entity.js';

/** The representative's password, sessions, trusted devices and the record of failed sign-ins. */
export const repAuthFeature = {
  name: 'rep-auth',
  entities: [RepCredentialEntity, RepSessionEntity, RepSignInFailureEntity, RepDeviceEntity],
  trpc: { rep: repAuthRouter },
  rest: repAuthRest,
  async start(deps) {
    const generated = await ensureRepPassword(deps.dataSource, deps.env.REP_PASSWORD);
    if (generated) {
      // Printed once, on the start that created it; only its hash is stored.
      console.log(`\nRepresentative dashboard password (shown once, set REP_PASSWORD to choose your own): ${generated}\n`);
    }
    return { stop: async () => {} };
  },
} satisfies FeatureModule;
