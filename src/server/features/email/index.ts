import type { FeatureModule } from '../../core/feature-module.js';
import { AppSecretEntity } from '../../mail/app-secret.entity.js';
import { EmailMessageEntity } from '../../mail/email-message.entity.js';
import { EmailSuppressionEntity } from '../../mail/email-suppression.entity.js';
import { SpentChallengeEntity } from '../../mail/spent-challenge.entity.js';
import { CaughtMailEntity } from './caught-mail.entity.js';
import { ConsentEventEntity } from './consent-event.entity.js';
import { devMailRest } from './dev-mail.rest.js';
import { EmailClickEntity } from './email-click.entity.js';
import { EmailClickRecencyEntity } from './email-click-recency.entity.js';
import { ConsentLatestEntity } from './consent-latest.entity.js';
import { emailLinksRest } from './email-links.rest.js';
import { humanCheckRest } from './human-check.rest.js';
import { emailRouter } from './email.router.js';
import { startMailChannel } from './mail-channel.js';

/**
 * The email channel: the outbox and its workers, tracked links, unsubscribe and the consent log,
 * the proof-of-work check past a client's soft mail limit, and in development the mail catcher
 * with /dev/mail.
 */
export const emailFeature = {
  name: 'email',
  entities: [EmailMessageEntity, EmailSuppressionEntity, AppSecretEntity, CaughtMailEntity, ConsentEventEntity, ConsentLatestEntity, EmailClickEntity, EmailClickRecencyEntity, SpentChallengeEntity],
  trpc: { email: emailRouter },
  async rest(app, deps) {
    await emailLinksRest(app, deps);
    await devMailRest(app, deps);
    await humanCheckRest(app, deps);
  },
  start: startMailChannel,
} satisfies FeatureModule;
