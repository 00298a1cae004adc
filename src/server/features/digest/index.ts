import type { FeatureModule } from '../../core/feature-module.js';
import { startDailyDigests } from './daily-digest.js';
import { dailyDigestEmail } from './emails/digest-email.js';
import { DigestRunEntity } from './digest-run.entity.js';
import { digestRest } from './digest.rest.js';
import { digestRouter } from './digest.router.js';

/** The representative's daily digest email and the dashboard's "what waits" figures. */
export const digestFeature = {
  name: 'digest',
  entities: [DigestRunEntity],
  trpc: { digest: digestRouter },
  rest: digestRest,
  emails: [dailyDigestEmail],
  start: async (deps) => startDailyDigests(deps),
} satisfies FeatureModule;
