import type { FeatureModule } from '../../core/feature-module.js';
import { cyclingGuideEmail } from './emails/cycling-guide-email.js';
import { sequenceEmails } from './emails/sequence-emails.js';
import { memberWelcomeEmail, welcomeEmail } from './emails/welcome-email.js';

/** What is sent after a confirmation: the welcome, the skin-cycling guide, the rest of the sequence and the survey invitation. */
export const followUpFeature = {
  name: 'follow-up',
  emails: [welcomeEmail, memberWelcomeEmail, cyclingGuideEmail, ...sequenceEmails],
} satisfies FeatureModule;
