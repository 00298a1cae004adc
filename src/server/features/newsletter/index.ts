import type { FeatureModule } from '../../core/feature-module.js';
import { NEWSLETTER_WRITE_BODY_LIMIT } from '../../../shared/newsletter.js';
import { newsletterConfirmEmail } from './emails/newsletter-confirm-email.js';
import { newsletterEmail, newsletterTestEmail } from './emails/newsletter-email.js';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity.js';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity.js';
import { newsletterAdminRouter } from './newsletter-admin.router.js';
import { newsletterRest } from './newsletter.rest.js';
import { newsletterRouter } from './newsletter.router.js';
import { SegmentPersonEntity } from './segments/segment-person.entity.js';
import { SegmentEntity } from './segments/segment.entity.js';
import { segmentsRest } from './segments/segments.rest.js';
import { segmentsRouter } from './segments/segments.router.js';
import { startSubjectTestDecisions } from './subject-test/subject-test-decision.js';

/** The newsletter: double opt-in from the footer, the representative's segments, and her campaigns sent through the outbox. */
export const newsletterFeature = {
  name: 'newsletter',
  entities: [NewsletterSubscriberEntity, NewsletterCampaignEntity, SegmentEntity, SegmentPersonEntity],
  trpc: { newsletter: newsletterRouter, newsletterAdmin: newsletterAdminRouter, segments: segmentsRouter },
  trpcBodyLimits: { 'newsletterAdmin.create': NEWSLETTER_WRITE_BODY_LIMIT, 'newsletterAdmin.update': NEWSLETTER_WRITE_BODY_LIMIT },
  async rest(app, deps) {
    await newsletterRest(app, deps);
    await segmentsRest(app, deps);
  },
  emails: [newsletterConfirmEmail, newsletterEmail, newsletterTestEmail],
  async start(deps) {
    return startSubjectTestDecisions(deps);
  },
} satisfies FeatureModule;
