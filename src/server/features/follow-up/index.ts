import type { FeatureModule } from '../../core/feature-module.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';

/** What is sent after a confirmation: the skin-cycling guide, the four-email sequence and the survey invitation. */
export const followUpFeature = {
  name: 'follow-up',
  emails: [cyclingGuideEmail, ...sequenceEmails],
} satisfies FeatureModule;
